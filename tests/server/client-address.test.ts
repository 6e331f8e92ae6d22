import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { clientAddress } from '../../src/server/client-address';

// The hub reads the upgrade's client address itself (the fair limiter's key); it must agree with request.ip.
const cases: [hops: number, forwardedFor: string | undefined, expected: string][] = [
  [0, undefined, '127.0.0.1'],
  [0, '203.0.113.9', '127.0.0.1'],
  [1, undefined, '127.0.0.1'],
  [1, '203.0.113.9', '203.0.113.9'],
  [1, '198.51.100.7, 203.0.113.9', '203.0.113.9'],
  [2, '198.51.100.7, 203.0.113.9', '198.51.100.7'],
  [2, '203.0.113.9', '203.0.113.9'],
  [3, ' 192.0.2.1 ,198.51.100.7,203.0.113.9', '192.0.2.1'],
];

it.each(cases)(
  'behind %i proxies, X-Forwarded-For %j: the client is %s, as Fastify reads it',
  async (hops, xff, expected) => {
    const app = Fastify({ trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false });
    app.get('/', async (request) => ({ fastify: request.ip, ours: clientAddress(request.raw, hops) }));
    const response = await app.inject({
      url: '/',
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    });
    expect(response.json()).toEqual({ fastify: expected, ours: expected });
    await app.close();
  },
);
