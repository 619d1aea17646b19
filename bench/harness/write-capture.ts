/**
 * The SQL a single-record write runs, captured once from the product's own code path: the
 * product's app (src/app.ts, every stage of its pipeline, its routes) is built in the runner's
 * process on the store, with a Kysely plugin that records each statement, its parameters and its
 * rows, and asked for the write with `inject` (no socket) after two warm-up writes of the same
 * kind, so that what is cached per key is cached. Every statement from the request's start to its
 * answer is kept (the app is otherwise idle; an AsyncLocalStorage does not reach an injected
 * request's handlers, see `during`). Until a write's route exists, the capture falls back to
 * `writeRecord` (src/hr-data/record-write.ts) with the same record, and says so.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, QueryResult, UnknownRow } from 'kysely';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { compiledRuns } from '../../src/db/compiled-once.ts';
import type { Store } from '../../src/db/store.ts';
import { type RecordSection, writeRecord } from '../../src/hr-data/record-write.ts';
import type { CapturedStatement } from './write-templates.ts';

export interface WriteRequest {
  method: 'POST' | 'PUT';
  /** From the server's root: `/api/public/v1/organizations/{org}/absences`. */
  path: string;
  body: Record<string, unknown>;
}

export interface Captured {
  /** `route`: the product's route answered; `writeRecord`: the route is not there yet. */
  source: 'route' | 'writeRecord';
  status: number;
  statements: CapturedStatement[];
  /** The record the product wrote: the body, with the id the server gave it (a POST) or the path's. */
  record: Record<string, unknown>;
  capturedAt: number;
}

interface Recording {
  statements: CapturedStatement[];
  byQuery: Map<string, CapturedStatement>;
}

function recorder(store: Store) {
  const context = new AsyncLocalStorage<Recording>();
  /** Every statement while a request is injected: the route's context is not the caller's (below). */
  let window: Recording | undefined;
  /**
   * Every statement compiled through the plugin, by query id: one compiled once
   * (src/db/compiled-once.ts) runs again later, across transactions, without being compiled.
   */
  const compiledById = new Map<string, { sql: string; parameters: unknown[] }>();
  /**
   * The values a statement compiled once last ran with, by query id (src/db/compiled-once.ts
   * tells them): the template binds those, as it does a statement's own, not the markers.
   */
  const ranWith = new Map<string, unknown[]>();
  compiledRuns.observe = (queryId, parameters) => ranWith.set(queryId, [...parameters]);
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const compiled = store.db.getExecutor().compileQuery(args.node, args.queryId);
      compiledById.set(args.queryId.queryId, { sql: compiled.sql, parameters: [...compiled.parameters] });
      const recording = context.getStore() ?? window;
      if (recording) {
        const entry = { sql: compiled.sql, parameters: [...compiled.parameters], rows: [] };
        recording.statements.push(entry);
        recording.byQuery.set(args.queryId.queryId, entry);
      }
      return args.node;
    },
    async transformResult(args): Promise<QueryResult<UnknownRow>> {
      const recording = context.getStore() ?? window;
      if (!recording) return args.result;
      const id = args.queryId.queryId;
      let entry = recording.byQuery.get(id);
      recording.byQuery.delete(id);
      const ran = ranWith.get(id);
      ranWith.delete(id);
      // Compiled just now by compiledOnce and run with these values: the entry has its markers.
      if (entry && ran) entry.parameters = ran;
      const known = compiledById.get(id);
      if (!entry && known) {
        // Run without a compilation of its own: seen here, with the markers it was compiled with.
        entry = { sql: known.sql, parameters: ran ?? [...known.parameters], rows: [] };
        recording.statements.push(entry);
      }
      if (entry) entry.rows = args.result.rows.map((row) => ({ ...row }));
      return args.result;
    },
  };
  return {
    store: { ...store, db: store.db.withPlugin(plugin) } as Store,
    async record<T>(fn: () => Promise<T>): Promise<{ value: T; statements: CapturedStatement[] }> {
      const recording: Recording = { statements: [], byQuery: new Map() };
      const value = await context.run(recording, fn);
      // A copy: a timer the request armed keeps its context and would add to the list later.
      return { value, statements: [...recording.statements] };
    },
    /**
     * Every statement from the request's start to its answer, whatever their context: Fastify runs
     * an injected request's handlers outside the caller's asynchronous context (found: none of
     * them kept it), so the app, idle but for this request, is watched whole meanwhile.
     */
    async during<T>(fn: () => Promise<T>): Promise<{ value: T; statements: CapturedStatement[] }> {
      const recording: Recording = { statements: [], byQuery: new Map() };
      window = recording;
      try {
        const value = await fn();
        return { value, statements: [...recording.statements] };
      } finally {
        window = undefined;
      }
    },
  };
}

