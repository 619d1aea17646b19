import { describe, expect, it } from 'vitest';
import { nirKey } from '../hr-data/identifiers.ts';
import { nameKey } from './mapping.ts';
import { CollaboratorIndex, type IndexedCollaborator } from './state.ts';

const nir = (thirteen: string) => `${thirteen}${nirKey(thirteen)}`;
const LUCAS = nameKey('Rousseau', 'Lucas', '1975-04-04');

/** A stored collaborator with only what the index reads. */
const stored = (
  id: string,
  socialSecurityNumber: string | null,
  personnelNumber: string | null = null,
): IndexedCollaborator => ({
  id,
  social_security_number: socialSecurityNumber,
  personnel_number: personnelNumber,
  birth_name: 'Rousseau',
  last_name: 'Rousseau',
  first_name: 'Lucas',
  birth_date: '1975-04-04',
});

describe('finding a declared individual among the collaborators', () => {
  it('namesakes born on the same day with different permanent NIRs are two people', () => {
    const index = new CollaboratorIndex([stored('col_a', nir('1750475123001'), 'M1')]);
    expect(index.find('1750475123002', null, 'M2', LUCAS)).toBeUndefined();
  });

  it('a matricule the payroll reused for someone with another permanent NIR does not find the leaver', () => {
    const index = new CollaboratorIndex([stored('col_a', nir('1750475123001'), 'M1')]);
    const someoneElse = nameKey('Martin', 'Jeanne', '1990-01-01');
    expect(index.find('2900175123004', null, 'M1', someoneElse)).toBeUndefined();
    expect(index.find(null, null, 'M1', someoneElse)).toBe('col_a');
    expect(index.find('8900175123004', null, 'M1', someoneElse)).toBe('col_a');
  });

  it('the same NIR, or no NIR declared, finds the collaborator of that name and birth date', () => {
    const index = new CollaboratorIndex([stored('col_a', nir('1750475123001'))]);
    expect(index.find('1750475123001', null, null, LUCAS)).toBe('col_a');
    expect(index.find(null, null, null, LUCAS)).toBe('col_a');
  });

  it('a temporary NIR on either side does not stop the name from finding the person', () => {
    const temporary = new CollaboratorIndex([stored('col_a', nir('7750475123001'))]);
    expect(temporary.find('1750475123002', null, null, LUCAS)).toBe('col_a');
    const permanent = new CollaboratorIndex([stored('col_a', nir('1750475123001'))]);
    expect(permanent.find('8750475123002', null, null, LUCAS)).toBe('col_a');
  });

  it('a collaborator added during the import is found by NIR and kept apart from a namesake', () => {
    const index = new CollaboratorIndex([]);
    index.add(stored('col_a', nir('1750475123001')));
    index.add(stored('col_b', nir('1750475123002')));
    expect(index.find('1750475123001', null, null, LUCAS)).toBe('col_a');
    expect(index.find('1750475123002', null, null, LUCAS)).toBe('col_b');
    expect(index.find('1750475123003', null, null, LUCAS)).toBeUndefined();
  });
});
