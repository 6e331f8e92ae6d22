import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the caller, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** With 429: how long to wait, sent as `Retry-After` and `retryAfter`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

function fieldName(instancePath: string, context: string) {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path.length > 0 ? path : context;
}

const clip = (text: unknown, max: number) => {
  const value = String(text ?? '');
  return value.length > max ? `${value.slice(0, max)}…` : value;
};

/**
 * What a failure is worth logging, bounded: its kind, a clipped message (messages can quote the request,
 * so the caller's input) and where it happened, never the whole error with its causes and payloads.
 */
export function errorSummary(error: Error & { code?: unknown }) {
  return {
    type: clip(error.name, 60),
    ...(error.code === undefined ? {} : { code: clip(error.code, 40) }),
    message: clip(error.message, 200),
    at: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 4)
      .map((line) => clip(line.trim(), 160)),
  };
}

export type SpaHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** JSON `{ message }` errors everywhere; registered before the routes so every plugin inherits it. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .status(error.statusCode)
          .send({ message: error.message, retryAfter: error.retryAfterSeconds });
      }
      if (error.statusCode === 503) reply.header('retry-after', '1');
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        errors[name] ??= issue.message ?? 'is invalid';
      }
      const message = Object.entries(errors)
        .map(([field, text]) => `${field}: ${text}`)
        .join('; ');
      return reply.status(400).send({ message: `Invalid request. ${message}`, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(
        { err: errorSummary(error), method: request.method, url: clip(request.url, 200) },
        'request failed',
      );
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
    return reply.status(status).send({ message: error.message });
  });
}

/** Unknown API paths answer 404 JSON; unknown page requests get the SPA, which routes them. */
export function registerNotFound(app: FastifyInstance, apiBase: string, spa?: SpaHandler) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.toLowerCase().startsWith(apiBase.toLowerCase());
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (spa && !isApi && isPage) return spa(request, reply);
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}` });
  });
}
