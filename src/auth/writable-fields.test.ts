import { describe, expect, it } from 'vitest';
import { ForbiddenFields } from '../shared/domain-errors.ts';
import { assertWritableFields, forbiddenFields, hiddenFields } from './writable-fields.ts';

const BASIC = { scopes: ['org:employee:read', 'org:employee:write'], withheldFields: [] };
const DETAILS = { scopes: [...BASIC.scopes, 'org:employee:details:read'], withheldFields: [] };
const CONTRACTS = { scopes: [...BASIC.scopes, 'org:contract:details:read'], withheldFields: [] };
const ALL = { scopes: [...DETAILS.scopes, 'org:contract:details:read'], withheldFields: [] };
const TYPES = {
  scopes: ['org:absence:read', 'org:absence:write', 'org:absence:type:read'],
  withheldFields: [],
};

const named = (problems: { name: string }[]) => problems.map((p) => p.name);

describe('a key writes no field it could not read', () => {
  it.each([
    [
      'basic fields need no more than the write scope',
      BASIC,
      { id: 'c1', firstName: 'A', email: 'a@b.fr' },
      [],
    ],
    [
      'a personal field needs org:employee:details:read',
      BASIC,
      { firstName: 'A', phoneNumber: '06' },
      ['phoneNumber'],
    ],
    [
      'every personal field is named',
      BASIC,
      { socialSecurityNumber: null, bankAccount: {}, address: {} },
      ['address', 'socialSecurityNumber', 'bankAccount'],
    ],
    [
      'the manager and the team are personal fields',
      BASIC,
      { managerId: 'c2', teamId: 't1' },
      ['managerId', 'teamId'],
    ],
    ['the details scope grants the personal fields', DETAILS, { phoneNumber: '06', managerId: 'c2' }, []],
    ['contracts need org:contract:details:read', DETAILS, { contracts: [] }, ['contracts']],
    [
      'the establishment history follows the contracts',
      DETAILS,
      { establishmentHistory: [] },
      ['establishmentHistory'],
    ],
    [
      'the contract scope grants contracts, not personal fields',
      CONTRACTS,
      { contracts: [], birthDate: null },
      ['birthDate'],
    ],
    [
      'a key with every read scope writes every field',
      ALL,
      { contracts: [], birthDate: null, teamId: 't1' },
      [],
    ],
  ] as const)('%s', (_rule, access, body, expected) => {
    expect(named(forbiddenFields('collaborators', body, access))).toEqual(expected);
  });

  it.each([
    [
      'the type needs org:absence:type:read',
      { scopes: ['org:absence:read', 'org:absence:write'], withheldFields: [] },
      { type: 'conges_payes', dsnReason: null, startDate: '2026-01-01' },
      ['type', 'dsnReason'],
    ],
    ['with the type scope, the type is writable', TYPES, { type: 'conges_payes', dsnReason: '01' }, []],
    [
      'a withheld type is not',
      { ...TYPES, withheldFields: ['absenceType'] },
      { type: 'conges_payes' },
      ['type'],
    ],
  ] as const)('absences: %s', (_rule, access, body, expected) => {
    expect(named(forbiddenFields('absences', body, access))).toEqual(expected);
  });

  it('a field the administrator withheld cannot be written, and the answer says it was withheld', () => {
    const access = { ...ALL, withheldFields: ['bankAccount'] };
    const [problem, ...others] = forbiddenFields(
      'collaborators',
      { bankAccount: null, phoneNumber: '06' },
      access,
    );
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      in: 'body',
      name: 'bankAccount',
      message: expect.stringMatching(/withheld/),
    });
  });

  it('a missing scope is named in the problem', () => {
    const [problem] = forbiddenFields('collaborators', { contracts: [] }, BASIC);
    expect(problem?.message).toMatch(/org:contract:details:read/);
  });

  it('a details scope without its prerequisite grants nothing', () => {
    const access = { scopes: ['org:employee:details:read'], withheldFields: [] };
    expect(named(forbiddenFields('collaborators', { phoneNumber: '06' }, access))).toEqual(['phoneNumber']);
  });

  it('hidden fields are those the key may not read, which a write keeps as stored', () => {
    expect(hiddenFields('collaborators', CONTRACTS)).not.toContain('contracts');
    expect(hiddenFields('collaborators', CONTRACTS)).toContain('socialSecurityNumber');
    expect(hiddenFields('collaborators', ALL)).toEqual([]);
    expect(hiddenFields('collaborators', { ...ALL, withheldFields: ['team'] })).toEqual(['teamId']);
  });

  it('assertWritableFields refuses with ForbiddenFields naming every field, and lets a readable body through', () => {
    expect(() => assertWritableFields('collaborators', { phoneNumber: '06' }, DETAILS)).not.toThrow();
    const refusal = (() => {
      try {
        assertWritableFields('collaborators', { phoneNumber: '06', contracts: [] }, BASIC);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ForbiddenFields);
    expect(named((refusal as ForbiddenFields).problems)).toEqual(['phoneNumber', 'contracts']);
  });

  it('a body that is not an object names no field (its schema refuses it)', () => {
    expect(forbiddenFields('collaborators', null, BASIC)).toEqual([]);
    expect(forbiddenFields('collaborators', [1], BASIC)).toEqual([]);
  });
});
