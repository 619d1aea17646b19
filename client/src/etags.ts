/**
 * The `ETag` each answer came with, kept beside its body: a record read or written can be
 * written again `ifMatch: etagOf(record)` without the caller handling headers.
 */
const etags = new WeakMap<object, string>();

/** Remembers `etag` for `body` (an object or an array), and returns the body. */
export function recordEtag<T>(body: T, etag: string | null): T {
  if (etag !== null && typeof body === 'object' && body !== null) etags.set(body, etag);
  return body;
}

/**
 * The `ETag` of the answer `body` came in (a method's resolved value), or undefined when it had
 * none: the collaborator, absence and work-location reads and writes answer the record's own.
 */
export function etagOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null ? etags.get(body) : undefined;
}
