import type { Kysely, Selectable } from 'kysely';
import { type AccessEntry, listAccess } from '../access-log/access-log.queries.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { CollaboratorTable, ContractTable, Database } from '../db/schema.ts';
import { nowIso } from '../shared/time.ts';

/**
 * A person's own file (GDPR articles 15 and 20): everything the store holds about one
 * collaborator, in the HR data document's field names where one exists, plus who received their
 * data (the access log) and what was done about them (the audit entries targeting them).
 */
export interface PersonalFile {
  exportedAt: string;
  organizationId: string;
  collaborator: Record<string, unknown>;
  absences: Record<string, unknown>[];
  workLocations: Record<string, unknown>[];
  affiliations: Record<string, unknown>[];
  /** What monthly DSNs declared of the people their cover reaches, and of a leaver's portability. */
  dependantCounts: Record<string, unknown>[];
  dependants: Record<string, unknown>[];
  portabilities: Record<string, unknown>[];
  accessLog: AccessEntry[];
  auditEntries: Record<string, unknown>[];
}

const bool = (flag: number | null) => (flag === null ? null : flag === 1);

/** Everything held about one collaborator besides their own row, read side by side. */
async function readPersonalRows(db: Kysely<Database>, organizationId: string, collaboratorId: string) {
  const [contracts, absences, workLocations, affiliations, audit, accessLog] = await Promise.all([
    db
      .selectFrom('contracts')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('absences')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('work_locations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('affiliations as a')
      .innerJoin('complementary_contracts as cc', (join) =>
        join.onRef('cc.id', '=', 'a.contract_id').onRef('cc.organization_id', '=', 'a.organization_id'),
      )
      .select([
        'a.id',
        'a.contract_id',
        'cc.contract_reference',
        'cc.contract_name',
        'a.option_id',
        'a.status',
        'a.start_date',
        'a.end_date',
      ])
      .where('a.organization_id', '=', organizationId)
      .where('a.collaborator_id', '=', collaboratorId)
      .orderBy('a.contract_id')
      .orderBy('a.start_date')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('target_type', '=', 'collaborator')
      .where('target_id', '=', collaboratorId)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute(),
    listAccess(db, organizationId, { collaboratorId }),
  ]);
  return { contracts, absences, workLocations, affiliations, audit, accessLog };
}

/** The DSN's dependants tables (migration 0035), month by month as held: the person's cover is their data. */
async function readDependantRows(db: Kysely<Database>, organizationId: string, collaboratorId: string) {
  const [counts, dependants, portabilities] = await Promise.all([
    db
      .selectFrom('dsn_dependant_months')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('contract_id')
      .orderBy('month')
      .execute(),
    db
      .selectFrom('dsn_dependants')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('contract_id')
      .orderBy('month')
      .orderBy('dependant_key')
      .execute(),
    db
      .selectFrom('dsn_portabilities')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .orderBy('affiliation_id')
      .execute(),
  ]);
  return {
    dependantCounts: counts.map((m) => ({
      contractId: m.contract_id,
      month: m.month,
      children: m.children,
      adults: m.adults,
      covered: m.covered,
      others: m.others,
      coveredChildren: m.covered_children,
      declarationType: m.declaration_type,
      importedAt: m.imported_at,
    })),
    dependants: dependants.map((d) => ({
      contractId: d.contract_id,
      month: d.month,
      dependantKey: d.dependant_key,
      type: d.type,
      firstName: d.first_name,
      lastName: d.last_name,
      birthDate: d.birth_date,
      socialSecurityNumber: d.social_security_number,
      optionCode: d.option_code,
      startDate: d.start_date,
      endDate: d.end_date,
    })),
    portabilities: portabilities.map((p) => ({
      affiliationId: p.affiliation_id,
      startDate: p.start_date,
      endDate: p.end_date,
      month: p.month,
    })),
  };
}

/** The collaborator's own record, in the HR data document's field names. */
function collaboratorRecord(
  collaborator: Selectable<CollaboratorTable>,
  contracts: readonly Selectable<ContractTable>[],
): Record<string, unknown> {
  return {
    id: collaborator.id,
    establishmentId: collaborator.establishment_id,
    isProfileComplete: collaborator.is_profile_complete === 1,
    personnelNumber: collaborator.personnel_number,
    title: collaborator.title,
    firstName: collaborator.first_name,
    lastName: collaborator.last_name,
    email: collaborator.email,
    birthName: collaborator.birth_name,
    secondaryEmail: collaborator.secondary_email,
    phoneNumber: collaborator.phone_number,
    birthDate: collaborator.birth_date,
    birthCity: collaborator.birth_city,
    countryOfBirth: collaborator.country_of_birth,
    nationality: collaborator.nationality,
    address: {
      street: collaborator.address_street,
      city: collaborator.address_city,
      zipCode: collaborator.address_zip_code,
      country: collaborator.address_country,
    },
    seniorityDate: collaborator.seniority_date,
    socialSecurityNumber: collaborator.social_security_number,
    // Beyond the HR data document: the DSN's temporary number, the person's own identifier without a NIR.
    temporaryNumber: collaborator.temporary_number,
    bankAccount: { iban: collaborator.iban, bic: collaborator.bic },
    managerId: collaborator.manager_id,
    teamId: collaborator.team_id,
    contracts: contracts.map((contract) => ({
      contractId: contract.id,
      startDate: contract.start_date,
      endDate: contract.end_date,
      natureContrat: contract.nature_contrat,
      estCadre: bool(contract.est_cadre),
    })),
  };
}

export async function buildPersonalFile(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<PersonalFile | undefined> {
  const collaborator = await db
    .selectFrom('collaborators')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', collaboratorId)
    .executeTakeFirst();
  if (!collaborator) return undefined;
  const [{ contracts, absences, workLocations, affiliations, audit, accessLog }, cover] = await Promise.all([
    readPersonalRows(db, organizationId, collaboratorId),
    readDependantRows(db, organizationId, collaboratorId),
  ]);
  const request = (r: (typeof absences)[number] | (typeof workLocations)[number]) => ({
    id: r.id,
    collaboratorId: r.collaborator_id,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    startHalfDay: r.start_half_day === 1,
    endHalfDay: r.end_half_day === 1,
    createdAt: r.created_at,
  });
  return {
    exportedAt: nowIso(),
    organizationId,
    collaborator: collaboratorRecord(collaborator, contracts),
    absences: absences.map((a) => ({ ...request(a), type: a.type })),
    workLocations: workLocations.map((w) => ({
      ...request(w),
      isRemoteWork: w.is_remote_work === 1,
      location: w.location,
    })),
    affiliations: affiliations.map((a) => ({
      id: a.id,
      contractId: a.contract_id,
      contractReference: a.contract_reference,
      contractName: a.contract_name,
      optionId: a.option_id,
      status: a.status,
      startDate: a.start_date,
      endDate: a.end_date,
    })),
    ...cover,
    accessLog,
    auditEntries: audit.map((e) => ({
      occurredAt: e.occurred_at,
      actorType: e.actor_type,
      actorId: e.actor_id,
      action: e.action,
      details: e.details === null ? null : (JSON.parse(e.details) as unknown),
    })),
  };
}

/** Builds the file and records, in the audit, that it was handed out and by whom. */
export async function exportPersonalFile(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  actor: Actor,
): Promise<PersonalFile | undefined> {
  const file = await buildPersonalFile(db, organizationId, collaboratorId);
  if (!file) return undefined;
  await recordAudit(db, organizationId, actor, {
    action: 'collaborator.exported',
    targetType: 'collaborator',
    targetId: collaboratorId,
  });
  return file;
}
