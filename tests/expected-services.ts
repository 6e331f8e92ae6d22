/**
 * Vitest global setup: when .ci/run found PostgreSQL or Redis running (APL_EXPECT_SERVICES), the suites that
 * use them must not be skipped or fail quietly, so an unreachable service stops the run before any test.
 */
import net from 'node:net';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const SERVICES = { postgres: 'TEST_DATABASE_URL', redis: 'TEST_REDIS_URL' } as const;

export default async function expectServices() {
  const expected = (process.env.APL_EXPECT_SERVICES ?? '').split(',').filter(Boolean);
  for (const service of expected) {
    const variable = SERVICES[service as keyof typeof SERVICES];
    if (!variable) throw new Error(`APL_EXPECT_SERVICES names an unknown service: ${service}`);
    const url = process.env[variable];
    if (!url) throw new Error(`${service} is running but ${variable} is unset: its tests would be skipped`);
    if (!(await reachable(url))) throw new Error(`${service} is expected at ${url} but cannot be reached`);
  }
}
