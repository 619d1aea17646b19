import type { Kysely } from 'kysely';
import { lockChangeLog } from '../changes/change-log.ts';
import { ChangeSet } from '../changes/change-set.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_TIMEZONE } from '../organizations/organizations.queries.ts';
import { nowIso } from '../shared/time.ts';
import type {
  AbsenceInput,
  CollaboratorInput,
  EstablishmentInput,
  TeamInput,
  WorkLocationInput,
} from './document.schema.ts';
import { importChangeListeners } from './import-changes.ts';
import { type DocumentSource, readDocument } from './read.ts';
import {
  absenceRow,
  collaboratorRow,
  contractRow,
  establishmentRow,
  teamRow,
  workLocationRow,
} from './rows.ts';
import { UpsertBatch, type UpsertCounts } from './upsert.ts';
import type { ValidatedDocument } from './validate.ts';

export interface ImportCounts {
  organization: 'created' | 'updated' | 'unchanged';
  establishments: UpsertCounts;
  teams: UpsertCounts;
  collaborators: UpsertCounts;
  contracts: UpsertCounts;
  absences: UpsertCounts;
  workLocations: UpsertCounts;
  mealVoucherConfiguration: 'created' | 'updated' | 'unchanged' | 'absent';
}

/**
 * The writing pass, inside the caller's transaction: reads the (already validated) document again
 * and upserts it section by section in batches. With `replace`, contracts of the listed
 * collaborators, and absences and work locations of a carried section, that the document no
 * longer holds are deleted. Every row that really changes appends its event to the change log
 * (docs/sync.md), in the same transaction.
 */
export async function writeDocument(
  trx: Kysely<Database>,
  source: DocumentSource,
  plan: ValidatedDocument,
  options: { replace: boolean; onProgress?: ((bytesRead: number) => void) | undefined },
): Promise<ImportCounts> {
  const org = plan.organizationId;
  const organization = await upsertOrganization(trx, plan);
  await lockChangeLog(trx, org);
  const fresh = !plan.organizationExists;
  const changes = new ChangeSet(trx, org, fresh);
  const listen = importChangeListeners(trx, org, changes);
  const establishments = new UpsertBatch(trx, 'establishments', org, 9, fresh, listen.establishments);
  const teams = new UpsertBatch(trx, 'teams', org, 3, fresh, listen.teams);
  const collaborators = new UpsertBatch(trx, 'collaborators', org, 30, fresh, listen.collaborators);
  const contracts = new UpsertBatch(trx, 'contracts', org, 7, fresh, listen.contracts);
  const absences = new UpsertBatch(trx, 'absences', org, 10, fresh, listen.absences);
  const workLocations = new UpsertBatch(trx, 'work_locations', org, 11, fresh, listen.workLocations);
  if (organization !== 'unchanged') {
    await changes.add([{ type: 'organization.updated', resourceId: org }]);
  }
  // Events of absences and work locations carry the establishment of a collaborator written
  // before them: a section's last batch is written before the next section starts.
  let section: string | undefined;
  const sectionBatch = (name: string | undefined) =>
    name === 'establishments'
      ? establishments
      : name === 'collaborators'
        ? collaborators
        : name === 'absences'
          ? absences
          : name === 'workLocations'
            ? workLocations
            : undefined;
  // With --replace: the contract ids each listed collaborator keeps, per collaborator batch.
  let kept = new Map<string, Set<string>>();
  let deletedContracts = 0;

  const replaceContracts = async () => {
    if (kept.size === 0) return;
    await contracts.flush();
    const owners = [...kept.keys()];
    const stored = await trx
      .selectFrom('contracts')
      .select(['id', 'collaborator_id'])
      .where('organization_id', '=', org)
      .where('collaborator_id', 'in', owners)
      .execute();
    const staleRows = stored.filter((row) => !kept.get(row.collaborator_id)?.has(row.id));
    const stale = staleRows.map((row) => row.id);
    for (const row of staleRows) changes.touchCollaborator(row.collaborator_id);
    kept = new Map();
    for (let i = 0; i < stale.length; i += 1000) {
      await trx
        .deleteFrom('contracts')
        .where('organization_id', '=', org)
        .where('id', 'in', stale.slice(i, i + 1000))
        .execute();
    }
    deletedContracts += stale.length;
  };

  await readDocument(source, {
    problem: () => {},
    progress: options.onProgress,
    async item(item) {
      if (item.section !== section) {
        await sectionBatch(section)?.flush();
        section = item.section;
      }
      switch (item.section) {
        case 'establishments':
          return establishments.add(establishmentRow(org, item.value as EstablishmentInput));
        case 'teams':
          return teams.add(teamRow(org, item.value as TeamInput));
        case 'collaborators': {
          const collaborator = item.value as CollaboratorInput;
          await collaborators.add(collaboratorRow(org, collaborator));
          for (const contract of collaborator.contracts ?? []) {
            await contracts.add(contractRow(org, collaborator.id, contract));
          }
          if (options.replace && collaborator.contracts !== undefined) {
            kept.set(collaborator.id, new Set(collaborator.contracts.map((c) => c.contractId)));
            if (kept.size >= 500) await replaceContracts();
          }
          return;
        }
        case 'absences':
          return absences.add(absenceRow(org, item.value as AbsenceInput));
        case 'workLocations':
          return workLocations.add(workLocationRow(org, item.value as WorkLocationInput));
        default:
          return;
      }
    },
  });
  for (const batch of [establishments, teams, collaborators, contracts, absences, workLocations]) {
    await batch.flush();
  }
  await replaceContracts();
  if (options.replace) contracts.counts.deleted = deletedContracts;
  for (const [section, table, batch] of [
    ['absences', 'absences', absences],
    ['workLocations', 'work_locations', workLocations],
  ] as const) {
    if (options.replace && plan.sections.has(section)) {
      const deleted = await deleteMissing(trx, org, table, plan.ids[section]);
      batch.counts.deleted = deleted.length;
      const type = table === 'absences' ? 'absence.deleted' : 'work_location.deleted';
      await changes.add(
        deleted.map((row) => ({ type, resourceId: row.id, collaboratorId: row.collaborator_id })),
      );
    }
  }
  const mealVoucherConfiguration = await upsertMealVoucherConfiguration(trx, plan);
  // The meal-voucher configuration is company data, read with the organization's scope.
  if (
    organization === 'unchanged' &&
    (mealVoucherConfiguration === 'created' || mealVoucherConfiguration === 'updated')
  ) {
    await changes.add([{ type: 'organization.updated', resourceId: org }]);
  }
  await changes.finish();

  return {
    organization,
    establishments: establishments.counts,
    teams: teams.counts,
    collaborators: collaborators.counts,
    contracts: contracts.counts,
    absences: absences.counts,
    workLocations: workLocations.counts,
    mealVoucherConfiguration,
  };
}

