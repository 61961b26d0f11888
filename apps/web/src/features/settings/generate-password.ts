import { PASSWORD_MIN_LENGTH } from '@cleaver/domain/constants';

// No 0/O, 1/l/I: staff may read the password out over the phone.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** One random index below `size`, without the bias a plain modulo would give. */
function randomIndex(size: number, random: (buffer: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    const [value = 0] = random(buffer);
    if (value < limit) return value % size;
  }
}

/**
 * A random 8-character password with at least one letter and one digit, from the browser's
 * cryptographic source (Reset Customer Password's Generate).
 */
export function generatePassword(
  random: (buffer: Uint32Array) => Uint32Array = (buffer) => crypto.getRandomValues(buffer),
): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < PASSWORD_MIN_LENGTH; i++) password += ALPHABET[randomIndex(ALPHABET.length, random)];
    if (/[a-zA-Z]/.test(password) && /\d/.test(password)) return password;
  }
}
