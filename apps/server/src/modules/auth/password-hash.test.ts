import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHashCost, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are better-auth’s standard scrypt unless the low test cost is asked for', () => {
    expect(passwordHashCost({})).toBe('standard');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'standard' })).toBe('standard');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'LOW' })).toBe('standard');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'low' })).toBe('low');
  });

  it('at the standard cost are stored as better-auth stores them, and verify both ways', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'standard');
    const hash = await hashPassword('demo-pass-1');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'demo-pass-1' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'demo-pass-2' })).toBe(false);
    const theirs = await betterAuthHash('demo-pass-1');
    expect(await verifyPassword({ hash: theirs, password: 'demo-pass-1' })).toBe(true);
  });

  it('at the low cost name their parameters, and verify whatever the current setting', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'low');
    const hash = await hashPassword('demo-pass-1');
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await hashPassword('demo-pass-1')).not.toBe(hash);
    expect(await verifyPassword({ hash, password: 'demo-pass-1' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'demo-pass-1 ' })).toBe(false);
    vi.stubEnv('PASSWORD_HASH_COST', 'standard');
    expect(await verifyPassword({ hash, password: 'demo-pass-1' })).toBe(true);
  });

  it('refuse a malformed hash, and parameters weaker than the low cost or absurdly strong', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'low');
    const hash = await hashPassword('demo-pass-1');
    const [, , , salt, key] = hash.split('$');
    for (const params of ['ln=4,r=8,p=1', 'ln=30,r=8,p=1', 'ln=10,r=0,p=1', 'ln=10,r=8,p=0']) {
      expect(
        await verifyPassword({ hash: `$scrypt$${params}$${salt}$${key}`, password: 'demo-pass-1' }),
      ).toBe(false);
    }
    expect(await verifyPassword({ hash: `$scrypt$ln=10,r=8,p=1$${salt}$${key}00`, password: 'x' })).toBe(
      false,
    );
    expect(await verifyPassword({ hash: '$scrypt$', password: 'demo-pass-1' })).toBe(false);
  });
});