/** Deletes the organization's stored rows whose ids the document's section does not hold. */
async function deleteMissing(
  trx: Kysely<Database>,
  organizationId: string,
  table: 'absences' | 'work_locations',
  wanted: Map<string, number>,
): Promise<{ id: string; collaborator_id: string }[]> {
  const deleted: { id: string; collaborator_id: string }[] = [];
  let after = '';
  for (;;) {
    const page = await trx
      .selectFrom(table)
      .select(['id', 'collaborator_id'])
      .where('organization_id', '=', organizationId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (page.length === 0) return deleted;
    after = page[page.length - 1]?.id ?? after;
    const staleRows = page.filter((row) => !wanted.has(row.id));
    const stale = staleRows.map((row) => row.id);
    for (let i = 0; i < stale.length; i += 1000) {
      await trx
        .deleteFrom(table)
        .where('organization_id', '=', organizationId)
        .where('id', 'in', stale.slice(i, i + 1000))
        .execute();
    }
    deleted.push(...staleRows);
  }
}

async function upsertOrganization(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
): Promise<ImportCounts['organization']> {
  const section = plan.organization;
  const stored = await trx
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', plan.organizationId)
    .executeTakeFirst();
  if (!section) return 'unchanged';
  const now = nowIso();
  if (!stored) {
    await trx
      .insertInto('organizations')
      .values({
        id: plan.organizationId,
        name: section.name,
        siren: section.identity?.siren ?? null,
        legal_form: section.identity?.legalForm ?? null,
        timezone: section.timezone ?? DEFAULT_TIMEZONE,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'created';
  }
  // Omitted organization fields keep their stored value: the section may carry only a name.
  const wanted = {
    name: section.name,
    siren: section.identity && 'siren' in section.identity ? (section.identity.siren ?? null) : stored.siren,
    legal_form:
      section.identity && 'legalForm' in section.identity
        ? (section.identity.legalForm ?? null)
        : stored.legal_form,
    timezone: section.timezone ?? stored.timezone,
  };
  if (
    wanted.name === stored.name &&
    wanted.siren === stored.siren &&
    wanted.legal_form === stored.legal_form &&
    wanted.timezone === stored.timezone
  ) {
    return 'unchanged';
  }
  await trx
    .updateTable('organizations')
    .set({ ...wanted, updated_at: now })
    .where('id', '=', plan.organizationId)
    .execute();
  return 'updated';
}

async function upsertMealVoucherConfiguration(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
): Promise<ImportCounts['mealVoucherConfiguration']> {
  const wanted = plan.mealVoucherConfiguration;
  if (!wanted) return 'absent';
  const stored = await trx
    .selectFrom('meal_voucher_configurations')
    .selectAll()
    .where('organization_id', '=', plan.organizationId)
    .executeTakeFirst();
  const row = { voucher_value: wanted.voucherValue, company_share: wanted.companyShare };
  if (!stored) {
    await trx
      .insertInto('meal_voucher_configurations')
      .values({ organization_id: plan.organizationId, ...row })
      .execute();
    return 'created';
  }
  if (
    Math.abs(stored.voucher_value - row.voucher_value) < 1e-9 &&
    Math.abs(stored.company_share - row.company_share) < 1e-9
  ) {
    return 'unchanged';
  }
  await trx
    .updateTable('meal_voucher_configurations')
    .set(row)
    .where('organization_id', '=', plan.organizationId)
    .execute();
  return 'updated';
}
