import { randomBytes } from 'node:crypto';

/** Identifiers are opaque: at most 64 characters of [A-Za-z0-9_-] (DECISIONS.md). */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const ID_REGEX = new RegExp(ID_PATTERN);

export function isValidId(value: string): boolean {
  return ID_REGEX.test(value);
}

/** A UUIDv7 (RFC 9562): time-ordered, so generated ids also sort by creation. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
