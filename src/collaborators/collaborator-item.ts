import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CollaboratorInput, ContractInput } from '../hr-data/document.schema.ts';
import type { CollaboratorData, ContractData } from './collaborators.projection.ts';
import { findCollaborator } from './collaborators.queries.ts';

/** A stored collaborator twice: as the projections read it, and as one item of the HR data document. */
export interface StoredCollaborator {
  data: CollaboratorData & { establishmentId: string | null };
  item: CollaboratorInput;
}

/** A stored contract as the document writes it: what only a DSN declares is not in the document. */
function contractItem(contract: ContractData): ContractInput {
  const { details } = contract;
  return {
    contractId: contract.id,
    startDate: contract.startDate,
    endDate: contract.endDate,
    // Stored values were checked against the closed sets when written.
    natureContrat: contract.natureContrat as ContractInput['natureContrat'],
    estCadre: contract.estCadre,
    jobTitle: details.jobTitle,
    pcsEse: details.pcsEse,
    workingTime: details.workingTime && { ...details.workingTime },
    collectiveAgreement: details.collectiveAgreement,
    classification: details.classification && { ...details.classification },
    plannedEndDate: details.plannedEndDate,
    trialPeriodDays: details.trialPeriodDays,
    endReason: details.endReason,
  };
}

/**
 * A stored collaborator as the item of the document's `collaborators` that would write it again
 * unchanged: what a merge patch applies to (RFC 7396), and what a write keeps of the fields the
 * key may not read. The establishment history is there when the collaborator has one.
 */
export function collaboratorItem(
  data: CollaboratorData & { establishmentId: string | null },
  history: Pick<Database['collaborator_establishments'], 'establishment_id' | 'start_date' | 'end_date'>[],
): CollaboratorInput {
  return {
    id: data.id,
    establishmentId: data.establishmentId,
    isProfileComplete: data.isProfileComplete,
    personnelNumber: data.personnelNumber,
    title: data.title as CollaboratorInput['title'],
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    birthName: data.birthName,
    secondaryEmail: data.secondaryEmail,
    phoneNumber: data.phoneNumber,
    birthDate: data.birthDate,
    birthCity: data.birthCity,
    countryOfBirth: data.countryOfBirth as CollaboratorInput['countryOfBirth'],
    nationality: data.nationality as CollaboratorInput['nationality'],
    address: {
      ...data.address,
      country: data.address.country as NonNullable<CollaboratorInput['address']>['country'],
    },
    seniorityDate: data.seniorityDate,
    socialSecurityNumber: data.socialSecurityNumber,
    bankAccount: { ...data.bankAccount },
    managerId: data.managerId,
    teamId: data.team?.id ?? null,
    contracts: data.contracts.map(contractItem),
    ...(history.length > 0
      ? {
          establishmentHistory: history.map((period) => ({
            establishmentId: period.establishment_id,
            startDate: period.start_date,
            endDate: period.end_date,
          })),
        }
      : {}),
  };
}

/** The collaborator's establishment history, oldest period first. */
function establishmentHistoryOf(db: Kysely<Database>, organizationId: string, collaboratorId: string) {
  return db
    .selectFrom('collaborator_establishments')
    .select(['establishment_id', 'start_date', 'end_date'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', '=', collaboratorId)
    .orderBy('start_date')
    .orderBy('establishment_id')
    .execute();
}

/** The stored collaborator, read on `db` (a write's transaction, for what the write checks); undefined when absent. */
export async function findStoredCollaborator(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<StoredCollaborator | undefined> {
  const data = await findCollaborator(db, organizationId, collaboratorId);
  if (!data) return undefined;
  const history = await establishmentHistoryOf(db, organizationId, collaboratorId);
  return { data, item: collaboratorItem(data, history) };
}
