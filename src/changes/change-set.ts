import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import { appendChanges, type NewChange } from './change-log.ts';

/** Changes buffered before they are appended: bounds memory on imports of any size. */
const FLUSH_AT = 5000;

/**
 * The changes of one write transaction, appended as they come in chunks. A collaborator gets at
 * most one event per transaction: a contract change is a `collaborator.updated`, unless the
 * collaborator itself was created or updated by the same write. Events of absences, work
 * locations and affiliations carry their collaborator's establishment, looked up at append time
 * unless the caller gave it.
 */
export class ChangeSet {
  private buffer: NewChange[] = [];
  /** Collaborators that already have an event in this transaction. */
  private readonly logged = new Set<string>();
  /** Collaborators whose contracts changed; resolved by `finish`. */
  private readonly touched = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();

  /**
   * `fresh`: every collaborator is created by this write (a new organization), so contract changes
   * add nothing and nothing needs remembering.
   */
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly organizationId: string,
    private readonly fresh = false,
    /** Establishments of collaborators the caller read already, under a lock that keeps them so. */
    private readonly known: ReadonlyMap<string, string | null> = new Map(),
  ) {}

  async add(changes: readonly NewChange[]): Promise<void> {
    for (const change of changes) {
      if (change.type.startsWith('collaborator.') && !this.fresh) this.logged.add(change.resourceId);
      this.buffer.push(change);
    }
    if (this.buffer.length >= FLUSH_AT) await this.flush();
  }

  /** A contract of this collaborator was created, changed or deleted. */
  touchCollaborator(collaboratorId: string): void {
    if (!this.fresh) this.touched.add(collaboratorId);
  }

  /** Appends what is left, contract-only changes last. Call once, before the transaction commits. */
  async finish(): Promise<void> {
    const updated = [...this.touched].filter((id) => !this.logged.has(id));
    const owners = await establishmentsOf(this.trx, this.organizationId, updated);
    await this.add(
      updated.map((id) => ({
        type: 'collaborator.updated',
        resourceId: id,
        collaboratorId: id,
        establishmentId: owners.get(id) ?? null,
      })),
    );
    await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = [];
    const previous = this.flushing;
    const next = previous.then(() => this.appendChunk(chunk));
    this.flushing = next.catch(() => {});
    await next;
  }

  private async appendChunk(chunk: NewChange[]): Promise<void> {
    if (chunk.length === 0) return;
    const unknown = chunk
      .filter((c) => c.establishmentId === undefined && c.collaboratorId && !this.known.has(c.collaboratorId))
      .map((c) => c.collaboratorId as string);
    const owners = await establishmentsOf(this.trx, this.organizationId, [...new Set(unknown)]);
    const ownerOf = (id: string) => (this.known.has(id) ? this.known.get(id) : owners.get(id)) ?? null;
    await appendChanges(
      this.trx,
      this.organizationId,
      chunk.map((c) =>
        c.establishmentId === undefined && c.collaboratorId
          ? { ...c, establishmentId: ownerOf(c.collaboratorId) }
          : c,
      ),
    );
  }
}

const establishmentOfOne = compiledOnce(['organizationId', 'collaboratorId'] as const, (db, v) =>
  db
    .selectFrom('collaborators')
    .select(['id', 'establishment_id'])
    .where('organization_id', '=', v.organizationId)
    .where('id', '=', v.collaboratorId),
);

/** The establishment of one collaborator, as stored now (a single-record write's event carries it). */
export async function establishmentOf(
  trx: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<Map<string, string | null>> {
  const rows = await establishmentOfOne(trx, { organizationId, collaboratorId });
  return new Map(rows.map((row) => [row.id, row.establishment_id]));
}

/** The establishment of each collaborator, as stored now. */
export async function establishmentsOf(
  trx: Kysely<Database>,
  organizationId: string,
  collaboratorIds: readonly string[],
): Promise<Map<string, string | null>> {
  const owners = new Map<string, string | null>();
  for (let i = 0; i < collaboratorIds.length; i += 1000) {
    const rows = await trx
      .selectFrom('collaborators')
      .select(['id', 'establishment_id'])
      .where('organization_id', '=', organizationId)
      .where('id', 'in', collaboratorIds.slice(i, i + 1000))
      .execute();
    for (const row of rows) owners.set(row.id, row.establishment_id);
  }
  return owners;
}
