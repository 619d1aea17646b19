import type { Scope } from '../auth/scopes.ts';
import { currentContract, employmentStatus } from '../employment/employment-status.ts';
import type { ContractDetails } from '../hr-data/contract-details.ts';
import type { NatureContrat } from '../hr-data/enums.ts';
import { dateToDateTime } from '../shared/time.ts';
import type { Collaborator, CollaboratorListItem } from './collaborators.schema.ts';

/** A collaborator as the store holds it, in domain words; contracts sorted by start date then id. */
export interface CollaboratorData {
  id: string;
  isProfileComplete: boolean;
  personnelNumber: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  birthName: string | null;
  secondaryEmail: string | null;
  phoneNumber: string | null;
  birthDate: string | null;
  birthCity: string | null;
  countryOfBirth: string | null;
  nationality: string | null;
  address: { street: string | null; city: string | null; zipCode: string | null; country: string | null };
  seniorityDate: string | null;
  socialSecurityNumber: string | null;
  bankAccount: { iban: string | null; bic: string | null };
  managerId: string | null;
  team: { id: string; name: string } | null;
  contracts: ContractData[];
}

export interface ContractData {
  id: string;
  startDate: string;
  endDate: string | null;
  natureContrat: string;
  estCadre: boolean | null;
  details: ContractDetails;
}

export type Scopes = ReadonlySet<Scope>;

/** The contract's details as served: the planned end at UTC midnight like the contract's dates. */
function servedDetails(details: ContractDetails) {
  return {
    ...details,
    workingTime: details.workingTime && { ...details.workingTime },
    classification: details.classification && { ...details.classification },
    plannedEndDate: dateToDateTime(details.plannedEndDate),
  };
}

/**
 * What a key may see of a collaborator, shared by the list item and the single record. A field
 * whose scope is missing is left out of the object (never set to null), so the serializer omits it.
 */
function common(data: CollaboratorData, today: string, scopes: Scopes) {
  const base = {
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
  if (!scopes.has('org:employee:details:read')) return base;
  return {
    ...base,
    birthName: data.birthName,
    secondaryEmail: data.secondaryEmail,
    phoneNumber: data.phoneNumber,
    birthDate: dateToDateTime(data.birthDate),
    birthCity: data.birthCity,
    nationality: data.nationality,
    address: { ...data.address },
    seniorityDate: dateToDateTime(data.seniorityDate),
    bankAccount: { ...data.bankAccount },
    manager: data.managerId === null ? null : { collaboratorId: data.managerId },
    ...(data.team ? { team: { ...data.team } } : {}),
  };
}

export function toListItem(data: CollaboratorData, today: string, scopes: Scopes): CollaboratorListItem {
  const item: CollaboratorListItem = common(data, today, scopes);
  if (scopes.has('org:employee:details:read')) item.ssn = data.socialSecurityNumber;
  if (scopes.has('org:contract:details:read')) {
    const contract = currentContract(data.contracts, today);
    if (contract) {
      item.currentContract = {
        id: contract.id,
        startDate: dateToDateTime(contract.startDate),
        natureContrat: contract.natureContrat as NatureContrat,
        estCadre: contract.estCadre,
        ...servedDetails(contract.details),
      };
    }
  }
  return item;
}

export function toCollaborator(data: CollaboratorData, today: string, scopes: Scopes): Collaborator {
  const record: Collaborator = common(data, today, scopes);
  if (scopes.has('org:employee:details:read')) {
    record.socialSecurityNumber = data.socialSecurityNumber;
    record.countryOfBirth = data.countryOfBirth;
  }
  if (scopes.has('org:contract:details:read')) {
    record.contracts = data.contracts.map((c) => ({
      contractId: c.id,
      startDate: dateToDateTime(c.startDate),
      endDate: dateToDateTime(c.endDate),
      ...servedDetails(c.details),
    }));
  }
  return record;
}
