import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes 8 characters with a letter and a digit, none easily misread', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{8}$/);
      expect(password).toMatch(/[a-zA-Z]/);
      expect(password).toMatch(/\d/);
    }
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });

  it('draws again when a draw has no digit', () => {
    let call = 0;
    // Nine draws of index 0 ('a'), then the first digit ('2'): 'aaaaaaaa' is drawn again.
    const random = (buffer: Uint32Array) => {
      buffer[0] = call++ < 9 ? 0 : 48;
      return buffer;
    };
    expect(generatePassword(random)).toBe('a2222222');
  });
});
