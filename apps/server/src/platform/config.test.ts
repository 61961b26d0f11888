import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cleaver-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      mailDir: join(dir, 'mail'),
      outboxProbeSeconds: 30,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be false, true, a number of proxy hops'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ S3_BUCKET: 'photos' }, 'S3_ACCESS_KEY_ID is required when S3_BUCKET is set'],
    [
      { S3_ENDPOINT: 'https://s3.example.nz' },
      'S3_ENDPOINT is set but S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
    ],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [
      { ALLOWED_ORIGINS: 'https://admin.example.nz/path' },
      'ALLOWED_ORIGINS.0 must be a comma-separated list of origins',
    ],
    [{ ALLOWED_ORIGINS: 'admin.example.nz' }, 'ALLOWED_ORIGINS.0 must be a comma-separated list of origins'],
    [
      { ACCOUNTING_API_URL: 'https://acc.example.nz' },
      'ACCOUNTING_API_TOKEN is required with ACCOUNTING_API_URL',
    ],
    [{ SCHEDULER: 'sometimes' }, 'SCHEDULER must be on or off'],
    [{ OUTBOX_PROBE_SECONDS: '0' }, 'OUTBOX_PROBE_SECONDS must be between 1 and 3600'],
    [{ TEST_CLOCK: '1', NODE_ENV: 'production' }, 'TEST_CLOCK must not be set with NODE_ENV=production'],
  ])('rejects %o with a clear message', (env, message) => {
    expect(problemsOf(env).join('\n')).toContain(message);
  });

  it('keeps images in a bucket when S3_* is set, and in DATA_DIR/uploads otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ s3: undefined, uploadsDir: join(dir, 'uploads') });
    const bucket = {
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dir, ...bucket }).s3).toEqual({
      endpoint: undefined,
      bucket: 'photos',
      region: 'ap-southeast-2',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        ...bucket,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'us-east-1', forcePathStyle: true });
  });

  it('lists every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', SEED_DEMO: 'perhaps' })).toHaveLength(2);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['127.0.0.1, 10.0.0.0/8', '127.0.0.1, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('trusts no proxy by default, so a client cannot choose its own address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
  });

  it('reads ALLOWED_ORIGINS as a list, none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).allowedOrigins).toEqual([]);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ALLOWED_ORIGINS: 'https://admin.example.nz, http://10.0.0.5:8080',
    });
    expect(config.allowedOrigins).toEqual(['https://admin.example.nz', 'http://10.0.0.5:8080']);
  });

  it('runs the scheduler unless SCHEDULER=off, and keeps the test clock off unless TEST_CLOCK is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ scheduler: true, testClock: false });
    expect(
      loadConfig({ DATA_DIR: dataDir(), SCHEDULER: 'off', TEST_CLOCK: '1', NODE_ENV: 'test' }),
    ).toMatchObject({ scheduler: false, testClock: true });
  });

  it('reads SEED_DEMO=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('generates the auth secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('prefers a given AUTH_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: secret }).authSecret).toBe(secret);
  });
});
