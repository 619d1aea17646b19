import { describe, expect, it } from 'vitest';
import { categoriesShown, fieldVisibility, type GatedField, showVisible } from './field-visibility.ts';
import { ALL_WITHHOLDABLE } from './withheld-fields.ts';

const TYPE_READERS = ['org:absence:read', 'org:absence:type:read'];

describe('field visibility', () => {
  it.each([
    ['absenceType', ['org:company:read'], [], false],
    ['absenceType', ['org:absence:read'], [], false],
    ['absenceType', TYPE_READERS, [], true],
    ['absenceType', TYPE_READERS, ['absenceType'], false],
    // A stored key holding the type scope without the one that lists absences still sees no type.
    ['absenceType', ['org:company:read', 'org:absence:type:read'], [], false],
    ['socialSecurityNumber', ['org:employee:read', 'org:employee:details:read'], [], true],
    ['socialSecurityNumber', ['org:employee:read', 'org:employee:details:read'], ['bankAccount'], true],
    [
      'socialSecurityNumber',
      ['org:employee:read', 'org:employee:details:read'],
      ['socialSecurityNumber'],
      false,
    ],
    ['contracts', ['org:employee:read', 'org:contract:details:read'], [], true],
    // Contracts are not withholdable: a stray name in the withheld list changes nothing.
    ['contracts', ['org:employee:read', 'org:contract:details:read'], ['contracts'], true],
  ] as const)('%s to a key with %j withholding %j: shown %s', (field, scopes, withheld, shown) => {
    expect(fieldVisibility(scopes, withheld).may(field)).toBe(shown);
  });

  it('withholds only what a scope can grant, and contracts never', () => {
    expect(ALL_WITHHOLDABLE).toContain('absenceType');
    expect(ALL_WITHHOLDABLE).not.toContain('contracts');
  });

  it('computes a property only when the key may see it, and leaves an undefined one absent', () => {
    let computed = 0;
    const visibility = fieldVisibility(['org:employee:read', 'org:employee:details:read'], ['team']);
    const shown: { phone?: string; team?: string; nir?: string; type?: string } = {};
    showVisible<{ phone: string; team: string; nir: string | undefined; type: string }>(shown, visibility, {
      phone: ['phoneNumber', () => `${++computed}`],
      team: ['team', () => `${++computed}`],
      nir: ['socialSecurityNumber', () => undefined],
      type: ['absenceType', () => `${++computed}`],
    });
    expect(shown).toEqual({ phone: '1' });
    expect(computed).toBe(1);
  });

  it('names the log categories of the fields shown, once each', () => {
    const fields: GatedField[] = ['birthDate', 'address', 'absenceType', 'contracts'];
    expect(
      categoriesShown(fieldVisibility(['org:employee:read', 'org:employee:details:read']), fields),
    ).toEqual(['personal_details']);
    expect(categoriesShown(fieldVisibility(TYPE_READERS, ['absenceType']), fields)).toEqual([]);
  });
});
