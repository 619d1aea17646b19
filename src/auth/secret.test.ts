import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32,
  generateSecret,
  hashSecret,
  isWellFormedSecret,
  SECRET_LENGTH,
  visibleStart,
} from './secret.ts';

describe('API key secrets', () => {
  it('have the hrk_ prefix, a fixed length and a valid checksum', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^hrk_[0-9A-Za-z]{49}$/);
    expect(secret).toHaveLength(SECRET_LENGTH);
    expect(isWellFormedSecret(secret)).toBe(true);
  });

  it('are different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, generateSecret));
    expect(secrets.size).toBe(200);
  });

  it('fail the checksum when one character changes', () => {
    const secret = generateSecret();
    for (const position of [4, 20, SECRET_LENGTH - 1]) {
      const char = secret[position] === 'a' ? 'b' : 'a';
      expect(isWellFormedSecret(secret.slice(0, position) + char + secret.slice(position + 1))).toBe(false);
    }
  });

  it.each(['', 'hrk_', 'Bearer', 'hrk_short', `sk_${'a'.repeat(49)}`, `${generateSecret()}x`])(
    'refuses the malformed token %j',
    (token) => {
      expect(isWellFormedSecret(token)).toBe(false);
    },
  );

  it('hash to a SHA-256 hex digest and show only their first characters', () => {
    const secret = generateSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(visibleStart(secret)).toBe(secret.slice(0, 8));
  });

  it('use the standard CRC-32, over the UTF-8 bytes past ASCII', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    for (const text of ['Élodie', 'hrk_😀', '']) expect(crc32(text)).toBe(zlib.crc32(text));
  });

  it.each([
    [
      'hrk_H7sAyeAjNWXwTj2IrtrrV5mSj9hosQ3ducpw7VuQShR0UvLsI',
      '150ca868db7a5debbdfdc3a20dbabf9860832be0adb1c20355af83ad4d47ffc0',
    ],
    [
      'hrk_tRJRVwgqaRR5MEDJnqIiHIorXfnMsDgDjbIQYnWs6iO2lRs7A',
      'dd6a46723eac39f1c76ce1504f67fbdb5171869e4e2b2b27d92d26334610f0d6',
    ],
  ])('still accept and hash as before a secret issued by an earlier version (%s)', (secret, stored) => {
    expect(isWellFormedSecret(secret)).toBe(true);
    expect(hashSecret(secret)).toBe(stored);
  });
});
