import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/server/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { normaliseMobile } from '../../src/server/services/account';

describe('passwords', () => {
  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('Member#2026');
    const b = await hashPassword('Member#2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Member#2026', a)).toBe(true);
    expect(await verifyPassword('member#2026', a)).toBe(false);
    expect(await verifyPassword('Member#2026', 'garbage')).toBe(false);
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
  it('blocks a username after ten failures within the window, and forgets after it', () => {
    const throttle = new LoginThrottle(10, 1000);
    for (let i = 0; i < 10; i++) throttle.fail('Mia@example.com', '1.1.1.1', 0);
    expect(throttle.isBlocked('mia@example.com', '2.2.2.2', 10)).toBe(true);
    expect(throttle.isBlocked('other@example.com', '2.2.2.2', 10)).toBe(false);
    expect(throttle.isBlocked('mia@example.com', '2.2.2.2', 2000)).toBe(false);
  });

  it('blocks an address after fifty failures across usernames', () => {
    const throttle = new LoginThrottle(10, 1000);
    for (let i = 0; i < 50; i++) throttle.fail(`user${i}`, '3.3.3.3', 0);
    expect(throttle.isBlocked('fresh', '3.3.3.3', 1)).toBe(true);
  });

  it('clears a username on success', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.fail('a', '1', 0);
    throttle.fail('a', '1', 0);
    throttle.succeed('a');
    expect(throttle.isBlocked('a', '9', 1)).toBe(false);
  });
});
