import ky, { HTTPError } from 'ky';
import type { ErrorBody } from '../../shared/contract/common';
import { runtimeConfig } from '../app/runtime-config';
import { redirectToLogin } from './login-redirect';

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
  prefix: runtimeConfig.apiBase,
  // What a browser would resolve a relative API base against anyway; stated so non-browser runtimes agree.
  baseUrl: window.location.origin,
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

function toApiError(error: HTTPError): ApiError {
  const { data, response } = error;
  if (data && typeof data === 'object' && 'message' in data) {
    const body = data as ErrorBody;
    return new ApiError(response.status, body.message, data, body.errors);
  }
  if (typeof data === 'string' && data.trim() !== '') return new ApiError(response.status, data, data);
  return new ApiError(response.status, response.statusText || `HTTP ${response.status}`, data);
}

async function settle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof HTTPError ? toApiError(error) : error;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function searchParams(query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

/** Passed through to ky: an actor's abort `signal` stops a call the flow no longer waits for. */
export interface CallOptions {
  signal?: AbortSignal;
}

export const getJson = <T>(path: string, query?: Query, options: CallOptions = {}) =>
  settle(() => http.get(path, { searchParams: searchParams(query), signal: options.signal }).json<T>());

export const postJson = <T>(path: string, body: unknown, query?: Query, options: CallOptions = {}) =>
  settle(() =>
    http.post(path, { json: body, searchParams: searchParams(query), signal: options.signal }).json<T>(),
  );

export const deleteJson = <T>(path: string, query?: Query, options: CallOptions = {}) =>
  settle(() =>
    http.delete(path, { json: null, searchParams: searchParams(query), signal: options.signal }).json<T>(),
  );
