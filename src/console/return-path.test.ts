import { describe, expect, it } from 'vitest';
import { isReturnPath, RETURN_PATH_MAX } from './return-path.ts';

describe('the console’s return path (after sign-in, after a language switch)', () => {
  it.each([
    '/console',
    '/console/keys',
    '/console/connected-apps',
    '/console/connected-apps?revoked=01J0ABC',
    '/console/connected-apps/pg_1/access-log',
    '/console/oauth/consent/Zx_9-aB',
    '/console/collaborators?q=Ren%C3%A9+Dupont',
    '/console/collaborators/col_1/access-log.csv',
  ])('accepts the console path %s', (value) => {
    expect(isReturnPath(value)).toBe(true);
  });

  it.each([
    ['another origin, scheme-relative', '//evil.example'],
    ['another origin, absolute', 'https://evil.example/console'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash inside the console', '/console/\\evil.example'],
    ['an empty segment', '/console//evil.example'],
    ['a user-info trick', '/console@evil.example'],
    ['a lookalike prefix', '/consoleevil'],
    ['a page outside the console', '/api/public/v1/organizations'],
    ['a dot segment', '/console/../evil'],
    ['a dot segment at the end', '/console/keys/..'],
    ['an escaped dot segment', '/console/%2e%2e/evil'],
    ['an escaped slash', '/console/%2F%2Fevil.example'],
    ['an escaped backslash', '/console/%5Cevil.example'],
    ['an escaped scheme-relative path', '%2F%2Fevil.example'],
    ['a doubly escaped one', '%252F%252Fevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab browsers strip', '/console/\t/evil.example'],
    ['a header injection', '/console/keys\r\nSet-Cookie: x=1'],
    ['a fragment', '/console/keys#x'],
    ['a bad escape in the query', '/console/keys?x=%zz'],
    ['a space', '/console/keys?x= y'],
    ['a relative path', 'console/keys'],
    ['nothing', ''],
    ['too long', `/console/keys?x=${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s (%j)', (_what, value) => {
    expect(isReturnPath(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/console/keys'], { path: '/console/keys' }]) {
      expect(isReturnPath(value)).toBe(false);
    }
  });
});
