import type { FieldVisibility } from '../auth/field-visibility.ts';
import type { CollaboratorData, ContractData } from '../collaborators/collaborators.projection.ts';
import type { CollaboratorListItem } from '../collaborators/collaborators.schema.ts';
import { currentContract, employmentStatus } from '../employment/employment-status.ts';
import type { NatureContrat } from '../hr-data/enums.ts';
import { dateToDateTime } from '../shared/time.ts';

type CurrentContract = NonNullable<CollaboratorListItem['currentContract']>;

/**
 * The collaborators' list item as the snapshot streams it: the same properties, in the same
 * order, under the same rules as `toListItem` (the list's projection), so that its JSON is the
 * same text, but built property by property instead of by spreading partial objects
 * (`{ ...common, ...gated }`). On Node.js 20 (V8 11.3) the objects that spreading builds
 * outlived young-generation collections: at 100,000 collaborators about 1 MB was promoted to the
 * old generation at each one, dead there until a full collection, and the server's RSS followed
 * (docs/sync.md, *Memory*). The snapshot's test holds the two shapes equal, key by key and in
 * order, for every kind of key.
 */
export function snapshotCollaborator(
  data: CollaboratorData,
  today: string,
  visibility: FieldVisibility,
): CollaboratorListItem {
  const item: CollaboratorListItem = {
    id: data.id,
    status: employmentStatus(data.contracts, today),
    isProfileComplete: data.isProfileComplete,
    personnelNumber: data.personnelNumber,
    // Stored values were checked against the closed sets at import.
    title: data.title as CollaboratorListItem['title'],
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
  };
  if (visibility.may('birthName')) item.birthName = data.birthName;
  if (visibility.may('secondaryEmail')) item.secondaryEmail = data.secondaryEmail;
  if (visibility.may('phoneNumber')) item.phoneNumber = data.phoneNumber;
  if (visibility.may('birthDate')) item.birthDate = dateToDateTime(data.birthDate);
  if (visibility.may('birthCity')) item.birthCity = data.birthCity;
  if (visibility.may('nationality')) item.nationality = data.nationality;
  if (visibility.may('address')) item.address = data.address;
  if (visibility.may('seniorityDate')) item.seniorityDate = dateToDateTime(data.seniorityDate);
  if (visibility.may('bankAccount')) item.bankAccount = data.bankAccount;
  if (visibility.may('manager'))
    item.manager = data.managerId === null ? null : { collaboratorId: data.managerId };
  if (visibility.may('team') && data.team !== null) item.team = data.team;
  if (visibility.may('socialSecurityNumber')) item.ssn = data.socialSecurityNumber;
  if (visibility.may('contracts')) {
    const contract = currentContract(data.contracts, today);
    if (contract !== undefined) item.currentContract = servedContract(contract);
  }
  return item;
}

/**
 * The current contract as the list shows it: its period's start at UTC midnight, then its details
 * in their own order (the data's objects are only read, never changed: the item is serialized at
 * once, so it may share them).
 */
function servedContract(contract: ContractData): CurrentContract {
  const { details } = contract;
  return {
    id: contract.id,
    startDate: dateToDateTime(contract.startDate),
    natureContrat: contract.natureContrat as NatureContrat,
    estCadre: contract.estCadre,
    jobTitle: details.jobTitle,
    pcsEse: details.pcsEse,
    workingTime: details.workingTime,
    collectiveAgreement: details.collectiveAgreement,
    classification: details.classification,
    plannedEndDate: dateToDateTime(details.plannedEndDate),
    trialPeriodDays: details.trialPeriodDays,
    endReason: details.endReason,
  };
}
