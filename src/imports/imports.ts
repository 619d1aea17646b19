import type { Actor } from '../db/audit.ts';
import type { Store } from '../db/store.ts';
import type { Problem } from '../hr-data/checks.ts';
import { Conflict, notFound } from '../shared/domain-errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import type { ImportResult } from './import-job.ts';
import type { ImportRunner } from './import-runner.ts';
import {
  countLiveImports,
  failStaleImport,
  findImport,
  type HttpImportRow,
  type ImportKind,
  insertImport,
} from './imports.queries.ts';
import type { HttpImport, ImportProblem, ImportProgressPhase } from './imports.schema.ts';
import { leaseOf, staleResult } from './lease.ts';
import type { ReceivedFile } from './received-body.ts';

/**
 * Imports an organization may have waiting or running at once: each holds its body on a disk,
 * up to the cap, and they run one at a time anyway.
 */
export const MAX_WAITING_IMPORTS = 4;

/** Refuses a new import, before its body is read, while the organization has enough waiting. */
export async function assertRoomForImport(store: Store, organizationId: string): Promise<void> {
  const liveSince = new Date(Date.now() - leaseOf(store.engine)).toISOString();
  if ((await countLiveImports(store.db, organizationId, liveSince)) >= MAX_WAITING_IMPORTS) {
    throw new Conflict(
      `the organization already has ${MAX_WAITING_IMPORTS} imports queued or running: send this one once one of them has ended`,
    );
  }
}

export interface ImportRequest {
  organizationId: string;
  kind: ImportKind;
  dryRun: boolean;
  replace: boolean;
  received: ReceivedFile;
  actor: Actor;
}

/** Records the import (`queued`) and hands its file to this instance's runner, which removes it. */
export async function startImport(
  store: Store,
  runner: ImportRunner,
  request: ImportRequest,
): Promise<HttpImport> {
  const id = uuidv7();
  const { organizationId, kind, dryRun, replace, received, actor } = request;
  await insertImport(store.db, {
    id,
    organizationId,
    kind,
    dryRun,
    replace,
    byteCount: received.byteCount,
    holder: runner.holder,
    at: nowIso(),
  });
  runner.enqueue({
    id,
    organizationId,
    kind,
    dryRun,
    replace,
    file: received.file,
    folder: received.folder,
    // The job writes after the 202: the request's Idempotency-Key claim covers the start, not this later write.
    actor: { type: actor.type, id: actor.id, ...(actor.partnerApp ? { partnerApp: actor.partnerApp } : {}) },
  });
  const row = await findImport(store.db, organizationId, id);
  if (!row) throw notFound('import');
  return toImport(row);
}

/**
 * The import as the store has it, on any instance; one of another organization is not found.
 * One still `queued` or `running` whose lease ran out is failed here, once, with the reason.
 */
export async function getImport(store: Store, organizationId: string, id: string): Promise<HttpImport> {
  const row = await findImport(store.db, organizationId, id);
  if (!row) throw notFound('import');
  const ended = row.status === 'succeeded' || row.status === 'failed';
  if (ended || Date.parse(row.heartbeat_at) > Date.now() - leaseOf(store.engine)) return toImport(row);
  await failStaleImport(store.db, id, row.heartbeat_at, staleResult(row.heartbeat_at), nowIso());
  const now = await findImport(store.db, organizationId, id);
  if (!now) throw notFound('import');
  return toImport(now);
}

const DSN_PLACE = /^(?:.+: )?line (\d+)(?: \(([^)]+)\))?$/;

/** A DSN's `line 12 (S21.G00.30.001)` also as its parts. */
function withPlace(problem: Problem, kind: ImportKind): ImportProblem {
  const place = kind === 'dsn' ? DSN_PLACE.exec(problem.path) : null;
  if (!place) return { path: problem.path, message: problem.message };
  return {
    path: problem.path,
    message: problem.message,
    line: Number(place[1]),
    ...(place[2] ? { rubrique: place[2] } : {}),
  };
}

function toImport(row: HttpImportRow): HttpImport {
  const result: ImportResult | null = row.result === null ? null : JSON.parse(row.result);
  return {
    id: row.id,
    organizationId: row.organization_id,
    kind: row.kind,
    status: row.status,
    dryRun: row.dry_run === 1,
    replace: row.replace_missing === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: {
      phase: row.phase as ImportProgressPhase,
      bytesRead: Number(row.bytes_read),
      byteCount: Number(row.byte_count),
    },
    counts: (result?.counts ?? null) as HttpImport['counts'],
    ...(result?.months ? { months: result.months } : {}),
    ...(result?.norms ? { norms: result.norms } : {}),
    totalProblems: result?.totalProblems ?? 0,
    problems: (result?.problems ?? []).map((p) => withPlace(p, row.kind)),
    totalWarnings: result?.totalWarnings ?? 0,
    warnings: (result?.warnings ?? []).map((p) => withPlace(p, row.kind)),
  };
}
