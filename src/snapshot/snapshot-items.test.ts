import { describe, expect, it } from 'vitest';
import { ALL_GATED, fieldVisibility, GATED_FIELDS } from '../auth/field-visibility.ts';
import { type Scope, SELF_SERVE_SCOPES } from '../auth/scopes.ts';
import { type CollaboratorData, toListItem } from '../collaborators/collaborators.projection.ts';
import { NO_CONTRACT_DETAILS } from '../hr-data/contract-details.ts';
import { snapshotCollaborator } from './snapshot-items.ts';

const TODAY = '2026-06-15';

const FULL_DETAILS = {
  jobTitle: 'Comptable',
  pcsEse: '543a',
  workingTime: {
    unit: 'hour',
    quota: 121.33,
    referenceQuota: 151.67,
    arrangement: 'part_time',
    partTimeRate: 80,
  },
  collectiveAgreement: '1486',
  classification: { position: 'ETAM', level: '2', step: null, coefficient: '275' },
  plannedEndDate: '2027-01-31',
  trialPeriodDays: 60,
  endReason: null,
} as const satisfies CollaboratorData['contracts'][number]['details'];

/** Every kind of value a field takes: filled, null, escaped text, each kind of current contract. */
const filled: CollaboratorData = {
  id: 'col_1',
  isProfileComplete: true,
  personnelNumber: '0001',
  title: 'mrs',
  firstName: 'Élodie "Lo"',
  lastName: 'Durand\\Martin',
  email: 'elodie.durand@example.fr',
  birthName: 'Martin',
  secondaryEmail: 'e.d@example.org',
  phoneNumber: '+33612345678',
  birthDate: '1988-03-17',
  birthCity: 'Lyon\n',
  countryOfBirth: 'fr',
  nationality: 'fr',
  address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
  seniorityDate: '2019-09-01',
  socialSecurityNumber: '288036912345678',
  bankAccount: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  managerId: 'col_0',
  team: { id: 'team_ops', name: 'Opérations' },
  contracts: [
    {
      id: 'ctr_1',
      startDate: '2015-01-01',
      endDate: '2018-12-31',
      natureContrat: 'fixed_term',
      estCadre: null,
      details: NO_CONTRACT_DETAILS,
    },
    {
      id: 'ctr_2',
      startDate: '2019-09-01',
      endDate: null,
      natureContrat: 'permanent',
      estCadre: true,
      details: FULL_DETAILS,
    },
  ],
};

const empty: CollaboratorData = {
  ...filled,
  id: 'col_2',
  isProfileComplete: false,
  personnelNumber: null,
  title: null,
  birthName: null,
  secondaryEmail: null,
  phoneNumber: null,
  birthDate: null,
  birthCity: null,
  countryOfBirth: null,
  nationality: null,
  address: { street: null, city: null, zipCode: null, country: null },
  seniorityDate: null,
  socialSecurityNumber: null,
  bankAccount: { iban: null, bic: null },
  managerId: null,
  team: null,
  contracts: [],
};

const future: CollaboratorData = {
  ...empty,
  id: 'col_3',
  contracts: [
    {
      id: 'ctr_3',
      startDate: '2026-09-01',
      endDate: null,
      natureContrat: 'permanent',
      estCadre: false,
      details: FULL_DETAILS,
    },
  ],
};
const past: CollaboratorData = {
  ...filled,
  id: 'col_4',
  contracts: [
    {
      id: 'ctr_4',
      startDate: '2020-01-01',
      endDate: '2021-06-30',
      natureContrat: 'fixed_term',
      estCadre: false,
      details: { ...FULL_DETAILS, workingTime: null, endReason: '31' },
    },
  ],
};

/** Keys that see everything, keys missing each scope, and keys with each withholdable field withheld. */
function visibilities() {
  const all: readonly Scope[] = SELF_SERVE_SCOPES;
  const keys: { name: string; scopes: readonly Scope[]; withheld: string[] }[] = [
    { name: 'every scope', scopes: all, withheld: [] },
    { name: 'org:employee:read alone', scopes: ['org:employee:read'], withheld: [] },
    { name: 'every withholdable field withheld', scopes: all, withheld: [...ALL_GATED] },
  ];
  for (const scope of all)
    keys.push({ name: `without ${scope}`, scopes: all.filter((s) => s !== scope), withheld: [] });
  for (const field of ALL_GATED)
    if (GATED_FIELDS[field].withholdable)
      keys.push({ name: `${field} withheld`, scopes: all, withheld: [field] });
  return keys;
}

describe('the snapshot’s collaborator', () => {
  it.each(visibilities())('is the list item’s very text for a key with $name', ({ scopes, withheld }) => {
    const visibility = fieldVisibility(scopes, withheld);
    for (const data of [filled, empty, future, past]) {
      const listed = toListItem(data, TODAY, visibility);
      const streamed = snapshotCollaborator(data, TODAY, visibility);
      expect(JSON.stringify(streamed)).toBe(JSON.stringify(listed));
      expect(Object.keys(streamed)).toEqual(Object.keys(listed));
    }
  });

  it('shows every kind of field to a key with every scope: a current contract with its details, a team, a manager', () => {
    const item = snapshotCollaborator(filled, TODAY, fieldVisibility(SELF_SERVE_SCOPES));
    expect(item.currentContract).toMatchObject({ id: 'ctr_2', workingTime: { quota: 121.33 } });
    expect(item.team).toEqual({ id: 'team_ops', name: 'Opérations' });
    expect(item.manager).toEqual({ collaboratorId: 'col_0' });
    const bare = snapshotCollaborator(empty, TODAY, fieldVisibility(SELF_SERVE_SCOPES));
    expect('team' in bare || 'currentContract' in bare).toBe(false);
  });
});
