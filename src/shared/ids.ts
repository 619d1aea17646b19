import { randomFillSync } from 'node:crypto';

/** Identifiers are opaque: at most 64 characters of [A-Za-z0-9_-] (docs/api.md). */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const ID_REGEX = new RegExp(ID_PATTERN);

export function isValidId(value: string): boolean {
  return ID_REGEX.test(value);
}

/**
 * Random bytes drawn from the system's generator 4 KiB at a time: a UUIDv7 needs 10, and one call
 * per id (one per request, for its request id) was a visible share of a warm read's CPU (see
 * docs/performance.md, "Figures behind the code"). Every byte is used once.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let used = POOL_SIZE;

function randomInto(target: Buffer, offset: number, length: number): void {
  if (used + length > POOL_SIZE) {
    randomFillSync(pool);
    used = 0;
  }
  pool.copy(target, offset, used, used + length);
  // Wiped once copied, so the pool never holds a byte that is already part of an id.
  pool.fill(0, used, used + length);
  used += length;
}

/** A UUIDv7 (RFC 9562): time-ordered, so generated ids also sort by creation. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(now, 0, 6);
  randomInto(bytes, 6, 10);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
