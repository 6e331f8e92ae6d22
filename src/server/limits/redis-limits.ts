import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  type Attempt,
  type SignInThrottle,
  type ThrottleRule,
} from '../auth/login-throttle';
import { HttpError } from '../errors';
import type { Allowance, Allowances, Taking } from './allowances';

/**
 * KEYS: the allowances' keys (sorted sets of uses scored by when each expires). ARGV: now (ms), this take's
 * member, then each key's limit, then each key's window (ms). Answers {0} when every key took a use, else
 * {index of the first full key, ms until its soonest use expires}.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local n = #KEYS
for i = 1, n do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[2 + i]) then
    local soonest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')[2]
    return {i, soonest and (tonumber(soonest) - now) or 0}
  end
end
for i = 1, n do
  local window = tonumber(ARGV[2 + n + i])
  redis.call('ZADD', KEYS[i], now + window, ARGV[2])
  if redis.call('PTTL', KEYS[i]) < window then redis.call('PEXPIRE', KEYS[i], window) end
end
return {0}
`;

/** KEYS: the keys of one take. ARGV: its member. */
const GIVE_BACK = `for i = 1, #KEYS do redis.call('ZREM', KEYS[i], ARGV[1]) end`;

/** The delay after a number of failures (auth/login-throttle's delayFor), then one more failure recorded. */
const DELAY = `
local function delay(failures, free, base, max)
  local over = failures - free + 1
  if over <= 0 then return 0 end
  return math.min(max, base * 2 ^ math.min(over - 1, 30))
end
`;

/**
 * KEYS: the account's and the address's entries (hashes of failures and nextAt). ARGV: now, forget-after
 * (ms), then each key's free failures, base and max delay. Answers the ms to wait, or 0 when the attempt may
 * run and now counts as a failure of both.
 */
const BEGIN = `${DELAY}
local now = tonumber(ARGV[1])
local wait = 0
for i = 1, 2 do
  local nextAt = tonumber(redis.call('HGET', KEYS[i], 'nextAt') or '0')
  if nextAt - now > wait then wait = nextAt - now end
end
if wait > 0 then return wait end
for i = 1, 2 do
  local failures = redis.call('HINCRBY', KEYS[i], 'failures', 1)
  local at = 2 + (i - 1) * 3
  local nextAt = now + delay(failures, tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3]))
  redis.call('HSET', KEYS[i], 'nextAt', string.format('%d', nextAt))
  redis.call('PEXPIRE', KEYS[i], ARGV[2])
end
return 0
`;

/** KEYS: the account's and the address's entries. ARGV: now, the address rule. A success takes its failure back. */
const SUCCEED = `${DELAY}
redis.call('DEL', KEYS[1])
local failures = tonumber(redis.call('HGET', KEYS[2], 'failures') or '0')
if failures > 0 then
  failures = failures - 1
  local nextAt = tonumber(ARGV[1]) + delay(failures, tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[2], 'failures', failures, 'nextAt', string.format('%d', nextAt))
end
return 0
`;

const ruleArgs = (rule: ThrottleRule) => [rule.freeFailures, rule.baseDelayMs, rule.maxDelayMs];

/**
 * The limits and the sign-in throttle kept in Redis, so every instance behind it counts the same uses and
 * failures. Each check-and-count is one Lua script, which Redis runs atomically.
 */
export function redisLimits(url: string, keyPrefix = 'apl:') {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3 });
  // Without Redis no limit can be checked: the request is refused as unavailable, never let through.
  const run = async (script: string, keys: string[], args: (string | number)[]) => {
    try {
      return await redis.eval(script, keys.length, ...keys, ...args);
    } catch {
      throw new HttpError(503, 'This is not available right now. Please try again in a moment.');
    }
  };
  const allowances: Allowances = {
    async take(wanted: readonly Allowance[], now = new Date()): Promise<Taking> {
      const keys = wanted.map((allowance) => `allowance:${allowance.key}`);
      const member = randomUUID();
      const [index, waitMs] = (await run(TAKE, keys, [
        now.getTime(),
        member,
        ...wanted.map((allowance) => allowance.limit),
        ...wanted.map((allowance) => allowance.windowSeconds * 1000),
      ])) as [number, number?];
      if (index > 0) {
        return {
          taken: false,
          refused: wanted[index - 1] as Allowance,
          retryAfterSeconds: (waitMs ?? 0) / 1000,
        };
      }
      return {
        taken: true,
        giveBack: async () => {
          await run(GIVE_BACK, keys, [member]);
        },
      };
    },
  };

  const signInThrottle = (
    rules: { account: ThrottleRule; address: ThrottleRule } = {
      account: ACCOUNT_RULE,
      address: ADDRESS_RULE,
    },
    forgetAfterMs = 60 * 60_000,
  ): SignInThrottle => ({
    async begin(account: string, address: string, now = Date.now()): Promise<Attempt> {
      const keys = [`sign-in:a:${account}`, `sign-in:ip:${address}`];
      const wait = Number(
        await run(BEGIN, keys, [now, forgetAfterMs, ...ruleArgs(rules.account), ...ruleArgs(rules.address)]),
      );
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      return {
        allowed: true,
        succeed: async () => {
          await run(SUCCEED, keys, [now, ...ruleArgs(rules.address)]);
        },
      };
    },
  });

  return {
    allowances,
    signInThrottle,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
