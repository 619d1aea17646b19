import type { Kysely } from 'kysely';
import { type AccessEntry, listAccess } from '../access-log/access-log.queries.ts';
import { type Actor, recordAudit } from '../audit/audit.ts';
import type { Database } from '../db/schema.ts';
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
  accessLog: AccessEntry[];
  auditEntries: Record<string, unknown>[];
}

const bool = (flag: number | null) => (flag === null ? null : flag === 1);

export async function buildPersonalFile(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<PersonalFile | undefined> {
  const c = await db
    .selectFrom('collaborators')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', collaboratorId)
    .executeTakeFirst();
  if (!c) return undefined;
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
    collaborator: {
      id: c.id,
      establishmentId: c.establishment_id,
      isProfileComplete: c.is_profile_complete === 1,
      personnelNumber: c.personnel_number,
      title: c.title,
      firstName: c.first_name,
      lastName: c.last_name,
      email: c.email,
      birthName: c.birth_name,
      secondaryEmail: c.secondary_email,
      phoneNumber: c.phone_number,
      birthDate: c.birth_date,
      birthCity: c.birth_city,
      countryOfBirth: c.country_of_birth,
      nationality: c.nationality,
      address: {
        street: c.address_street,
        city: c.address_city,
        zipCode: c.address_zip_code,
        country: c.address_country,
      },
      seniorityDate: c.seniority_date,
      socialSecurityNumber: c.social_security_number,
      bankAccount: { iban: c.iban, bic: c.bic },
      managerId: c.manager_id,
      teamId: c.team_id,
      contracts: contracts.map((k) => ({
        contractId: k.id,
        startDate: k.start_date,
        endDate: k.end_date,
        natureContrat: k.nature_contrat,
        estCadre: bool(k.est_cadre),
      })),
    },
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
