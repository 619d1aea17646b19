import { describe, expect, it } from 'vitest';
import { checkScopes, missingScopes } from './scopes.ts';

describe('scope prerequisites at key creation', () => {
  it.each([
    [['org:employee:details:read'], 'self_serve', '"org:employee:details:read" requires "org:employee:read"'],
    [['org:contract:details:read'], 'self_serve', '"org:contract:details:read" requires "org:employee:read"'],
    [['org:absence:type:read'], 'self_serve', '"org:absence:type:read" requires "org:absence:read"'],
    [['org:company:read'], 'self_serve', 'partner-only scope'],
    [['org:employee:health_insurance:manage'], 'self_serve', 'partner-only scope'],
    [['org:employee:write'], 'self_serve', '"org:employee:write" requires "org:employee:read"'],
    [['org:absence:approve'], 'self_serve', '"org:absence:approve" requires "org:absence:read"'],
    [
      ['org:work_location:write'],
      'self_serve',
      '"org:work_location:write" requires "org:work_location:read"',
    ],
    [['org:employee:manage'], 'self_serve', 'unknown scope "org:employee:manage"'],
    [[], 'self_serve', 'at least one scope is required'],
  ] as const)('refuses %j on a %s key: %s', (scopes, kind, problem) => {
    const result = checkScopes(scopes, kind);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join('\n')).toContain(problem);
  });

  it.each([
    [['org:employee:read', 'org:employee:details:read'], 'self_serve'],
    [['org:absence:read', 'org:absence:type:read'], 'self_serve'],
    [['org:work_location:read'], 'self_serve'],
    [['org:absence:read', 'org:absence:write', 'org:absence:approve'], 'self_serve'],
    [['org:hr_data:import'], 'self_serve'],
    [['org:company:read', 'org:employee:health_insurance:manage'], 'partner'],
  ] as const)('accepts %j on a %s key', (scopes, kind) => {
    expect(checkScopes(scopes, kind).ok).toBe(true);
  });

  it('returns the scopes de-duplicated in canonical order', () => {
    expect(checkScopes(['org:absence:read', 'org:employee:read', 'org:absence:read'], 'self_serve')).toEqual({
      ok: true,
      scopes: ['org:employee:read', 'org:absence:read'],
    });
  });

  it('names every problem at once', () => {
    const result = checkScopes(['org:absence:type:read', 'nope'], 'self_serve');
    expect(result.ok ? 0 : result.problems.length).toBe(2);
  });
});

describe('missingScopes', () => {
  it('lists the required scopes the key lacks', () => {
    expect(missingScopes(new Set(['org:employee:read']), ['org:employee:read', 'org:absence:read'])).toEqual([
      'org:absence:read',
    ]);
  });
});
