import { describe, expect, it } from 'vitest';
import { checkWithheld, withoutWithheld } from './withheld-fields.ts';

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

  it('removes the NIR under both of its names, and nothing else', () => {
    const record = { id: 'c1', ssn: '1', socialSecurityNumber: '1', bankAccount: { iban: 'x' } };
    expect(withoutWithheld(record, ['socialSecurityNumber'])).toEqual({
      id: 'c1',
      bankAccount: { iban: 'x' },
    });
  });
});
