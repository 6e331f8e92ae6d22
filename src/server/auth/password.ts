import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8 (32 MiB per hash): memory-hard, and about 60 ms on this class of machine.
const COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * log2 of scrypt's N for new hashes: PASSWORD_HASH_COST, 10 to 20, else 15. The test suites hash at 10
 * (vite.config.ts): the server suites sign in some thousand times, and at 15 hashing took a quarter of their
 * time. A stored hash carries its own N, so a check reads it from there whatever this is. The server's
 * configuration checks it at start (config.ts); the seed and the tests read it here.
 */
export function passwordHashCost(set = process.env.PASSWORD_HASH_COST): number {
  if (set === undefined || set === '') return COST;
  const cost = Number(set);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20)
    throw new Error(`PASSWORD_HASH_COST must be a whole number from 10 to 20, not ${set}`);
  return cost;
}

export async function hashPassword(password: string): Promise<string> {
  const n = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a wrong username cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
