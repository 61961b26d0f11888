import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword as standardHash, verifyPassword as standardVerify } from 'better-auth/crypto';

/**
 * Password hashes, for better-auth's sign-in and for every password we set ourselves.
 *
 * The standard setting is better-auth's own scrypt (N = 2^14, r = 16, p = 1; stored as `salt:key`): about a
 * tenth of a second of CPU per sign-in, which is the point. Test runs hash thousands of passwords on two
 * cores, so `PASSWORD_HASH_COST=low` (tests and E2E only; the server warns when it is set) hashes new
 * passwords with N = 2^10, r = 8 instead, written with its parameters (`$scrypt$ln=10,r=8,p=1$salt$key`).
 * Verifying reads the parameters from the hash, so a hash made under either setting verifies under both.
 */
export const PASSWORD_HASH_COSTS = ['standard', 'low'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

const LOW = { ln: 10, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const PREFIX = '$scrypt$';

/** The cost new hashes are made with: `PASSWORD_HASH_COST` in the environment, standard unless 'low'. */
export function passwordHashCost(env: Record<string, string | undefined> = process.env): PasswordHashCost {
  return env.PASSWORD_HASH_COST === 'low' ? 'low' : 'standard';
}

export async function hashPassword(password: string): Promise<string> {
  if (passwordHashCost() === 'standard') return standardHash(password);
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt, LOW);
  return `${PREFIX}ln=${LOW.ln},r=${LOW.r},p=${LOW.p}$${salt}$${key.toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!hash.startsWith(PREFIX)) return standardVerify({ hash, password });
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([0-9a-f]{32})\$([0-9a-f]{128})$/.exec(hash);
  if (!match) return false;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Only parameters this module writes or stronger ones: a crafted row cannot make a sign-in cost a minute.
  if (params.ln < LOW.ln || params.ln > 16 || params.r < 1 || params.r > 16 || params.p < 1) return false;
  const derived = await derive(password, salt!, params);
  return timingSafeEqual(derived, Buffer.from(key!, 'hex'));
}

function derive(password: string, salt: string, { ln, r, p }: { ln: number; r: number; p: number }) {
  const N = 2 ** ln;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
