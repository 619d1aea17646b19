import type { Kysely } from 'kysely';
import type { CollaboratorEstablishmentTable, Database } from '../db/schema.ts';
import type { UpsertCounts } from './upsert.ts';

type Period = CollaboratorEstablishmentTable;

/** Collaborators per statement: their ids in one `IN` list, their periods in one insert. */
const COLLABORATORS_PER_WRITE = 500;

const samePeriods = (stored: Period[], wanted: Period[]) =>
  stored.length === wanted.length &&
  stored.every(
    (p, i) =>
      p.establishment_id === wanted[i]?.establishment_id &&
      p.start_date === wanted[i]?.start_date &&
      p.end_date === wanted[i]?.end_date,
  );

const byStart = (a: Period, b: Period) =>
  a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0;

/**
 * Writes the establishment histories a document carries: a collaborator's history is replaced
 * whole by the document's when they differ, and left untouched when equal, so that a second
 * import changes nothing. A collaborator whose record carries no history keeps the stored one.
 * Counts are per collaborator.
 */
export class EstablishmentHistoryBatch {
  readonly counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
  private pending = new Map<string, Period[]>();

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly organizationId: string,
    private readonly fresh: boolean,
  ) {}

  async add(collaboratorId: string, periods: Period[]): Promise<void> {
    this.pending.set(collaboratorId, [...periods].sort(byStart));
    if (this.pending.size >= COLLABORATORS_PER_WRITE) await this.flush();
  }

  async flush(): Promise<void> {
    const wanted = this.pending;
    this.pending = new Map();
    if (wanted.size === 0) return;
    const stored = new Map<string, Period[]>();
    if (!this.fresh) {
      const rows = await this.trx
        .selectFrom('collaborator_establishments')
        .selectAll()
        .where('organization_id', '=', this.organizationId)
        .where('collaborator_id', 'in', [...wanted.keys()])
        .orderBy('collaborator_id')
        .orderBy('start_date')
        .execute();
      for (const row of rows)
        stored.set(row.collaborator_id, [...(stored.get(row.collaborator_id) ?? []), row]);
    }
    const replaced: string[] = [];
    const inserts: Period[] = [];
    for (const [collaboratorId, periods] of wanted) {
      const before = stored.get(collaboratorId) ?? [];
      if (samePeriods(before, periods)) {
        this.counts.unchanged++;
        continue;
      }
      if (before.length === 0) this.counts.created++;
      else {
        this.counts.updated++;
        replaced.push(collaboratorId);
      }
      inserts.push(...periods);
    }
    if (replaced.length > 0) {
      await this.trx
        .deleteFrom('collaborator_establishments')
        .where('organization_id', '=', this.organizationId)
        .where('collaborator_id', 'in', replaced)
        .execute();
    }
    // 5 columns a row: far under both engines' bound-parameter limits at 500 collaborators' periods.
    for (let i = 0; i < inserts.length; i += 5000) {
      await this.trx
        .insertInto('collaborator_establishments')
        .values(inserts.slice(i, i + 5000))
        .execute();
    }
  }
}
