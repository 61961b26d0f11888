import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const SECRET = 'a-long-enough-auth-secret-for-the-tests-0123456789';

describe('secretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = secretBox(SECRET, 'xero-tokens');
    const a = box.seal('refresh-token-123');
    const b = box.seal('refresh-token-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh-token-123');
    expect(box.open(a)).toBe('refresh-token-123');
    expect(box.open(b)).toBe('refresh-token-123');
  });

  it('refuses a text changed, sealed under another secret or for another purpose', () => {
    const sealed = secretBox(SECRET, 'xero-tokens').seal('token');
    const [version, data = ''] = sealed.split(':');
    const flipped = `${version}:${data.slice(0, -2)}${data.endsWith('A') ? 'B' : 'A'}${data.slice(-1)}`;
    expect(() => secretBox(SECRET, 'xero-tokens').open(flipped)).toThrow();
    expect(() => secretBox(`${SECRET}x`, 'xero-tokens').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'other').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'xero-tokens').open('plain')).toThrow('Not a sealed secret');
  });
});
