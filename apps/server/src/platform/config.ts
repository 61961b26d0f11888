import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) => z.url({ message: `must be a URL (${what})` });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+|[\d.:a-fA-F/, ]+)$/, {
        message: 'must be false, true, a number of proxy hops, or a list of proxy addresses',
      })
      .default('false'),
    DATA_DIR: z.string().min(1).default('./data'),
    BACKUP_DIR: z.string().min(1).optional(),
    // Read where passwords are hashed (modules/auth/password-hash.ts); checked here so a typo stops the start.
    PASSWORD_HASH_COST: z
      .enum(['standard', 'low'], { message: 'must be standard or low' })
      .default('standard'),
    // Read where challenges are made (modules/contact/bot-check.ts), checked here for the same reason.
    BOT_CHECK_COST: z.enum(['standard', 'low'], { message: 'must be standard or low' }).default('standard'),
    DATABASE_URL: url('postgres://user:password@host:5432/db')
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: url('the address people open, e.g. https://shop.example.nz').optional(),
    ALLOWED_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(isOrigin, 'must be a comma-separated list of origins, e.g. https://admin.example.nz'),
        ),
      )
      .default([]),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: url('smtp://user:password@host:587 or smtps://…')
      .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    S3_ENDPOINT: url('the bucket endpoint').optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanText.default(false),
    // The base up to and including the spec's /api/{accounting} segment: calls append /customer/create etc.
    ACCOUNTING_API_URL: url(
      'the accounting middleware up to and including /api/{accounting}, e.g. https://middleware.example.nz/api/reckon',
    ).optional(),
    ACCOUNTING_API_TOKEN: z.string().min(1).optional(),
    // Xero (Integrations → Connect to Xero): the app's OAuth 2.0 client; the URLs only for a test server.
    XERO_CLIENT_ID: z.string().min(1).optional(),
    XERO_CLIENT_SECRET: z.string().min(1).optional(),
    XERO_API_URL: url('Xero’s API, https://api.xero.com').default('https://api.xero.com'),
    XERO_IDENTITY_URL: url('Xero’s identity server, https://identity.xero.com').default(
      'https://identity.xero.com',
    ),
    XERO_LOGIN_URL: url('Xero’s sign-in, https://login.xero.com').default('https://login.xero.com'),
    // The webhook's signing key (Xero app → Webhooks): payments are read as soon as Xero says an invoice changed.
    XERO_WEBHOOK_KEY: z.string().min(1).optional(),
    PRODUCTION_API_URL: url('the production middleware').optional(),
    PRODUCTION_API_TOKEN: z.string().min(1).optional(),
    // While pushes to an external system back off after a failed try, how often to ask it GET /connection.
    OUTBOX_PROBE_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 3600')
      .max(3600, 'must be between 1 and 3600')
      .default(30),
    SEED_DEMO: booleanText.default(true),
    // The standing orders' scheduler; off for a process that must not create orders (API tests, a second tool).
    SCHEDULER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    NIGHTLY_BACKUP: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    // POST /api/testing/clock moves the business clock: for E2E runs and manual checks, never in production.
    TEST_CLOCK: booleanText.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const s3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const given = s3.filter((k) => env[k]);
    if (given.length > 0 && given.length < s3.length) {
      for (const k of s3.filter((k) => !env[k])) {
        ctx.addIssue({ code: 'custom', path: [k], message: `is required when ${given.join(', ')} is set` });
      }
    }
    // A bucket's address without the bucket would silently keep images on the local disk.
    if (env.S3_ENDPOINT && given.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'is set but S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
      });
    }
    if (env.ACCOUNTING_API_URL && !env.ACCOUNTING_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['ACCOUNTING_API_TOKEN'],
        message: 'is required with ACCOUNTING_API_URL',
      });
    }
    if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'must not be set with NODE_ENV=production (it lets anyone move the business clock)',
      });
    }
    if (env.PRODUCTION_API_URL && !env.PRODUCTION_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PRODUCTION_API_TOKEN'],
        message: 'is required with PRODUCTION_API_URL',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify's trustProxy: whom to believe in X-Forwarded-For when working out a client's address. */
  trustProxy: boolean | number | string;
  dataDir: string;
  /** Where backups go: BACKUP_DIR, else DATA_DIR/backups (or, with S3_* and no BACKUP_DIR, the bucket). */
  backupDir: string;
  /** True when BACKUP_DIR is set: the folder is used even when images are in a bucket. */
  backupDirGiven: boolean;
  /** The generated auth secret's file; null when AUTH_SECRET is set. */
  authSecretFile: string | null;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Other origins whose pages may call the API with a visitor's cookies (besides the public URL's). */
  allowedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  /** MAIL_FROM; undefined: mail comes from the business's name and email in Settings. */
  mailFrom: string | undefined;
  mailDir: string;
  uploadsDir: string;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        /** Bucket in the path (https://host/bucket/key), as MinIO and most self-hosted servers need. */
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * The accounting middleware (the HTTP adapter): `url` is the base up to and including `/api/{accounting}`,
   * `token` its bearer token. Undefined: the built-in ledger is the accounting system.
   */
  accounting: { url: string; token: string } | undefined;
  production: { url: string; token: string } | undefined;
  /**
   * Xero's OAuth 2.0 client (XERO_CLIENT_ID / _SECRET) and where its servers are; undefined: Connect to Xero is not
   * offered. The redirect URL is PUBLIC_URL's /api/xero/callback.
   */
  xero:
    | {
        clientId: string;
        clientSecret: string;
        apiUrl: string;
        identityUrl: string;
        loginUrl: string;
        /** XERO_WEBHOOK_KEY: POST /api/xero/webhook is answered only with it. */
        webhookKey: string | undefined;
      }
    | undefined;
  /** Seconds between connection probes of a system whose pushes back off after a failed try. */
  outboxProbeSeconds: number;
  seedDemo: boolean;
  /** Whether this process runs the standing orders' scheduler. */
  scheduler: boolean;
  /** Whether this process takes the nightly backup (when the scheduler runs too). */
  nightlyBackup: boolean;
  /** Whether POST /api/testing/clock may move the business clock (never in production). */
  testClock: boolean;
  logLevel: string;
  webDist: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

