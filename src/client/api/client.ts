import ky, { HTTPError } from 'ky';
import { API_PREFIX } from '../../shared/api-prefix';
import type { ErrorBody } from '../../shared/contract/common';
import type {
  AnswerOf,
  ApiEndpoint,
  BodyInputOf,
  NameOf,
  ParamsOf,
  QueryOf,
} from '../../shared/contract/endpoint-types';
import { runtimeConfig } from '../config/runtime-config';
import { onServer, serverRequest } from '../ssr/server-request';
import { checkAnswer } from './check-answer';
import { redirectToLogin } from './login-redirect';
import { prefetchedResponse } from './prefetched-responses';

/** A failed call: the server's JSON or text body when it sent one, else the status text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const http = ky.create({
  // Pages drawn on the server call the API in-process instead (serverCall), never through this client.
  prefix: onServer ? '' : runtimeConfig.apiBase,
  // What a browser would resolve a relative API base against anyway; stated so non-browser runtimes agree.
  baseUrl: onServer ? undefined : window.location.origin,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  credentials: 'include',
  retry: 0,
  timeout: 30_000,
  hooks: {
    afterResponse: [
      ({ response }) => {
        if (response.status === 401) redirectToLogin();
      },
    ],
  },
});

/** A failed answer as an ApiError: the server's message when its body has one. */
function apiErrorOf(status: number, data: unknown, statusText = ''): ApiError {
  if (data && typeof data === 'object' && 'message' in data) {
    const body = data as ErrorBody;
    return new ApiError(status, body.message, data, body.errors);
  }
  if (typeof data === 'string' && data.trim() !== '') return new ApiError(status, data, data);
  return new ApiError(status, statusText || `HTTP ${status}`, data);
}

const toApiError = ({ data, response }: HTTPError) => apiErrorOf(response.status, data, response.statusText);

/** A call made while the page is drawn on the server: answered in-process, with the visitor's cookies. */
async function serverCall(method: string, path: string, json: unknown): Promise<unknown> {
  const request = serverRequest();
  if (!request) throw new Error('No page is being drawn on the server');
  const { status, body } = await request.call(method, path, json);
  if (status >= 400) throw apiErrorOf(status, body);
  return body;
}

/** Optional query values may also be null (left out of the query string). */
type NullableOptional<T> = { [P in keyof T]: undefined extends T[P] ? T[P] | null : T[P] };
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [key in Key]?: never }
  : Record<string, never> extends T
    ? { [key in Key]?: T }
    : { [key in Key]: T };

/** What a call sends, derived from the endpoint's schemas in the contract. */
export type CallInput<E extends ApiEndpoint> = Part<'query', NullableOptional<QueryOf<NameOf<E>>>> &
  Part<'params', ParamsOf<NameOf<E>>> &
  Part<'body', BodyInputOf<NameOf<E>>> & { signal?: AbortSignal };

type CallArgs<E extends ApiEndpoint> =
  Record<string, never> extends Omit<CallInput<E>, 'signal'> ? [input?: CallInput<E>] : [input: CallInput<E>];

function searchParams(query: object | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

/** The path under the API base, with {name} parameters filled in. */
function relativePath(path: string, params: object | undefined) {
  const values = (params ?? {}) as Record<string, unknown>;
  return path
    .slice(API_PREFIX.length + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * Calls an endpoint of the contract: its method and path come from the declaration, the input and answer
 * types from its schemas. In development and tests the answer is checked against the schema too; production
 * builds swap that check for a no-op (vite.config.ts), so Zod never reaches the browser.
 */
export async function callApi<E extends ApiEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<NameOf<E>>> {
  const { query, params, body, signal } = (input ?? {}) as {
    query?: object;
    params?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = relativePath(endpoint.path, params);
  const searchQuery = searchParams(query);
  const json = endpoint.method === 'GET' ? undefined : (body ?? null);
  const pathWithQuery = searchQuery.size ? `${path}?${searchQuery}` : path;
  let answer = onServer
    ? await serverCall(endpoint.method, pathWithQuery, json)
    : await prefetchedResponse(endpoint.method, pathWithQuery, json);
  if (answer === undefined) {
    const options = {
      method: endpoint.method,
      searchParams: searchQuery,
      ...(json === undefined ? {} : { json }),
      ...(signal ? { signal } : {}),
    };
    try {
      answer = await http(path, options).json();
    } catch (error) {
      throw error instanceof HTTPError ? toApiError(error) : error;
    }
  }
  checkAnswer(endpoint, answer);
  return answer as AnswerOf<NameOf<E>>;
}

/** Posts a multipart form (file uploads) to an endpoint of the contract; errors and answers as callApi. */
export async function postForm<E extends ApiEndpoint>(
  endpoint: E,
  form: FormData,
  signal?: AbortSignal,
  query?: object,
): Promise<AnswerOf<NameOf<E>>> {
  let answer: unknown;
  try {
    answer = await http
      .post(relativePath(endpoint.path, undefined), {
        body: form,
        searchParams: searchParams(query),
        ...(signal ? { signal } : {}),
      })
      .json();
  } catch (error) {
    throw error instanceof HTTPError ? toApiError(error) : error;
  }
  checkAnswer(endpoint, answer);
  return answer as AnswerOf<NameOf<E>>;
}
