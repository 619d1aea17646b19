/**
 * What no log line shows, whatever a caller passes by mistake: the value of any of these keys, at
 * the top of a line (or of a child logger's bindings) or one level down (`{ req: { headers } }`,
 * `{ err: { query } }`), is replaced by CENSOR. Authorization carries the API key, a query string
 * may carry dates of someone's leave, a parser's rawPacket the whole request.
 */
export const CENSORED_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'headers',
  'rawPacket',
  'query',
  'password',
  'secret',
]);

export const CENSOR = '[redacted]';

/**
 * `value` with its censored keys replaced, as a shallow copy, or `value` itself when it has none
 * (the common case costs a look at its keys and no allocation).
 */
export function censorKeys<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (!keys.some((key) => CENSORED_KEYS.has(key))) return value;
  const copy = { ...value };
  for (const key of keys) if (CENSORED_KEYS.has(key)) Reflect.set(copy, key, CENSOR);
  return copy;
}

/**
 * A line's object as it may be written: censored keys at its top, and one level down in every
 * value but those named in `serializedKeys`, whose serializer's output is censored instead (it is
 * what gets written). Copies only what changes.
 */
export function censorLine(
  line: Record<string, unknown>,
  serializedKeys: ReadonlySet<string>,
): Record<string, unknown> {
  let out = line;
  for (const key of Object.keys(line)) {
    const value = line[key];
    const written = CENSORED_KEYS.has(key) ? CENSOR : serializedKeys.has(key) ? value : censorKeys(value);
    if (written === value) continue;
    if (out === line) out = { ...line };
    out[key] = written;
  }
  return out;
}
