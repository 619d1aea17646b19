import type { Kysely } from 'kysely';
import type { ChangeSet } from '../changes/change-set.ts';
import type { Database } from '../db/schema.ts';
import type { Problem } from './checks.ts';
import { declaredMonths, newestMonth } from './dsn-provenance.ts';
import type { IdIndex } from './id-index.ts';
import type { UpsertBatch, UpsertCounts } from './upsert.ts';
import type { ValidatedDocument } from './validate.ts';

// What `--replace` deletes: the organization's rows that the document no longer lists, except
// those a DSN declared: the payroll's filing is the reference for them, and only a DSN changes them.

/**
 * With --replace: the contract ids each listed collaborator keeps; the others of those
 * collaborators are deleted, 500 collaborators at a time, once their batch is written. A contract
 * a DSN declared is kept, with a warning.
 */
export class KeptContracts {
  private kept = new Map<string, { ids: Set<string>; path: string }>();
  deleted = 0;

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly org: string,
    private readonly contracts: UpsertBatch<'contracts'>,
    private readonly changes: ChangeSet,
    private readonly warn: (warning: Problem) => void,
  ) {}

  /** `path`: the collaborator's JSON path. */
  async keep(collaboratorId: string, contractIds: string[], path: string): Promise<void> {
    this.kept.set(collaboratorId, { ids: new Set(contractIds), path });
    if (this.kept.size >= 500) await this.deleteOthers();
  }

  async deleteOthers(): Promise<void> {
    if (this.kept.size === 0) return;
    await this.contracts.flush();
    const kept = this.kept;
    this.kept = new Map();
    const stored = await this.trx
      .selectFrom('contracts')
      .select(['id', 'collaborator_id', 'start_date'])
      .where('organization_id', '=', this.org)
      .where('collaborator_id', 'in', [...kept.keys()])
      .execute();
    const unlisted = stored.filter((row) => !kept.get(row.collaborator_id)?.ids.has(row.id));
    const declared = await declaredMonths(
      this.trx,
      this.org,
      'contract',
      unlisted.map((row) => row.id),
    );
    const staleRows = unlisted.filter((row) => !declared.has(row.id));
    for (const row of unlisted) {
      const months = declared.get(row.id);
      if (!months) continue;
      this.warn({
        path: `${kept.get(row.collaborator_id)?.path ?? 'collaborators'}.contracts`,
        message: `contract ${row.id} (from ${row.start_date}, declared by the DSN of ${newestMonth(months)}) is not in the document: kept, since only a DSN changes what a DSN declared`,
      });
    }
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
export async function deleteMissingRequests(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
  batches: { absences: { counts: UpsertCounts }; workLocations: { counts: UpsertCounts } },
  changes: ChangeSet,
  warn: (warning: Problem) => void,
): Promise<void> {
  for (const [section, table, batch] of [
    ['absences', 'absences', batches.absences],
    ['workLocations', 'work_locations', batches.workLocations],
  ] as const) {
    if (!plan.sections.has(section)) continue;
    const { deleted, declared } = await deleteMissing(trx, plan.organizationId, table, plan.ids[section]);
    if (declared > 0) {
      warn({
        path: section,
        message: `${declared} absence(s) a DSN declared are not in the document: kept, since only a DSN changes what a DSN declared`,
      });
    }
    batch.counts.deleted = deleted.length;
    const type = table === 'absences' ? 'absence.deleted' : 'work_location.deleted';
    await changes.add(
      deleted.map((row) => ({ type, resourceId: row.id, collaboratorId: row.collaborator_id })),
    );
  }
}

/**
 * Deletes the organization's stored rows whose ids the document's section does not hold, except
 * absences a DSN declared, which it counts.
 */
async function deleteMissing(
  trx: Kysely<Database>,
  organizationId: string,
  table: 'absences' | 'work_locations',
  wanted: IdIndex,
): Promise<{ deleted: { id: string; collaborator_id: string }[]; declared: number }> {
  const deleted: { id: string; collaborator_id: string }[] = [];
  let declared = 0;
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
    if (page.length === 0) return { deleted, declared };
    after = page[page.length - 1]?.id ?? after;
    const unlisted = page.filter((row) => !wanted.has(row.id));
    const months =
      table === 'absences'
        ? await declaredMonths(
            trx,
            organizationId,
            'absence',
            unlisted.map((row) => row.id),
          )
        : new Map();
    declared += months.size;
    const staleRows = unlisted.filter((row) => !months.has(row.id));
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
