import type { Kysely } from 'kysely';
import { lockChangeLog } from '../changes/change-log.ts';
import { ChangeSet } from '../changes/change-set.ts';
import type { Database } from '../db/schema.ts';
import type { Problem } from './checks.ts';
import { upsertMealVoucherConfiguration, upsertOrganization } from './company-sections.ts';
import { ContractRecords } from './contract-matching.ts';
import type {
  AbsenceInput,
  CollaboratorInput,
  EstablishmentInput,
  TeamInput,
  WorkLocationInput,
} from './document.schema.ts';
import { type DeclaredResource, hasDsnData } from './dsn-provenance.ts';
import { EstablishmentHistoryBatch } from './establishment-history.ts';
import { importChangeListeners } from './import-changes.ts';
import { type DocumentSource, readDocument } from './read.ts';
import { deleteMissingRequests, KeptContracts } from './replace.ts';
import {
  absenceRow,
  collaboratorRow,
  establishmentPeriodRows,
  establishmentRow,
  teamRow,
  workLocationRow,
} from './rows.ts';
import { type DeclaredRows, type HrTable, type KnownRow, UpsertBatch, type UpsertCounts } from './upsert.ts';
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

/** Where the writing pass stands: a new organization, one a DSN was imported into, and where warnings go. */
interface WriteContext {
  fresh: boolean;
  dsn: boolean;
  warn: (warning: Problem) => void;
  /** Where a value, contract or absence a DSN declared and the write would change goes. */
  kept: (warning: Problem) => void;
}

/**
 * One batch per table the document fills, each telling the change log what it wrote. In an
 * organization a DSN was imported into, a row keeps the values a DSN declared (dsn-provenance.ts).
 */
function openBatches(
  trx: Kysely<Database>,
  org: string,
  context: WriteContext,
  changes: ChangeSet,
  known: KnownStoredRow | undefined,
) {
  const listen = importChangeListeners(trx, org, changes);
  const { fresh } = context;
  const knownOf = (table: HrTable) => (known?.table === table ? known : undefined);
  const declared = (resource: DeclaredResource): DeclaredRows | undefined =>
    context.dsn
      ? {
          resource,
          onKept: ({ path, id, fields, month }) =>
            context.kept({
              path: path ?? id,
              message: `${fields.join(', ')}: the value the DSN of ${month} declared is kept (what a DSN declares wins over a document)`,
            }),
        }
      : undefined;
  return {
    establishments: new UpsertBatch(
      trx,
      'establishments',
      org,
      fresh,
      listen.establishments,
      declared('establishment'),
    ),
    teams: new UpsertBatch(trx, 'teams', org, fresh, listen.teams),
    collaborators: new UpsertBatch(
      trx,
      'collaborators',
      org,
      fresh,
      listen.collaborators,
      declared('collaborator'),
      knownOf('collaborators'),
    ),
    contracts: new UpsertBatch(trx, 'contracts', org, fresh, listen.contracts, declared('contract')),
    establishmentHistory: new EstablishmentHistoryBatch(trx, org, fresh),
    absences: new UpsertBatch(
      trx,
      'absences',
      org,
      fresh,
      listen.absences,
      declared('absence'),
      knownOf('absences'),
    ),
    workLocations: new UpsertBatch(
      trx,
      'work_locations',
      org,
      fresh,
      listen.workLocations,
      undefined,
      knownOf('work_locations'),
    ),
  };
}
type Batches = ReturnType<typeof openBatches>;

/** A stored row the caller read already, and its table (KnownRow, upsert.ts). */
export type KnownStoredRow = KnownRow & { table: HrTable };

export interface WriteOptions {
  replace: boolean;
  onProgress?: ((bytesRead: number) => void) | undefined;
  /** What the writing pass finds to say: values and contracts a DSN declared, a second open contract. */
  warn: (warning: Problem) => void;
  /**
   * What a DSN declared and the write wanted otherwise (kept: only a DSN changes what a DSN
   * declared). Said through `warn` unless given: a single-record write refuses it instead.
   */
  kept?: ((warning: Problem) => void) | undefined;
  /**
   * The caller took its own locks (a single-record write: lockRecordWrite, change-log.ts): the
   * change log's counter is then taken at the append, after the rows, and held only to the commit.
   */
  changeLogLocked?: boolean;
  /** Establishments of the collaborators the caller read already (ChangeSet), under its own lock. */
  knownEstablishments?: ReadonlyMap<string, string | null>;
  /** The one record's stored row, read by the caller under the record's lock: not read again. */
  knownRow?: KnownStoredRow | undefined;
  /**
   * An existing organization that holds no HR data yet is written as a new one (no stored row to
   * compare, nothing to remember): an import into an organization made empty (in the console, over
   * the API) costs what an import into a new one does. Worth its five lookups for a document only.
   */
  freshIfEmpty?: boolean;
}

