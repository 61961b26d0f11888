import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets kept in the database (an accounting system's OAuth tokens) are sealed with AES-256-GCM under a key derived
// from AUTH_SECRET (HKDF-SHA256, one key per purpose), so a copy of the database alone (a backup, a dump) does not
// hand them out. Each sealing draws a fresh 96-bit nonce; the tag makes any change to the stored text fail to open.

const VERSION = 'v1';

export type SecretBox = {
  seal(plain: string): string;
  /** The sealed text's secret; throws when it was sealed under another key or changed. */
  open(sealed: string): string;
};

/** A box for one purpose ('xero-tokens'): texts sealed for one purpose do not open under another. */
export function secretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'cleaver-secret-box', purpose, 32));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
