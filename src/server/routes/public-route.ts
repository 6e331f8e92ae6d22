import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allEndpoints as endpoints } from '../../shared/contract/all-endpoints';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../../shared/contract/endpoint-schemas';
import type { CacheInvalidation } from '../cache/cache-invalidation';
import { type CacheTag, CHANGES, READS } from '../cache/cache-tags';
import { acceptedEncoding, type SharedResponseCache } from '../cache/shared-response-cache';
import type { WorkLimiter } from '../services/work-limiter';
import { type ContractHandler, contractRoute, fastifyPath } from './contract-route';

/**
 * Registers an endpoint whose answer is the same for every visitor: it is served from `answers` (encoded once,
 * not validated and serialized again per request). A 'session' endpoint's answer carries the member's own data
 * (hearts), so members are always answered afresh; members-only endpoints may not be registered this way.
 * An answer a client can make expensive (a leaderboard over a year) is worked out through `limiter`, the fair
 * limiter, whenever it reaches the database; a kept answer is sent without it.
 */
export function publicRoute<K extends EndpointName>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider; the handler's types come from the contract.
  app: FastifyInstance<any, any, any, any, any>,
  name: K,
  answers: SharedResponseCache,
  handler: ContractHandler<K>,
  limiter?: WorkLimiter,
) {
  const { auth, method, path } = endpoints[name];
  if (auth !== 'none' && auth !== 'session') throw new Error(`${name} answers members only: never shared`);
  const groups = (READS as Partial<Record<EndpointName, readonly CacheTag[]>>)[name];
  if (!groups) throw new Error(`${name}: say what its answer is read from (READS in cache/cache-tags.ts)`);
  const schemas: EndpointSchemas = endpointSchemas[name];
  const serialize =
    schemas.answer instanceof z.ZodType && !schemas.answerTrusted
      ? serializerCompiler({ schema: schemas.answer, method, url: path })
      : JSON.stringify;
  const work: ContractHandler<K> = limiter
    ? (request, reply) => limiter.run(request.ip, async () => handler(request, reply))
    : handler;
  contractRoute(app, name, async (request, reply) => {
    if (auth === 'session' && (await request.currentMember())) return work(request, reply);
    const key = `${name} ${JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null])}`;
    return sendShared(request, reply, answers, key, groups, async () =>
      serialize(await work(request, reply)),
    );
  });
}

/** Sends the shared JSON answer for key (produced once, read from groups), compressed as the client accepts. */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: SharedResponseCache,
  key: string,
  groups: readonly CacheTag[],
  produce: () => Promise<string | Buffer>,
) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const answer = await answers.encoded(key, groups, produce, encoding);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}

/**
 * Drops the shared answers a successful write can have changed (CHANGES in cache/cache-tags.ts), on
 * every instance, before its answer leaves (a reader sees its own write).
 */
export function invalidateOnWrites(app: FastifyInstance, invalidation: CacheInvalidation) {
  const writes = new Map(
    (Object.keys(CHANGES) as (keyof typeof CHANGES)[])
      .filter((name) => CHANGES[name].length > 0)
      .map((name) => [`${endpoints[name].method} ${fastifyPath(endpoints[name].path)}`, CHANGES[name]]),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    const groups = writes.get(`${request.method} ${request.routeOptions.url}`);
    if (groups) await invalidation.drop(groups);
  });
}
