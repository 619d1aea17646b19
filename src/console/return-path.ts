/** A return target is at most this long: the sign-in form's `next` field has the same bound. */
export const RETURN_PATH_MAX = 300;

/**
 * A console path, segment by segment, without percent-escapes: an escaped `/`, `\` or `.` would
 * let a browser normalize the path out of the console, so none is accepted.
 */
const CONSOLE_PATH = /^\/console(?:\/[A-Za-z0-9_.~-]+)*$/;
/** A query of plain, escaped characters only: no `#`, no space, no control character. */
const QUERY = /^\?(?:[A-Za-z0-9_.~=&+-]|%[0-9A-Fa-f]{2})*$/;
const DOT_SEGMENT = /\/\.+(?:\/|$)/;

/**
 * Where the console may send the browser back to (after sign-in, after a language switch): a
 * path of the console on this origin, with its query, and nothing else. Whatever could leave the
 * origin or the console (`//host`, `https://…`, `/\host`, `/console/../x`, escapes) is refused.
 */
export function isReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return false;
  const at = value.indexOf('?');
  const path = at === -1 ? value : value.slice(0, at);
  const query = at === -1 ? '' : value.slice(at);
  return CONSOLE_PATH.test(path) && !DOT_SEGMENT.test(path) && (query === '' || QUERY.test(query));
}
