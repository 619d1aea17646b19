import { describe, expect, it } from 'vitest';
import { CHANGE_TYPES } from './change-log.ts';
import { EXTENDED_CHANGE_TYPES, readableChangeTypes, scopeOfChange } from './change-scopes.ts';

describe('which scope reads which change', () => {
  it.each([
    ['collaborator.created', 'org:employee:read'],
    ['collaborator.status_changed', 'org:employee:read'],
    ['collaborator.deleted', 'org:employee:read'],
    ['absence.deleted', 'org:absence:read'],
    ['work_location.updated', 'org:work_location:read'],
    ['organization.updated', 'org:company:read'],
    ['establishment.deleted', 'org:company:read'],
    ['complementary_contract.created', 'org:employee:health_insurance:manage'],
    ['affiliation.deleted', 'org:employee:health_insurance:manage'],
  ] as const)('%s needs %s', (type, scope) => {
    expect(scopeOfChange(type)).toBe(scope);
  });

  it('a key with only org:absence:read reads the three absence events, and the stoppages beyond v1.11.0', () => {
    expect(readableChangeTypes(new Set(['org:absence:read', 'org:absence:type:read']))).toEqual([
      'absence.created',
      'absence.updated',
      'absence.deleted',
      'absence.stoppage_started',
      'absence.stoppage_ended',
    ]);
  });

  it('the event types beyond v1.11.0 are read with the scope of their resource: stoppages with absences, a portability with affiliations', () => {
    expect(EXTENDED_CHANGE_TYPES.map(scopeOfChange)).toEqual([
      'org:absence:read',
      'org:absence:read',
      'org:employee:health_insurance:manage',
    ]);
  });

  it('a key without any reading scope reads no event', () => {
    expect(readableChangeTypes(new Set(['org:employee:details:read']))).toEqual([]);
  });

  it('every type is readable by some scope', () => {
    const all = new Set([
      'org:employee:read',
      'org:absence:read',
      'org:work_location:read',
      'org:company:read',
      'org:employee:health_insurance:manage',
    ]);
    expect(readableChangeTypes(all)).toEqual([...CHANGE_TYPES]);
  });
});