// npm runs workspace scripts inside the workspace folder; relative paths are meant from where
// the user typed the command (INIT_CWD), so `DATA_DIR=./data npm start` lands at the repo root.
const baseDir = () => process.env.INIT_CWD ?? process.cwd();

/** Reads and validates the environment once; throws ConfigError listing every bad value. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(baseDir(), env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    backupDir: env.BACKUP_DIR ? resolve(baseDir(), env.BACKUP_DIR) : join(dataDir, 'backups'),
    backupDirGiven: Boolean(env.BACKUP_DIR),
    authSecretFile: env.AUTH_SECRET ? null : join(dataDir, 'auth-secret'),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    allowedOrigins: env.ALLOWED_ORIGINS,
    authSecret: env.AUTH_SECRET ?? persistentSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailDir: join(dataDir, 'mail'),
    uploadsDir: join(dataDir, 'uploads'),
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'ap-southeast-2',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    accounting:
      env.ACCOUNTING_API_URL && env.ACCOUNTING_API_TOKEN
        ? { url: env.ACCOUNTING_API_URL, token: env.ACCOUNTING_API_TOKEN }
        : undefined,
    production:
      env.PRODUCTION_API_URL && env.PRODUCTION_API_TOKEN
        ? { url: env.PRODUCTION_API_URL, token: env.PRODUCTION_API_TOKEN }
        : undefined,
    xero:
      env.XERO_CLIENT_ID && env.XERO_CLIENT_SECRET
        ? {
            clientId: env.XERO_CLIENT_ID,
            clientSecret: env.XERO_CLIENT_SECRET,
            apiUrl: env.XERO_API_URL.replace(/\/$/, ''),
            identityUrl: env.XERO_IDENTITY_URL.replace(/\/$/, ''),
            loginUrl: env.XERO_LOGIN_URL.replace(/\/$/, ''),
            webhookKey: env.XERO_WEBHOOK_KEY,
          }
        : undefined,
    outboxProbeSeconds: env.OUTBOX_PROBE_SECONDS,
    seedDemo: env.SEED_DEMO,
    scheduler: env.SCHEDULER === 'on',
    nightlyBackup: env.NIGHTLY_BACKUP === 'on',
    testClock: env.TEST_CLOCK,
    logLevel: env.LOG_LEVEL,
    webDist: resolve(serverRoot, '../web/dist'),
  };
}

// An origin is a scheme, host and port, nothing more: what a browser sends in the Origin header.
function isOrigin(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// Generated once and kept beside the data, so sessions survive restarts without any setup.
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
