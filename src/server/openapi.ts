import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { ZodOpenApiOverrideContext } from 'zod-openapi/api';
import { allEndpoints as endpoints } from '../shared/contract/all-endpoints';
import { errorBodySchema, queryNumber } from '../shared/contract/common';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../shared/contract/endpoint-schemas';
import type { EndpointDeclaration } from '../shared/contract/endpoints';
import { needsSession } from '../shared/contract/roles';
import { LEAGUE_NAME } from '../shared/site';

/** What a signed-in member without the role is answered (403), by who may make the call. */
const FORBIDDEN: Partial<Record<EndpointDeclaration['auth'], string>> = {
  director: 'Only venue directors and league admins may do this',
  editor: 'Only content editors and league admins may do this',
  admin: 'Only league admins may do this',
};

const SESSION_COOKIE = '.AspNet.ApplicationCookie';

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const errorAnswer = (description: string) => ({ description, content: json(errorBodySchema) });
const pageAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** Where an operation is listed in the reference: the path's first segment after the API base. */
function tagOf(path: string) {
  const api = /^\/umbraco\/api\/([^/]+)/i.exec(path);
  if (api) return api[1]?.toLowerCase() === 'event' ? 'Event' : (api[1] ?? 'API');
  return path.startsWith('/hubs/') ? 'Realtime hub' : 'Pages and files';
}

function answers(name: EndpointName, schemas: EndpointSchemas) {
  const { auth } = endpoints[name];
  const asPage = schemas.bodyCheckedByHandler === true;
  const responses: ZodOpenApiOperationObject['responses'] = {};
  const answer = schemas.answer;
  if (answer instanceof z.ZodType) responses['200'] = { description: schemas.summary, content: json(answer) };
  else if (answer.contentType === 'redirect') responses['302'] = { description: answer.description };
  else
    responses['200'] = {
      description: answer.description,
      content: { [answer.contentType]: { schema: z.string() } },
    };
  if (schemas.query || schemas.params || schemas.body) {
    responses['400'] = asPage
      ? pageAnswer('The form again with what is missing')
      : errorAnswer('Bad input: a message, and for each field what is wrong with it (`errors`)');
  }
  if (name === 'login')
    responses['401'] = pageAnswer('The form again: the username or password is incorrect');
  if (needsSession(auth)) responses['401'] = errorAnswer('No session: please log in');
  const forbidden = FORBIDDEN[auth];
  if (forbidden) responses['403'] = errorAnswer(forbidden);
  if (name === 'logout') responses['403'] = errorAnswer('The form token or the Origin is not this site');
  for (const status of schemas.errors ?? []) {
    if (status === 404) responses['404'] = errorAnswer('Not found');
    if (status === 409) responses['409'] = errorAnswer('Not possible in the current state');
    if (status === 429 && asPage) responses['429'] = pageAnswer('Too many failed attempts; wait 15 minutes');
  }
  return responses;
}

function operationOf(name: EndpointName): ZodOpenApiOperationObject {
  const endpoint = endpoints[name];
  const schemas: EndpointSchemas = endpointSchemas[name];
  const contentType =
    schemas.bodyType === 'form'
      ? 'application/x-www-form-urlencoded'
      : schemas.bodyType === 'multipart'
        ? 'multipart/form-data'
        : 'application/json';
  return {
    operationId: name,
    summary: schemas.summary,
    tags: [tagOf(endpoint.path)],
    ...(schemas.query || schemas.params
      ? {
          requestParams: {
            ...(schemas.query ? { query: schemas.query as z.ZodObject } : {}),
            ...(schemas.params ? { path: schemas.params as z.ZodObject } : {}),
          },
        }
      : {}),
    ...(schemas.body ? { requestBody: { content: { [contentType]: { schema: schemas.body } } } } : {}),
    ...(needsSession(endpoint.auth) ? { security: [{ session: [] }] } : {}),
    responses: answers(name, schemas),
  };
}

/** The OpenAPI 3.1 document of the whole contract, served at /api/openapi.json and read by /docs. */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const name of Object.keys(endpointSchemas) as EndpointName[]) {
    const { path, method } = endpoints[name];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(name) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: `${LEAGUE_NAME} API`,
        version: '1',
        description:
          'The API under /umbraco/api (paths match case-insensitively), the sign-in and log-out forms, calendars, ' +
          'maps, QR codes, printable pages and the realtime hub. Bad input answers 400 with ' +
          '`{ "message": "...", "errors": { "field": "..." } }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /login' },
        },
      },
      paths,
    },
    { override: numbersInText },
  );
}

/**
 * An id or a number in a query string or a path is text on the wire but read as a bounded number: the
 * reference shows the number's type and range rather than "a string of 1 to 32 characters".
 */
function numbersInText({ jsonSchema, zodSchema, io }: ZodOpenApiOverrideContext) {
  const def = zodSchema._zod.def as unknown as { type: string; in?: unknown; out?: z.ZodType };
  if (io !== 'input' || def.type !== 'pipe' || def.in !== queryNumber || !def.out) return;
  const { $schema: _, ...number } = z.toJSONSchema(def.out);
  for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
  Object.assign(jsonSchema, number);
}
