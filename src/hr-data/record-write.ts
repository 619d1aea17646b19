import type { Selectable, Transaction } from 'kysely';
import { lockRecordWrite } from '../changes/change-log.ts';
import { establishmentOf } from '../changes/change-set.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { Conflict, InvalidRecord, NotFound, type Problem } from '../shared/domain-errors.ts';
import { jsonMayHoldForbiddenText } from '../shared/text.ts';
import type { Problem as DocumentProblem } from './checks.ts';
import type { DocumentSource } from './read.ts';
import type { HrTable } from './upsert.ts';
import { validateDocument } from './validate.ts';
import { writeDocument } from './write.ts';

/** The document sections a single-record write goes through, one record at a time. */
export type RecordSection = 'collaborators' | 'absences' | 'workLocations';

const TABLE_OF = {
  collaborators: 'collaborators',
  absences: 'absences',
  workLocations: 'work_locations',
} as const satisfies Record<RecordSection, HrTable>;

/**
 * The record's row as stored (`null`: there is none), as `before` read it under the record's lock:
 * the writer takes it instead of reading the row a second time. Only what cannot have changed
 * since may be given: the writer compares the columns it writes and keeps `created_at`.
 */
export type StoredRecordRow = Selectable<Database[(typeof TABLE_OF)[RecordSection]]> | null;

export interface RecordWriteOptions {
  actor: Actor;
  /**
   * Checks that need the write's transaction, after the record is found valid and before it is
   * written (an `If-Match`, an overlap, a transition): throwing one of the domain errors refuses
   * the write, and nothing is written. It runs once the other writes of this record and its
   * collaborator (and any import) wait behind this one (lockRecordWrite), so what it reads stays
   * as it is until the write commits. What it returns, when it read the record's own row: that row.
   */
  before?: (trx: Transaction<Database>) => Promise<{ stored: StoredRecordRow } | undefined>;
  /**
   * What the write adds in the same transaction once the record is written (who asked for a
   * request, who decided it), and where the caller reads back what it wrote.
   */
  after?: (trx: Transaction<Database>, written: { created: boolean; changed: boolean }) => Promise<void>;
  /** The audit entry's action and what it says beyond the counts (field names, never values). */
  audit: { action: string; targetType: string; targetId: string; details?: Record<string, unknown> };
}

export interface RecordWritten {
  created: boolean;
  /** False when the stored record already was exactly this one: nothing was written or logged. */
  changed: boolean;
  /** Kept but suspicious (a NIR or IBAN failing its check digits), by the record's JSON path. */
  warnings: Problem[];
}

/**
 * One record as a document of one section: the import's own reader, validator and writer. Its
 * element is parsed here once, as the reader would parse the text, and both passes read that.
 */
function documentOf(section: RecordSection, record: unknown): DocumentSource {
  const element = JSON.stringify([record]).slice(1, -1);
  const text = `{${JSON.stringify(section)}:[${element}]}`;
  const value: unknown = JSON.parse(element);
  const mayHoldForbiddenText = jsonMayHoldForbiddenText(element);
  return {
    size: Buffer.byteLength(text),
    async *open() {
      yield text;
    },
    parsed: { section, items: [{ section, index: 0, path: `${section}[0]`, value, mayHoldForbiddenText }] },
  };
}

/** A document path (`collaborators[0].contracts[1].startDate`) as the body's own (`contracts[1].startDate`). */
function inBody(section: RecordSection, problem: DocumentProblem): Problem {
  const prefix = `${section}[0]`;
  const rest = problem.path.startsWith(prefix) ? problem.path.slice(prefix.length) : problem.path;
  return { in: 'body', name: rest.replace(/^\./, '') || '(body)', message: problem.message };
}

/**
 * Writes one collaborator (with its contracts, replaced whole), absence or work location of an
 * existing organization through the import's validator and writer, in one transaction: the same
 * rules, the same change-log events and webhooks, the same data versions as an import. What a DSN
 * declared is never overwritten: a record that would change it is refused whole (Conflict), each
 * kept value named; the import instead keeps it and says so (docs/writes.md has the rule).
 */
export async function writeRecord(
  store: Store,
  organizationId: string,
  section: RecordSection,
  record: unknown,
  options: RecordWriteOptions,
): Promise<RecordWritten> {
  const source = documentOf(section, record);
  const plan = await validateDocument(store.db, source, { organizationId });
  if (!plan.organizationExists) throw new NotFound('organization');
  if (plan.totalProblems > 0) {
    throw new InvalidRecord(
      `the record is not valid (${plan.totalProblems} problem(s)); nothing was written`,
      plan.problems.map((p) => inBody(section, p)),
    );
  }
  return writeTransaction(store, async (trx) => {
    // Writes of this record (and its collaborator) queue here: what `before` reads is then what the
    // write replaces, on either engine, while other records' writes go on up to their first row.
    await lockRecordWrite(trx, organizationId, recordsOf(section, record));
    const seen = await options.before?.(trx);
    // Read before the first written row, which holds the organization's data version to the commit.
    const knownEstablishments = await ownersOf(trx, organizationId, section, record);
    const kept: Problem[] = [];
    const warnings = plan.warnings.map((w) => inBody(section, w));
    const counts = await writeDocument(trx, source, plan, {
      replace: section === 'collaborators',
      changeLogLocked: true,
      knownEstablishments,
      knownRow: seen && { table: TABLE_OF[section], id: recordId(record), row: seen.stored },
      warn: (warning) => warnings.push(inBody(section, warning)),
      kept: (warning) => kept.push(inBody(section, warning)),
    });
    if (kept.length > 0) {
      throw new Conflict(
        'the record would change what a DSN declared, which only a DSN changes; nothing was written',
        kept,
      );
    }
    const written = counts[section];
    const changed =
      written.created + written.updated + (written.deleted ?? 0) > 0 || contractsChanged(counts);
    await options.after?.(trx, { created: written.created > 0, changed });
    if (changed) {
      await recordAudit(trx, organizationId, options.actor, {
        action: options.audit.action,
        targetType: options.audit.targetType,
        targetId: options.audit.targetId,
        details: { created: written.created > 0, ...options.audit.details },
      });
    }
    return { created: written.created > 0, changed, warnings };
  });
}

/** The record's id, as the writer's batch keys its row. */
function recordId(record: unknown): string {
  return String((record as { id?: unknown } | null)?.id);
}

/** The records a write reads and replaces: the collaborator, and the absence or work location. */
function recordsOf(section: RecordSection, record: unknown): string[] {
  const { id, collaboratorId } = (record ?? {}) as { id?: unknown; collaboratorId?: unknown };
  const of = (kind: string, value: unknown) => (typeof value === 'string' ? [`${kind}:${value}`] : []);
  if (section === 'collaborators') return of('collaborator', id);
  return [...of('collaborator', collaboratorId), ...of(section, id)];
}

/** An absence's or work location's collaborator's establishment, which its change event carries. */
async function ownersOf(
  trx: Transaction<Database>,
  organizationId: string,
  section: RecordSection,
  record: unknown,
): Promise<ReadonlyMap<string, string | null> | undefined> {
  const { collaboratorId } = (record ?? {}) as { collaboratorId?: unknown };
  if (section === 'collaborators' || typeof collaboratorId !== 'string') return undefined;
  return establishmentOf(trx, organizationId, collaboratorId);
}

function contractsChanged(counts: Awaited<ReturnType<typeof writeDocument>>): boolean {
  const { contracts, establishmentHistory } = counts;
  return [contracts, establishmentHistory].some((c) => c.created + c.updated + (c.deleted ?? 0) > 0);
}
