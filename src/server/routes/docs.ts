import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/docs';

/** The contract as OpenAPI 3.1, and a reference page to read it (Swagger UI, its assets served from here). */
export async function registerDocs(app: FastifyInstance) {
  const document = openApiDocument();
  app.get(OPENAPI_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
}
