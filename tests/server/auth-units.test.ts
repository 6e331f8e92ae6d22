import { describe, expect, it, vi } from 'vitest';
import { delayFor, LoginThrottle } from '../../src/server/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { loadConfig } from '../../src/server/config';
import { normaliseMobile } from '../../src/server/services/account';

describe('passwords', () => {
  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('Member#2026');
    const b = await hashPassword('Member#2026');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Member#2026', a)).toBe(true);
    expect(await verifyPassword('member#2026', a)).toBe(false);
    expect(await verifyPassword('Member#2026', 'garbage')).toBe(false);
  });

  it('hashes with N = 2^15 unless PASSWORD_HASH_COST says otherwise, and checks a hash at its own N', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const strong = await hashPassword('Member#2026');
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$/);
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    const cheap = await hashPassword('Member#2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Member#2026', strong)).toBe(true);
    expect(await verifyPassword('Member#2026', cheap)).toBe(true);
    for (const wrong of ['9', '21', '12.5', 'high']) {
      vi.stubEnv('PASSWORD_HASH_COST', wrong);
      await expect(hashPassword('Member#2026')).rejects.toThrow('PASSWORD_HASH_COST');
    }
    vi.unstubAllEnvs();
  });

  it('refuses to start with a PASSWORD_HASH_COST out of its range', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }, []).PASSWORD_HASH_COST).toBe('12');
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' }, [])).toThrow(
      /PASSWORD_HASH_COST: PASSWORD_HASH_COST must be a whole number from 10 to 20, not 21/,
    );
  });
});

describe('mobile numbers', () => {
  it.each([
    ['0412345678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each(['0312345678', '041234567', 'abc', '100000'])('rejects %s', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('login throttle', () => {
  const rules = {
    account: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000 },
    address: { freeFailures: 6, baseDelayMs: 1000, maxDelayMs: 4000 },
  };

  it('lets the free failures through, then doubles the delay per failure up to the cap', () => {
    const throttle = new LoginThrottle(rules);
    for (let i = 0; i < 3; i++) expect(throttle.begin('member:1', '1.1.1.1', 0).allowed).toBe(true);
    expect(throttle.begin('member:1', '2.2.2.2', 10)).toEqual({ allowed: false, retryAfterMs: 990 });
    expect(throttle.begin('member:1', '2.2.2.2', 1000).allowed).toBe(true);
    expect(throttle.begin('member:1', '2.2.2.2', 2999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(throttle.begin('member:1', '2.2.2.2', 3000).allowed).toBe(true);
    expect(throttle.begin('member:1', '2.2.2.2', 3001)).toEqual({ allowed: false, retryAfterMs: 3999 });
    expect(delayFor(50, rules.account)).toBe(8000);
    expect(delayFor(3, rules.account)).toBe(1000);
    expect(delayFor(2, rules.account)).toBe(0);
    expect(throttle.begin('member:2', '2.2.2.2', 3001).allowed).toBe(true);
  });

  it('slows an address down after its free failures across accounts, capped lower', () => {
    const throttle = new LoginThrottle(rules);
    for (let i = 0; i < 6; i++) expect(throttle.begin(`member:${i}`, '3.3.3.3', 0).allowed).toBe(true);
    expect(throttle.begin('fresh', '3.3.3.3', 1)).toEqual({ allowed: false, retryAfterMs: 999 });
    expect(throttle.begin('fresh', '4.4.4.4', 1).allowed).toBe(true);
    for (let t = 1000, i = 0; i < 10; i++, t += 4000) throttle.begin(`x${i}`, '3.3.3.3', t);
    // The last of those was at 37 s: the address waits the 4 s cap, never more.
    expect(throttle.begin('y', '3.3.3.3', 37_001)).toEqual({ allowed: false, retryAfterMs: 3999 });
    expect(throttle.begin('y', '3.3.3.3', 41_000).allowed).toBe(true);
  });

  it('takes a success back from the account, and forgets keys after a quiet hour', () => {
    const throttle = new LoginThrottle(rules);
    throttle.begin('a', '1', 0);
    throttle.begin('a', '1', 0);
    const attempt = throttle.begin('a', '1', 0);
    if (!attempt.allowed) throw new Error('expected an attempt');
    attempt.succeed();
    expect(throttle.begin('a', '9', 1).allowed).toBe(true);
    for (let i = 0; i < 5; i++) throttle.begin('b', '1', 0);
    expect(throttle.begin('b', '9', 1).allowed).toBe(false);
    expect(throttle.begin('b', '9', 60 * 60_000 + 1).allowed).toBe(true);
  });

  it('stays bounded in memory', () => {
    const throttle = new LoginThrottle(rules, 60 * 60_000, 1000);
    for (let i = 0; i < 5000; i++) throttle.begin(`u${i}`, `10.0.${i >> 8}.${i & 255}`, i);
    expect((throttle as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(1000);
  });
});
