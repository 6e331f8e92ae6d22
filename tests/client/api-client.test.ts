// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const redirectToLogin = vi.fn();
vi.mock('../../src/client/api/login-redirect', () => ({ redirectToLogin }));

const { ApiError, callApi } = await import('../../src/client/api/client');
const { ContractMismatchError } = await import('../../src/client/api/check-answer');
const endpoints = await import('../../src/shared/contract/endpoints');

let requests: Request[] = [];
let bodies: string[] = [];
function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      bodies.push(await request.clone().text());
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
    bodies = [];
    redirectToLogin.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("calls the contract's path under the API base with the AJAX header and query parameters", async () => {
    answer(200, '[{"id":7,"name":"Summer","seasonDescription":"","isCurrent":true,"months":[]}]');
    expect(await callApi(endpoints.listSeasons, { query: { brand: 2 } })).toEqual([
      { id: 7, name: 'Summer', seasonDescription: '', isCurrent: true, months: [] },
    ]);
    const [request] = requests;
    expect(request!.method).toBe('GET');
    expect(new URL(request!.url).pathname).toBe('/umbraco/api/season/list');
    expect(new URL(request!.url).search).toBe('?brand=2');
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('fills path parameters, leaves null query values out and sends the JSON body', async () => {
    answer(400, '{"message":"x"}');
    await failure(
      callApi(endpoints.sendClockAction, {
        params: { action: 'addTime' },
        query: { eventId: 5 },
        body: { seconds: 60 },
      }),
    );
    await failure(callApi(endpoints.getFeaturedPhotos, { query: { stateId: 2, regionId: null } }));
    const [clock, photos] = requests;
    expect(clock!.method).toBe('POST');
    expect(new URL(clock!.url).pathname).toBe('/umbraco/api/tournamentClock/addTime');
    expect(new URL(clock!.url).search).toBe('?eventId=5');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ seconds: 60 });
    expect(new URL(photos!.url).search).toBe('?stateId=2');
  });

  it('reports an answer that breaks the contract, naming the call and the field', async () => {
    answer(200, '[{"id":1,"name":"Melbourne","state":{"id":"one"}}]');
    const error = await failure(callApi(endpoints.listRegions));
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error.message).toContain('GET /umbraco/api/region/list');
    expect(error.message).toContain('state.id');
  });

  it("rejects with the server's JSON message and field errors", async () => {
    answer(400, '{"message":"Invalid request. latitude: is required","errors":{"latitude":"is required"}}');
    const error = await failure(callApi(endpoints.getNearestVenue, { query: { latitude: 1, longitude: 2 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid request. latitude: is required');
    expect(error.errors).toEqual({ latitude: 'is required' });
  });

  it('rejects with a text body, or else the status text', async () => {
    answer(500, 'Database is down', 'text/plain');
    expect((await failure(callApi(endpoints.listRegions))).message).toBe('Database is down');
    answer(503, '', 'text/plain');
    expect((await failure(callApi(endpoints.listRegions))).message).toBe('Service Unavailable');
  });

  it('sends the browser to the login page on a 401 from any call', async () => {
    answer(401, '{"message":"Please log in to continue."}');
    const error = await failure(callApi(endpoints.getLoggedMember));
    expect(error.status).toBe(401);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
});
