import { hash, randomBytes } from 'node:crypto';

/**
 * API key secrets: `hrk_` + 43 base62 characters of entropy (32 random bytes) + a 6-character
 * base62 CRC-32 checksum of what precedes it. The prefix and checksum let secret scanners spot a
 * leaked key and let the server refuse a mistyped one without touching the store.
 */
export const SECRET_PREFIX = 'hrk_';
const BODY_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
export const SECRET_LENGTH = SECRET_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_REGEX = new RegExp(`^${SECRET_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
/** How much of the secret lists show: the prefix and four characters, useless to an attacker. */
export const VISIBLE_START_LENGTH = SECRET_PREFIX.length + 4;

function base62(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Past ASCII, the UTF-8 bytes (a secret is ASCII: every request's checksum takes the loop).
    if (code > 0x7f) return crc32Bytes(Buffer.from(text, 'utf8'));
    crc = (CRC_TABLE[(crc ^ code) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function crc32Bytes(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A CRC-32 in base62, with plain numbers: 62^6 exceeds 2^32, and every step is exact. */
function checksum(payload: string): string {
  let out = '';
  let rest = crc32(payload);
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

export function generateSecret(): string {
  const entropy = BigInt(`0x${randomBytes(32).toString('hex')}`);
  const payload = SECRET_PREFIX + base62(entropy, BODY_LENGTH);
  return payload + checksum(payload);
}

/** True when the token has the shape of a key and its checksum holds. */
export function isWellFormedSecret(token: string): boolean {
  if (!SECRET_REGEX.test(token)) return false;
  const payload = token.slice(0, -CHECKSUM_LENGTH);
  return checksum(payload) === token.slice(-CHECKSUM_LENGTH);
}

/** SHA-256, hex, in one call (no Hash object: it runs on every request). */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function visibleStart(secret: string): string {
  return secret.slice(0, VISIBLE_START_LENGTH);
}
