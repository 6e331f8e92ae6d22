import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { allEndpoints as endpoints } from '../../shared/contract/all-endpoints';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../../shared/contract/endpoint-schemas';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '../../shared/contract/endpoint-types';
import { requireAdmin, requireDirector, requireEditor, requireMember, requireStaff } from '../auth/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves: security.ts decides on it, whatever spelling of the path matched. */
    endpoint?: EndpointName;
  }
}

export type ContractRequest<K extends EndpointName> = FastifyRequest<{
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
  Body: BodyOf<K>;
}>;

/** A handler answers its schema's shape (or sends a page, a file or ready JSON text through the reply). */
export type ContractHandler<K extends EndpointName> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<AnswerOf<K> | FastifyReply | string | Buffer> | AnswerOf<K> | FastifyReply;

/** The spec's `{name}` path parameters in Fastify's `:name` notation (`/qr/event/{id}.svg` -> `:id.svg`). */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const authChecks = {
  none: undefined,
  session: undefined,
  member: async (request: FastifyRequest) => {
    await requireMember(request);
  },
  director: async (request: FastifyRequest) => {
    await requireDirector(request);
  },
  editor: async (request: FastifyRequest) => {
    await requireEditor(request);
  },
  admin: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
  staff: async (request: FastifyRequest) => {
    await requireStaff(request);
  },
};

/** The Fastify schema of an endpoint: what the server validates on the way in and serializes on the way out. */
export function fastifySchemaOf(name: EndpointName): FastifySchema {
  const schemas: EndpointSchemas = endpointSchemas[name];
  const schema: FastifySchema = {};
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body && !schemas.bodyCheckedByHandler && schemas.bodyType !== 'multipart')
    schema.body = schemas.body;
  if (schemas.answer instanceof z.ZodType && !schemas.answerTrusted)
    schema.response = { 200: schemas.answer };
  return schema;
}

/**
 * Registers an endpoint of the contract: method, path, schemas and the session or role it needs all come from
 * its declaration in src/shared/contract, so the handler only calls services. The session and role are checked
 * as the request arrives (onRequest), so a caller without them learns nothing about what the input should be.
 */
export function contractRoute<K extends EndpointName>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider; the handler's types come from the contract.
  app: FastifyInstance<any, any, any, any, any>,
  name: K,
  handler: ContractHandler<K>,
) {
  const endpoint = endpoints[name];
  const authCheck = authChecks[endpoint.auth];
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    schema: fastifySchemaOf(name),
    config: { endpoint: name },
    ...(authCheck ? { onRequest: authCheck } : {}),
    handler: handler as never,
  });
}
