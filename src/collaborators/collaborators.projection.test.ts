import { describe, expect, it } from 'vitest';
import { fieldVisibility } from '../auth/field-visibility.ts';
import type { Scope } from '../auth/scopes.ts';
import { type ContractDetails, NO_CONTRACT_DETAILS } from '../hr-data/contract-details.ts';
import { type CollaboratorData, toCollaborator, toListItem } from './collaborators.projection.ts';

const TODAY = '2026-06-15';

const data: CollaboratorData = {
  id: 'col_1',
  isProfileComplete: true,
  personnelNumber: '0001',
  title: 'mrs',
  firstName: 'Élodie',
  lastName: 'Durand',
  email: 'elodie.durand@example.fr',
  birthName: 'Martin',
  secondaryEmail: null,
  phoneNumber: '+33612345678',
  birthDate: '1988-03-17',
  birthCity: 'Lyon',
  countryOfBirth: 'fr',
  nationality: 'fr',
  address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
  seniorityDate: '2019-09-01',
  socialSecurityNumber: '288036912345678',
  temporaryNumber: null,
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
      details: NO_CONTRACT_DETAILS,
    },
  ],
};

const NULL_DETAILS = {
  jobTitle: null,
  pcsEse: null,
  workingTime: null,
  collectiveAgreement: null,
  classification: null,
  plannedEndDate: null,
  trialPeriodDays: null,
  endReason: null,
  conventionalStatus: null,
  localScheme: null,
  recourseReason: null,
};

const BASE = [
  'id',
  'status',
  'isProfileComplete',
  'personnelNumber',
  'title',
  'firstName',
  'lastName',
  'email',
];
const DETAILS = [
  'birthName',
  'secondaryEmail',
  'phoneNumber',
  'birthDate',
  'birthCity',
  'nationality',
  'address',
  'seniorityDate',
  'bankAccount',
  'manager',
  'team',
];
const READ: Scope = 'org:employee:read';
const DETAIL: Scope = 'org:employee:details:read';
const CONTRACT: Scope = 'org:contract:details:read';

