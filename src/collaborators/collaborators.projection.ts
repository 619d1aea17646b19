import type { AccessCategory } from '../auth/access-categories.ts';
import {
  ALL_GATED,
  categoriesShown,
  type FieldVisibility,
  GATED_FIELDS,
  showVisible,
} from '../auth/field-visibility.ts';
import { currentContract, employmentStatus } from '../changes/employment-status.ts';
import type { ContractDetails } from '../hr-data/contract-details.ts';
import type { NatureContrat } from '../hr-data/enums.ts';
import { dateToDateTime } from '../shared/time.ts';
import type { Collaborator, CollaboratorListItem } from './collaborators.schema.ts';

/** The fields a collaborator's record shows as the store holds them (the schema's own types). */
type ShownAsStored = Pick<
  Required<Collaborator>,
  | 'id'
  | 'isProfileComplete'
  | 'personnelNumber'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'birthName'
  | 'secondaryEmail'
  | 'phoneNumber'
  | 'birthCity'
  | 'socialSecurityNumber'
  | 'temporaryNumber'
  | 'bankAccount'
>;

/** The gated fields a collaborator's response can show: their personal details and contracts. */
const COLLABORATOR_FIELDS = ALL_GATED.filter((field) =>
  (['personal_details', 'contract'] as const).some((category) => GATED_FIELDS[field].category === category),
);

/** The categories of a collaborator's data a response to this key carries. */
export function categoriesOf(visibility: FieldVisibility): AccessCategory[] {
  return ['basic', ...categoriesShown(visibility, COLLABORATOR_FIELDS)];
}

/**
 * A collaborator as the store holds it, in domain words; contracts sorted by start date then id.
 * What the record shows as stored comes from the schema; the rest is as stored, not as shown:
 * dates as `YYYY-MM-DD`, codes unchecked strings, the manager by id, no team as null. The
 * temporary number is the DSN's (S21.G00.30.020), of a person without a NIR.
 */
export type CollaboratorData = ShownAsStored & {
  title: string | null;
  birthDate: string | null;
  countryOfBirth: string | null;
  nationality: string | null;
  address: { street: string | null; city: string | null; zipCode: string | null; country: string | null };
  seniorityDate: string | null;
  managerId: string | null;
  team: { id: string; name: string } | null;
  contracts: ContractData[];
};

export interface ContractData {
  id: string;
  startDate: string;
  endDate: string | null;
  natureContrat: string;
  estCadre: boolean | null;
  details: ContractDetails;
}

/**
 * The contract's details as served, in their own order: the planned end at UTC midnight like the
 * contract's dates. Added onto the contract's own properties with `Object.assign`, not spread into
 * them: an object built by spreading after other properties is one of a shape of its own.
 */
function servedDetails(details: ContractDetails) {
  return {
    jobTitle: details.jobTitle,
    pcsEse: details.pcsEse,
    workingTime: details.workingTime && { ...details.workingTime },
    collectiveAgreement: details.collectiveAgreement,
    classification: details.classification && { ...details.classification },
    plannedEndDate: dateToDateTime(details.plannedEndDate),
    trialPeriodDays: details.trialPeriodDays,
    endReason: details.endReason,
    conventionalStatus: details.conventionalStatus,
    localScheme: details.localScheme,
    recourseReason: details.recourseReason,
  };
}

/**
 * What a key may see of a collaborator, shared by the list item and the single record. A field
 * the key may not see (scope missing, or withheld) is left out of the object, never set to null.
 */
function common(data: CollaboratorData, today: string, visibility: FieldVisibility) {
  const shared: Pick<
    CollaboratorListItem,
    'id' | 'status' | 'isProfileComplete' | 'personnelNumber' | 'title' | 'firstName' | 'lastName' | 'email'
  > &
    Partial<Personal> = {
    id: data.id,
    status: employmentStatus(data.contracts, today),
    isProfileComplete: data.isProfileComplete,
    personnelNumber: data.personnelNumber,
    // Stored values were checked against the closed sets at import.
    title: data.title as Collaborator['title'],
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
  };
  showVisible<Personal>(shared, visibility, {
    birthName: ['birthName', () => data.birthName],
    secondaryEmail: ['secondaryEmail', () => data.secondaryEmail],
    phoneNumber: ['phoneNumber', () => data.phoneNumber],
    birthDate: ['birthDate', () => dateToDateTime(data.birthDate)],
    birthCity: ['birthCity', () => data.birthCity],
    nationality: ['nationality', () => data.nationality],
    address: ['address', () => ({ ...data.address })],
    seniorityDate: ['seniorityDate', () => dateToDateTime(data.seniorityDate)],
    bankAccount: ['bankAccount', () => ({ ...data.bankAccount })],
    manager: ['manager', () => (data.managerId === null ? null : { collaboratorId: data.managerId })],
    team: ['team', () => (data.team ? { ...data.team } : undefined)],
  });
  return shared;
}

/** The personal properties both shapes share: the list item's, which the record repeats. */
type Personal = Pick<
  CollaboratorListItem,
  | 'birthName'
  | 'secondaryEmail'
  | 'phoneNumber'
  | 'birthDate'
  | 'birthCity'
  | 'nationality'
  | 'address'
  | 'seniorityDate'
  | 'bankAccount'
  | 'manager'
  | 'team'
>;

export function toListItem(
  data: CollaboratorData,
  today: string,
  visibility: FieldVisibility,
): CollaboratorListItem {
  const item: CollaboratorListItem = common(data, today, visibility);
  showVisible<Pick<CollaboratorListItem, 'ssn' | 'temporaryNumber' | 'currentContract'>>(item, visibility, {
    ssn: ['socialSecurityNumber', () => data.socialSecurityNumber],
    // Shown and withheld with the NIR: it identifies the person the NIR would.
    temporaryNumber: ['socialSecurityNumber', () => data.temporaryNumber],
    currentContract: [
      'contracts',
      () => {
        const contract = currentContract(data.contracts, today);
        return (
          contract &&
          Object.assign(
            {
              id: contract.id,
              startDate: dateToDateTime(contract.startDate),
              natureContrat: contract.natureContrat as NatureContrat,
              estCadre: contract.estCadre,
            },
            servedDetails(contract.details),
          )
        );
      },
    ],
  });
  return item;
}

export function toCollaborator(
  data: CollaboratorData,
  today: string,
  visibility: FieldVisibility,
): Collaborator {
  const collaborator: Collaborator = common(data, today, visibility);
  showVisible<
    Pick<Collaborator, 'socialSecurityNumber' | 'temporaryNumber' | 'countryOfBirth' | 'contracts'>
  >(collaborator, visibility, {
    socialSecurityNumber: ['socialSecurityNumber', () => data.socialSecurityNumber],
    temporaryNumber: ['socialSecurityNumber', () => data.temporaryNumber],
    countryOfBirth: ['countryOfBirth', () => data.countryOfBirth],
    contracts: [
      'contracts',
      () =>
        data.contracts.map((c) =>
          Object.assign(
            {
              contractId: c.id,
              startDate: dateToDateTime(c.startDate),
              endDate: dateToDateTime(c.endDate),
              natureContrat: c.natureContrat as NatureContrat,
              estCadre: c.estCadre,
            },
            servedDetails(c.details),
          ),
        ),
    ],
  });
  return collaborator;
}
