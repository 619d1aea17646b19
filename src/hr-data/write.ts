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
import { EstablishmentHistoryBatch } from './establishment-history.ts';
import type { IdIndex } from './id-index.ts';
import { importChangeListeners } from './import-changes.ts';
import { type DocumentSource, readDocument } from './read.ts';
import {
  absenceRow,
  collaboratorRow,
  contractRow,
  establishmentPeriodRows,
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
  /** Per collaborator whose record carries `establishmentHistory`. */
  establishmentHistory: UpsertCounts;
  absences: UpsertCounts;
  workLocations: UpsertCounts;
  mealVoucherConfiguration: 'created' | 'updated' | 'unchanged' | 'absent';
}

/** One batch per table the document fills, each telling the change log what it wrote. */
function openBatches(trx: Kysely<Database>, org: string, fresh: boolean, changes: ChangeSet) {
  const listen = importChangeListeners(trx, org, changes);
  return {
    establishments: new UpsertBatch(trx, 'establishments', org, fresh, listen.establishments),
    teams: new UpsertBatch(trx, 'teams', org, fresh, listen.teams),
    collaborators: new UpsertBatch(trx, 'collaborators', org, fresh, listen.collaborators),
    contracts: new UpsertBatch(trx, 'contracts', org, fresh, listen.contracts),
    establishmentHistory: new EstablishmentHistoryBatch(trx, org, fresh),
    absences: new UpsertBatch(trx, 'absences', org, fresh, listen.absences),
    workLocations: new UpsertBatch(trx, 'work_locations', org, fresh, listen.workLocations),
  };
}
type Batches = ReturnType<typeof openBatches>;

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
  const changes = new ChangeSet(trx, org, !plan.organizationExists);
  if (organization !== 'unchanged') {
    await changes.add([{ type: 'organization.updated', resourceId: org }]);
  }
  const batches = openBatches(trx, org, !plan.organizationExists, changes);
  const contractsKept = new KeptContracts(trx, org, batches.contracts, changes);
  await writeSections(source, org, batches, options.replace ? contractsKept : undefined, options.onProgress);
  for (const batch of Object.values(batches)) await batch.flush();
  await contractsKept.deleteOthers();
  if (options.replace) {
    batches.contracts.counts.deleted = contractsKept.deleted;
    await deleteMissingRequests(trx, plan, batches, changes);
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
    establishments: batches.establishments.counts,
    teams: batches.teams.counts,
    collaborators: batches.collaborators.counts,
    contracts: batches.contracts.counts,
    establishmentHistory: batches.establishmentHistory.counts,
    absences: batches.absences.counts,
    workLocations: batches.workLocations.counts,
    mealVoucherConfiguration,
  };
}

/** Reads the document again and hands each record, as rows, to its table's batch. */
async function writeSections(
  source: DocumentSource,
  org: string,
  batches: Batches,
  kept: KeptContracts | undefined,
  onProgress: ((bytesRead: number) => void) | undefined,
): Promise<void> {
  // Events of absences and work locations carry the establishment of a collaborator written
  // before them: a section's last batch is written before the next section starts.
  let section: string | undefined;
  const sectionBatches = (name: string | undefined) =>
    name === 'establishments'
      ? [batches.establishments]
      : name === 'collaborators'
        ? [batches.collaborators, batches.contracts, batches.establishmentHistory]
        : name === 'absences'
          ? [batches.absences]
          : name === 'workLocations'
            ? [batches.workLocations]
            : [];
  await readDocument(source, {
    problem: () => {},
    progress: onProgress,
    async item(item) {
      if (item.section !== section) {
        for (const batch of sectionBatches(section)) await batch.flush();
        section = item.section;
      }
      switch (item.section) {
        case 'establishments':
          return batches.establishments.add(establishmentRow(org, item.value as EstablishmentInput));
        case 'teams':
          return batches.teams.add(teamRow(org, item.value as TeamInput));
        case 'collaborators':
          return writeCollaborator(org, item.value as CollaboratorInput, batches, kept);
        case 'absences':
          return batches.absences.add(absenceRow(org, item.value as AbsenceInput));
        case 'workLocations':
          return batches.workLocations.add(workLocationRow(org, item.value as WorkLocationInput));
        default:
          return;
      }
    },
  });
}

/** A collaborator, its contracts and, when the record carries it, its establishment history. */
async function writeCollaborator(
  org: string,
  collaborator: CollaboratorInput,
  batches: Batches,
  kept: KeptContracts | undefined,
): Promise<void> {
  await batches.collaborators.add(collaboratorRow(org, collaborator));
  for (const contract of collaborator.contracts ?? []) {
    await batches.contracts.add(contractRow(org, collaborator.id, contract));
  }
  if (collaborator.establishmentHistory !== undefined) {
    await batches.establishmentHistory.add(
      collaborator.id,
      establishmentPeriodRows(org, collaborator.id, collaborator.establishmentHistory),
    );
  }
  if (kept && collaborator.contracts !== undefined) {
    await kept.keep(
      collaborator.id,
      collaborator.contracts.map((c) => c.contractId),
    );
  }
}

/**
 * With --replace: the contract ids each listed collaborator keeps; the others of those
 * collaborators are deleted, 500 collaborators at a time, once their batch is written.
 */
class KeptContracts {
  private kept = new Map<string, Set<string>>();
  deleted = 0;

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly org: string,
    private readonly contracts: UpsertBatch<'contracts'>,
    private readonly changes: ChangeSet,
  ) {}

  async keep(collaboratorId: string, contractIds: string[]): Promise<void> {
    this.kept.set(collaboratorId, new Set(contractIds));
    if (this.kept.size >= 500) await this.deleteOthers();
  }

  async deleteOthers(): Promise<void> {
    if (this.kept.size === 0) return;
    await this.contracts.flush();
    const kept = this.kept;
    this.kept = new Map();
    const stored = await this.trx
      .selectFrom('contracts')
      .select(['id', 'collaborator_id'])
      .where('organization_id', '=', this.org)
      .where('collaborator_id', 'in', [...kept.keys()])
      .execute();
    const staleRows = stored.filter((row) => !kept.get(row.collaborator_id)?.has(row.id));
    const stale = staleRows.map((row) => row.id);
    for (const row of staleRows) this.changes.touchCollaborator(row.collaborator_id);
    for (let i = 0; i < stale.length; i += 1000) {
      await this.trx
        .deleteFrom('contracts')
        .where('organization_id', '=', this.org)
        .where('id', 'in', stale.slice(i, i + 1000))
        .execute();
    }
    this.deleted += stale.length;
  }
}

/** With --replace: absences and work locations of a carried section that it no longer holds. */
async function deleteMissingRequests(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
  batches: Batches,
  changes: ChangeSet,
): Promise<void> {
  for (const [section, table, batch] of [
    ['absences', 'absences', batches.absences],
    ['workLocations', 'work_locations', batches.workLocations],
  ] as const) {
    if (!plan.sections.has(section)) continue;
    const deleted = await deleteMissing(trx, plan.organizationId, table, plan.ids[section]);
    batch.counts.deleted = deleted.length;
    const type = table === 'absences' ? 'absence.deleted' : 'work_location.deleted';
    await changes.add(
      deleted.map((row) => ({ type, resourceId: row.id, collaboratorId: row.collaborator_id })),
    );
  }
}

/** Deletes the organization's stored rows whose ids the document's section does not hold. */
async function deleteMissing(
  trx: Kysely<Database>,
  organizationId: string,
  table: 'absences' | 'work_locations',
  wanted: IdIndex,
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