describe('scope-to-field projection', () => {
  it.each([
    ['the base scope alone', [READ], BASE, BASE],
    [
      'the details scope',
      [READ, DETAIL],
      [...BASE, ...DETAILS, 'ssn', 'temporaryNumber'],
      [...BASE, ...DETAILS, 'socialSecurityNumber', 'temporaryNumber', 'countryOfBirth'],
    ],
    ['the contract scope', [READ, CONTRACT], [...BASE, 'currentContract'], [...BASE, 'contracts']],
    [
      'both scopes',
      [READ, DETAIL, CONTRACT],
      [...BASE, ...DETAILS, 'ssn', 'temporaryNumber', 'currentContract'],
      [...BASE, ...DETAILS, 'socialSecurityNumber', 'temporaryNumber', 'countryOfBirth', 'contracts'],
    ],
  ] as const)('with %s shows exactly its fields', (_name, scopes, listKeys, recordKeys) => {
    const granted = fieldVisibility(scopes);
    expect(Object.keys(toListItem(data, TODAY, granted)).sort()).toEqual([...listKeys].sort());
    expect(Object.keys(toCollaborator(data, TODAY, granted)).sort()).toEqual([...recordKeys].sort());
  });

  it('renders collaborator dates as date-times at UTC midnight and open ends as null', () => {
    const scopes = fieldVisibility([READ, DETAIL, CONTRACT]);
    const item = toListItem(data, TODAY, scopes);
    expect(item.birthDate).toBe('1988-03-17T00:00:00.000Z');
    expect(item.seniorityDate).toBe('2019-09-01T00:00:00.000Z');
    expect(item.currentContract).toEqual({
      id: 'ctr_2',
      startDate: '2019-09-01T00:00:00.000Z',
      natureContrat: 'permanent',
      estCadre: true,
      ...NULL_DETAILS,
    });
    expect(toCollaborator(data, TODAY, scopes).contracts).toEqual([
      {
        contractId: 'ctr_1',
        startDate: '2015-01-01T00:00:00.000Z',
        endDate: '2018-12-31T00:00:00.000Z',
        natureContrat: 'fixed_term',
        estCadre: null,
        ...NULL_DETAILS,
      },
      {
        contractId: 'ctr_2',
        startDate: '2019-09-01T00:00:00.000Z',
        endDate: null,
        natureContrat: 'permanent',
        estCadre: true,
        ...NULL_DETAILS,
      },
    ]);
  });

  it('serves the contract details with the contract, the planned end at UTC midnight', () => {
    const details: ContractDetails = {
      jobTitle: 'Chargée de clientèle',
      pcsEse: '461d',
      workingTime: {
        unit: 'hour',
        quota: 121.33,
        referenceQuota: 151.67,
        arrangement: 'part_time',
        partTimeRate: null,
      },
      collectiveAgreement: '1486',
      classification: { position: null, level: 'II', step: '2', coefficient: '130' },
      plannedEndDate: '2026-12-31',
      trialPeriodDays: 60,
      endReason: null,
      conventionalStatus: '06',
      localScheme: '01',
      recourseReason: '02',
    };
    const withDetails = {
      ...data,
      contracts: data.contracts.map((c) => (c.id === 'ctr_2' ? { ...c, details } : c)),
    };
    const scopes = fieldVisibility([READ, CONTRACT]);
    const served = { ...details, plannedEndDate: '2026-12-31T00:00:00.000Z' };
    expect(toListItem(withDetails, TODAY, scopes).currentContract).toMatchObject(served);
    expect(toCollaborator(withDetails, TODAY, scopes).contracts?.[1]).toMatchObject(served);
    expect(toListItem(withDetails, TODAY, fieldVisibility([READ]))).not.toHaveProperty('currentContract');
  });

  it('keeps every key of address and bankAccount, null when unknown', () => {
    const empty = {
      ...data,
      address: { street: null, city: null, zipCode: null, country: null },
      bankAccount: { iban: null, bic: null },
    };
    const record = toCollaborator(empty, TODAY, fieldVisibility([READ, DETAIL]));
    expect(record.address).toEqual({ street: null, city: null, zipCode: null, country: null });
    expect(record.bankAccount).toEqual({ iban: null, bic: null });
  });

  it('gives manager null and leaves team out when the collaborator has neither', () => {
    const alone = { ...data, managerId: null, team: null };
    const item = toListItem(alone, TODAY, fieldVisibility([READ, DETAIL]));
    expect(item.manager).toBeNull();
    expect('team' in item).toBe(false);
  });

  it('leaves currentContract out for a collaborator without contracts, whose status is past', () => {
    const item = toListItem({ ...data, contracts: [] }, TODAY, fieldVisibility([READ, CONTRACT]));
    expect('currentContract' in item).toBe(false);
    expect(item.status).toBe('past');
    expect(
      toCollaborator({ ...data, contracts: [] }, TODAY, fieldVisibility([READ, CONTRACT])).contracts,
    ).toEqual([]);
  });

  it('withholding the NIR removes it under both of its names (ssn, socialSecurityNumber), with the temporary number, and nothing else', () => {
    const all = fieldVisibility([READ, DETAIL, CONTRACT]);
    const withheld = fieldVisibility([READ, DETAIL, CONTRACT], ['socialSecurityNumber']);
    const { ssn, temporaryNumber, ...itemRest } = toListItem(data, TODAY, all);
    expect(ssn).not.toBeUndefined();
    expect(temporaryNumber).not.toBeUndefined();
    expect(toListItem(data, TODAY, withheld)).toEqual(itemRest);
    const {
      socialSecurityNumber,
      temporaryNumber: recordNumber,
      ...recordRest
    } = toCollaborator(data, TODAY, all);
    expect(socialSecurityNumber).not.toBeUndefined();
    expect(recordNumber).not.toBeUndefined();
    expect(toCollaborator(data, TODAY, withheld)).toEqual(recordRest);
  });
});
