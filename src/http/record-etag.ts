import { PreconditionFailed } from '../shared/domain-errors.ts';
import { canonicalJson, digest } from './canonical.ts';

/**
 * The strong ETag of one record as a key is shown it: a digest of its JSON representation (keys
 * sorted at every depth, so the serializer's order does not matter). The body is the
 * representation itself, so nothing else salts it: two keys that see different fields of one
 * record get different ETags, a write that changes nothing the key sees keeps its ETag, and a
 * write's answer and the read after it carry the same one. The get-by-id answers it, the write
 * answers it, and `If-Match` is checked against it.
 */
export function recordEtag(representation: unknown): string {
  return `"${digest('record', canonicalJson(representation))}"`;
}

/** The entity tags of an `If-Match` header: `*`, or the listed tags, weak ones kept with their `W/`. */
function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * RFC 9110 §13.1.1: with `If-Match`, the write goes ahead only if the record exists and one of the
 * listed tags is its current ETag by strong comparison (a weak tag `W/"…"` never matches); `*`
 * matches any current record. `current` is the ETag of the stored record as this key sees it,
 * null when there is none (a create): then any `If-Match` fails. No header: no condition.
 * Run inside the write's transaction so that no other write comes between the check and the write.
 */
export function assertIfMatch(header: string | undefined, current: string | null): void {
  if (header === undefined) return;
  const tags = tagsOf(header);
  if (current === null) {
    throw new PreconditionFailed(
      'If-Match names a representation, but the record does not exist; nothing was written',
    );
  }
  if (tags.includes('*') || tags.includes(current)) return;
  throw new PreconditionFailed(
    'If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written',
  );
}

/**
 * RFC 9110 §13.1.2 for a write: `If-None-Match: *` asks for a create only, and fails when the
 * record exists; listed tags fail when one names the current record (weak comparison).
 */
export function assertIfNoneMatch(header: string | undefined, current: string | null): void {
  if (header === undefined || current === null) return;
  const tags = tagsOf(header).map((tag) => tag.replace(/^W\//, ''));
  if (tags.includes('*') || tags.includes(current)) {
    throw new PreconditionFailed(
      'If-None-Match names the current representation of the record (or `*`, and the record exists); nothing was written',
    );
  }
}
