import { describe, expect, it } from 'vitest';
import { messages } from './i18n.ts';
import { keyFormProblems } from './key-form-problems.ts';

describe('the key form speaks the console’s language when it refuses', () => {
  it('words a missing name, a partner scope and a missing prerequisite in French, with no scope code', () => {
    const problems = keyFormProblems(messages('fr'), {
      name: ' ',
      scopes: ['org:company:read', 'org:absence:type:read'],
      expiresAt: '2020-01-01',
      allowFrom: 'not-an-address',
    });
    expect(problems).toEqual([
      'Donnez un nom descriptif à la clé.',
      '« Entreprise, établissements et décomptes de titres-restaurant » n’est accordé qu’aux applications partenaires, pas ici.',
      '« Types d’absence (codes de congé) » nécessite aussi « Demandes d’absence » : cochez les deux.',
      'L’expiration 2020-01-01 n’est pas une date à venir (AAAA-MM-JJ).',
      messages('fr').keyProblems.sources,
    ]);
    expect(problems.join(' ')).not.toMatch(/org:/);
  });

  it('finds nothing in a form createApiKey accepts', () => {
    const form = { name: 'Payroll', scopes: ['org:employee:read'], expiresAt: '', allowFrom: '10.0.0.0/8' };
    expect(keyFormProblems(messages('en'), form)).toEqual([]);
  });

  it('asks for at least one permission', () => {
    const form = { name: 'Payroll', scopes: [], expiresAt: '', allowFrom: '' };
    expect(keyFormProblems(messages('en'), form)).toEqual(['Tick at least one permission.']);
  });
});
