import { describe, expect, it } from 'vitest';
import { checkWithheld } from './withheld-fields.ts';

describe('withheld fields', () => {
  it.each([
    [['socialSecurityNumber'], ['org:employee:read', 'org:employee:details:read'], true],
    [['socialSecurityNumber'], ['org:employee:read'], false],
    [['absenceType'], ['org:absence:read', 'org:absence:type:read'], true],
    [['firstName'], ['org:employee:read'], false],
    [[], ['org:employee:read'], true],
  ] as const)('withholding %j from a key with %j is accepted: %s', (fields, scopes, ok) => {
    expect(checkWithheld(fields, scopes).ok).toBe(ok);
  });
});
