import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allEndpoints as endpoints } from '../../shared/contract/all-endpoints';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../../shared/contract/endpoint-schemas';
import { acceptedEncoding, type PublicAnswers } from '../services/public-answers';
import { type ContractHandler, contractRoute, fastifyPath } from './contract-route';

/**
 * Registers an endpoint whose answer is the same for every visitor: it is served from `answers` (encoded once,
 * not validated and serialized again per request). A 'session' endpoint's answer carries the member's own data
 * (hearts), so members are always answered afresh; members-only endpoints may not be registered this way.
 */
export function publicRoute<K extends EndpointName>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider; the handler's types come from the contract.
  app: FastifyInstance<any, any, any, any, any>,
  name: K,
  answers: PublicAnswers,
  handler: ContractHandler<K>,
) {
  const { auth, method, path } = endpoints[name];
  if (auth !== 'none' && auth !== 'session') throw new Error(`${name} answers members only: never shared`);
  const schemas: EndpointSchemas = endpointSchemas[name];
  const serialize =
    schemas.answer instanceof z.ZodType && !schemas.answerTrusted
      ? serializerCompiler({ schema: schemas.answer, method, url: path })
      : JSON.stringify;
  contractRoute(app, name, async (request, reply) => {
    if (auth === 'session' && (await request.currentMember())) return handler(request, reply);
    const key = `${name} ${JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null])}`;
    return sendShared(request, reply, answers, key, async () => serialize(await handler(request, reply)));
  });
}

/** Sends the shared JSON answer for key (produced once), compressed as the client accepts. */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: PublicAnswers,
  key: string,
  produce: () => Promise<string | Buffer>,
) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const answer = await answers.encoded(key, produce, encoding);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}

/**
 * State-changing calls that cannot change a public answer: searches (read-only POSTs), sign-in and sessions,
 * one-time codes, the hub's negotiate and the card form's token. Every other non-GET call counts as a write.
 */
const READ_ONLY: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'searchEvents',
  'searchNearbyEvents',
  'searchLeaderboard',
  'searchLeaderboardByEvent',
  'searchPhotos',
  'searchSwappableEvents',
  'mobileDuplicateCheck',
  'otpCodeSend',
  'otpCodeVerify',
  'generateTotp',
  'verifyTotp',
  'passwordResetSendCode',
  'login',
  'logout',
  'logoutEverywhere',
  'clockHubNegotiate',
  'tokenizeCard',
]);

/** Drops every shared answer as soon as a write succeeds, before its answer leaves (a reader sees its own write). */
export function invalidateOnWrites(app: FastifyInstance, caches: PublicAnswers[]) {
  const writes = new Set(
    (Object.keys(endpoints) as EndpointName[])
      .filter((name) => endpoints[name].method !== 'GET' && !READ_ONLY.has(name))
      .map((name) => `${endpoints[name].method} ${fastifyPath(endpoints[name].path)}`),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    if (writes.has(`${request.method} ${request.routeOptions.url}`))
      for (const cache of caches) cache.invalidate();
  });
}