const pattern = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** The section writeRecord takes for a write's path. */
function sectionOf(path: string): RecordSection {
  return /\/collaborators\//.test(path) ? 'collaborators' : 'absences';
}

/**
 * Captures `sample` after the `warmUp` writes (each a write of the same kind the load sends), in
 * the product's app on `store`. `secret` is a key with every write scope.
 */
export async function captureWrite(
  store: Store,
  config: Config,
  secret: string,
  warmUp: readonly WriteRequest[],
  sample: WriteRequest,
): Promise<Captured> {
  const rec = recorder(store);
  // In memory: the capture is about SQL, the rate limiter's Redis is no part of it.
  const app = await buildApp({ config: { ...config, redisUrl: undefined }, store: rec.store, logger: false });
  try {
    await app.ready();
    const served = app.apiRoutes.some(
      (r) => r.method === sample.method && pattern(r.url).test(sample.path.split('?')[0] ?? ''),
    );
    const organizationId = /\/organizations\/([^/]+)/.exec(sample.path)?.[1] ?? '';
    const send = (w: WriteRequest) =>
      app.inject({
        method: w.method,
        url: w.path,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        payload: JSON.stringify(w.body),
      });
    if (!served) {
      // The route is not there yet: the writer the route will call, with the same record.
      const section = sectionOf(sample.path);
      const id = sample.method === 'PUT' ? sample.path.split('/').at(-1) : `abs_capture_${Date.now()}`;
      const record = { ...sample.body, id, ...(sample.method === 'POST' ? { status: 'pending' } : {}) };
      const write = (body: Record<string, unknown>) =>
        writeRecord(rec.store, organizationId, section, body, {
          actor: CLI_ACTOR,
          audit: { action: `${section}.write`, targetType: section, targetId: String(id) },
        });
      for (const [i, w] of warmUp.entries()) {
        const wid = w.method === 'PUT' ? w.path.split('/').at(-1) : `abs_warm_${Date.now()}_${i}`;
        await write({ ...w.body, id: wid, ...(w.method === 'POST' ? { status: 'pending' } : {}) });
      }
      const capturedAt = Date.now();
      const { statements } = await rec.record(() => write(record));
      return { source: 'writeRecord', status: 0, statements, record, capturedAt };
    }
    for (const w of warmUp) {
      const answer = await send(w);
      if (answer.statusCode >= 300)
        throw new Error(
          `capture: ${w.method} ${w.path} answered ${answer.statusCode} ${answer.body.slice(0, 300)}`,
        );
    }
    const capturedAt = Date.now();
    const { value: answer, statements } = await rec.during(() => send(sample));
    if (answer.statusCode >= 300)
      throw new Error(
        `capture: ${sample.method} ${sample.path} answered ${answer.statusCode} ${answer.body.slice(0, 300)}`,
      );
    const location = String(answer.headers.location ?? '');
    const answered = (() => {
      try {
        return JSON.parse(answer.body) as { id?: unknown };
      } catch {
        return {};
      }
    })();
    const id =
      sample.method === 'PUT'
        ? sample.path.split('/').at(-1)
        : location.split('/').at(-1) || (typeof answered.id === 'string' ? answered.id : undefined);
    return {
      source: 'route',
      status: answer.statusCode,
      statements,
      record: { ...sample.body, id },
      capturedAt,
    };
  } finally {
    compiledRuns.observe = undefined;
    await app.close();
  }
}
