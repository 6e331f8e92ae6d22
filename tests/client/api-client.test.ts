// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const redirectToLogin = vi.fn();
vi.mock('../../src/client/api/login-redirect', () => ({ redirectToLogin }));

const { ApiError, getJson } = await import('../../src/client/api/client');

let requests: Request[] = [];
function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return new Response(body || null, {
        status,
        statusText: status === 503 ? 'Service Unavailable' : '',
        headers: { 'content-type': contentType },
      });
    }),
  );
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<typeof ApiError>;
  }
  throw new Error('expected the call to fail');
}

describe('API client', () => {
  beforeEach(() => {
    requests = [];
    redirectToLogin.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls under the API base with the AJAX header and query parameters', async () => {
    answer(200, '[{"id":1}]');
    expect(await getJson('region/list', { state: 1, skip: undefined })).toEqual([{ id: 1 }]);
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe('/umbraco/api/region/list');
    expect(new URL(request!.url).search).toBe('?state=1');
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it("rejects with the server's JSON message and field errors", async () => {
    answer(400, '{"message":"Invalid request. latitude: is required","errors":{"latitude":"is required"}}');
    const error = await failure(getJson('Venues/GetNearestVenue'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid request. latitude: is required');
    expect(error.errors).toEqual({ latitude: 'is required' });
  });

  it('rejects with a text body, or else the status text', async () => {
    answer(500, 'Database is down', 'text/plain');
    expect((await failure(getJson('x'))).message).toBe('Database is down');
    answer(503, '', 'text/plain');
    expect((await failure(getJson('x'))).message).toBe('Service Unavailable');
  });

  it('sends the browser to the login page on a 401 from any call', async () => {
    answer(401, '{"message":"Please log in to continue."}');
    const error = await failure(getJson('account/getLoggedMember'));
    expect(error.status).toBe(401);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
});
