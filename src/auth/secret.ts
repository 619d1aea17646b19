import { createHash, randomBytes } from 'node:crypto';

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
  for (const byte of Buffer.from(text, 'utf8')) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function checksum(payload: string): string {
  return base62(BigInt(crc32(payload)), CHECKSUM_LENGTH);
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

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function visibleStart(secret: string): string {
  return secret.slice(0, VISIBLE_START_LENGTH);
}