/** Whether the organization holds no establishment, team, collaborator, absence or work location. */
async function holdsNoHrData(trx: Kysely<Database>, org: string): Promise<boolean> {
  for (const table of ['establishments', 'teams', 'collaborators', 'absences', 'work_locations'] as const) {
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('organization_id', '=', org)
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) return false;
  }
  return true;
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
  options: WriteOptions,
): Promise<ImportCounts> {
  const org = plan.organizationId;
  const organization = await upsertOrganization(trx, plan);
  if (!options.changeLogLocked) await lockChangeLog(trx, org);
  // Behind the change-log lock (or, for one record, an organization known to exist: no read), so
  // no other writer of the organization adds a row meanwhile.
  const fresh =
    !plan.organizationExists || (options.freshIfEmpty === true && (await holdsNoHrData(trx, org)));
  const changes = new ChangeSet(trx, org, fresh, options.knownEstablishments);
  if (organization !== 'unchanged') {
    await changes.add([{ type: 'organization.updated', resourceId: org }]);
  }
  const dsn = plan.organizationExists && (await hasDsnData(trx, org));
  const context = { fresh, dsn, warn: options.warn, kept: options.kept ?? options.warn };
  const batches = openBatches(trx, org, context, changes, options.knownRow);
  await writeRecords(trx, source, plan, batches, changes, { ...options, ...context });
  const mealVoucherConfiguration = await writeMealVouchers(trx, plan, organization, changes);
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

/** The array sections, written through their batches; then, with `replace`, what they no longer list. */
async function writeRecords(
  trx: Kysely<Database>,
  source: DocumentSource,
  plan: ValidatedDocument,
  batches: Batches,
  changes: ChangeSet,
  options: WriteOptions & WriteContext,
): Promise<void> {
  const org = plan.organizationId;
  const contractsKept = new KeptContracts(trx, org, batches.contracts, changes, options.kept);
  const kept = options.replace ? contractsKept : undefined;
  const contracts = new ContractRecords(trx, org, options, batches.contracts, kept, options.warn);
  await writeSections(source, org, { ...batches, contracts }, options.onProgress);
  await contracts.flush();
  for (const batch of Object.values(batches)) await batch.flush();
  await contractsKept.deleteOthers();
  if (options.replace) {
    batches.contracts.counts.deleted = contractsKept.deleted;
    await deleteMissingRequests(trx, plan, batches, changes, options.kept);
  }
}

/**
 * The meal-voucher configuration is company data, read with the organization's scope: a change
 * of it is an `organization.updated`, unless the organization already has one.
 */
async function writeMealVouchers(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
  organization: ImportCounts['organization'],
  changes: ChangeSet,
): Promise<ImportCounts['mealVoucherConfiguration']> {
  const outcome = await upsertMealVoucherConfiguration(trx, plan);
  if (organization === 'unchanged' && (outcome === 'created' || outcome === 'updated')) {
    await changes.add([{ type: 'organization.updated', resourceId: plan.organizationId }]);
  }
  return outcome;
}

type SectionWriters = Omit<Batches, 'contracts'> & { contracts: ContractRecords };

/** Reads the document again and hands each record, as rows, to its table's batch. */
async function writeSections(
  source: DocumentSource,
  org: string,
  batches: SectionWriters,
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
          return batches.establishments.add(
            establishmentRow(org, item.value as EstablishmentInput),
            item.path,
          );
        case 'teams':
          return batches.teams.add(teamRow(org, item.value as TeamInput));
        case 'collaborators':
          return writeCollaborator(org, item.value as CollaboratorInput, item.path, batches);
        case 'absences':
          return batches.absences.add(absenceRow(org, item.value as AbsenceInput), item.path);
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
  path: string,
  batches: SectionWriters,
): Promise<void> {
  await batches.collaborators.add(collaboratorRow(org, collaborator), path);
  await batches.contracts.add(collaborator.id, collaborator.contracts, path);
  if (collaborator.establishmentHistory !== undefined) {
    await batches.establishmentHistory.add(
      collaborator.id,
      establishmentPeriodRows(org, collaborator.id, collaborator.establishmentHistory),
    );
  }
}
