import path from 'node:path';
import { z } from 'zod';
import { passwordHashCost } from './auth/password';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  API_BASE: z.string().startsWith('/').default('/umbraco/api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  // Read where passwords are hashed (auth/password.ts); checked here so that a wrong value stops the start.
  PASSWORD_HASH_COST: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        passwordHashCost(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  HUB_SECRET: z.string().min(16).optional(),
  // The site's address as visitors reach it, for absolute links (QR codes, calendars); never the Host header.
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http or https URL')
    .optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  // Answers that are the same for every visitor (event, venue and leaderboard pages), dropped on any write.
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  // Slow clients: the headers, the whole request, and an idle kept-alive connection; connections at once.
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(3600).default(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(600).default(10),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // Per socket peer address; unset: 64, or no cap behind a trusted proxy (every connection comes from it).
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  // Card payments: SecurePay when its client id, secret and merchant code are set, else the sandbox processor.
  SECUREPAY_CLIENT_ID: z.string().optional(),
  SECUREPAY_CLIENT_SECRET: z.string().optional(),
  SECUREPAY_MERCHANT_CODE: z.string().optional(),
  SECUREPAY_BASE_URL: z.string().url().optional(),
  SECUREPAY_TOKEN_URL: z.string().url().optional(),
  // The card form's SDK; by default securepay-ui.min.js on the host of SECUREPAY_BASE_URL.
  SECUREPAY_SCRIPT_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http or https URL')
    .optional(),
  // Signs the sandbox's access tokens; set one shared value when several servers run.
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  // The development SMS outbox page (/dev/sms-outbox): on with 1, off with 0; unset, on only under --dev.
  SMS_OUTBOX_PAGE: z.enum(['0', '1']).optional(),
  // A card purchase unfinished this long was interrupted (a crash): the recovery finishes it. Above the
  // processor's own timeout (20 s), so a slow answer is never taken for a crash.
  PURCHASE_RECOVERY_AFTER_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  // How many reverse proxies stand in front (true: one); X-Forwarded-* hops beyond them are the client's own words.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  dev: boolean;
  /** It lists every verification and redeem code sent: never served unless asked for. */
  smsOutboxPage: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const dev = argv.includes('--dev');
  return {
    ...parsed.data,
    DATABASE_URL: parsed.data.DATABASE_URL || undefined,
    PUBLIC_URL: new URL(parsed.data.PUBLIC_URL || `http://localhost:${parsed.data.PORT}`).origin,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    dev,
    smsOutboxPage: parsed.data.SMS_OUTBOX_PAGE === undefined ? dev : parsed.data.SMS_OUTBOX_PAGE === '1',
  };
}
