/**
 * The steps of a benchmark that are more than one comparison: seeding many organizations, walking
 * the change feed, the first read after each write, and mixed load.
 */

import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { decodeCursor } from '../src/changes/cursor.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { withLongStatements } from '../src/db/postgres-pool.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';
import type { TestStore } from '../test/support/store.ts';
import { drained, figuresOf, type Harness, line, type Measured, mixedRun } from './harness/compare.ts';
import type { LoadTarget } from './harness/load.ts';
import { timedGet } from './harness/processes.ts';
import { percentile } from './harness/stats.ts';
import type { EngineFigures } from './harness/targets.ts';

export type Write = () => Promise<number>;

/** One UPDATE of one collaborator's row, as an import or an operator writes: every collaborators
 * answer depends on it, so it is the write that costs reads the most. */
export function collaboratorWriter(t: TestStore, organizationId: string, ids: string[]): Write {
  let n = 0;
  return async () => {
    const id = ids[n % ids.length] as string;
    n += 1;
    const started = performance.now();
    await t.store.db
      .updateTable('collaborators')
      .set({ phone_number: `+33 6 ${String(n % 100_000_000).padStart(8, '0')}` })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
    return performance.now() - started;
  };
}

/**
 * Makes every answer of these organizations new to the product: one collaborator's phone number
 * written in each, which moves the `people` version every collaborators answer is keyed by (the
 * totals, keyed by `membership`, stay kept, as after any such write).
 */
export function organizationsToucher(t: TestStore, organizationIds: readonly string[]) {
  let n = 0;
  return async () => {
    n += 1;
    const db = t.store.db;
    for (const organizationId of organizationIds) {
      await db
        .updateTable('collaborators')
        .set({ phone_number: `+33 7 ${String(n % 100_000_000).padStart(8, '0')}` })
        .where('organization_id', '=', organizationId)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('collaborators')
            .select((m) => m.fn.min('id').as('id'))
            .where('organization_id', '=', organizationId),
        )
        .execute();
    }
  };
}

/** Many small organizations, seeded in the runner through the import's own code, a key each. */
export async function seedTenants(t: TestStore, options: { count: number; size: number; asOf: string }) {
  const organizations: { id: string; secret: string; collaborators: number }[] = [];
  const started = performance.now();
  for (let i = 0; i < options.count; i++) {
    const id = `org_bench_t${String(i).padStart(2, '0')}`;
    const source = seedDocument({
      collaborators: options.size,
      seed: `tenant-${i}`,
      organizationId: id,
      asOf: options.asOf,
    });
    await withLongStatements(t.config.dbImportTimeoutMs, () =>
      importDocument(t.store, source, { organizationId: id, actor: CLI_ACTOR }),
    );
    const key = await createApiKey(
      t.store.db,
      { organizationId: id, name: 'bench', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
      CLI_ACTOR,
    );
    organizations.push({ id, secret: key.secret, collaborators: options.size });
  }
  return { organizations, seconds: Math.round((performance.now() - started) / 1000) };
}

/** The feed's first pages, walked as a client would: each page's cursor and the position it holds. */
export async function walkFeed(organizationUrl: string, secret: string, pages: number) {
  const organizationId = organizationUrl.split('/').pop() ?? '';
  const walked: { cursor: string | undefined; seq: number }[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) {
    walked.push({ cursor, seq: cursor ? (decodeCursor(organizationId, cursor) ?? 0) : 0 });
    const url = `${organizationUrl}/changes?limit=100${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
    const page = JSON.parse((await timedGet(url, secret)).body) as { nextCursor: string; hasMore: boolean };
    if (!page.hasMore) break;
    cursor = page.nextCursor;
  }
  return walked;
}

function latencies(list: number[]) {
  return {
    samples: list.length,
    p50: Math.round(percentile(list, 50) * 10) / 10,
    p99: Math.round(percentile(list, 99) * 10) / 10,
    max: Math.round(Math.max(...list) * 10) / 10,
  };
}

/** `times` writes followed by one timed read of page 1, and as many followed by a deep page, alternated. */
export async function firstReadsAfterWrites(
  h: Harness,
  write: Write,
  targets: { page1: LoadTarget; deep: LoadTarget },
  secret: string,
  times: number,
) {
  const ms: { page1: number[]; deep: number[] } = { page1: [], deep: [] };
  for (let i = 0; i < times * 2; i++) {
    await drained(h);
    await write();
    const which = i % 2 === 0 ? 'page1' : 'deep';
    ms[which].push((await timedGet(`${h.product.base}${targets[which].path}`, secret)).ms);
  }
  return { page1: latencies(ms.page1), deep: latencies(ms.deep) };
}

const PLANS = [
  ['noWrite', undefined, 'no write'],
  ['every1s', 1000, 'a write every 1 s'],
  ['every100ms', 100, 'a write every 100 ms'],
] as const;

/** Page 1 under load with no write, a write every second, a write every 100 ms: alternated, repeated. */
export async function mixedLoad(h: Harness, page1: LoadTarget, write: Write) {
  const runs = { noWrite: [] as Measured[], every1s: [] as Measured[], every100ms: [] as Measured[] };
  const writes: Record<string, { writes: number; writeP99: number }[]> = { every1s: [], every100ms: [] };
  let rss = 0;
  for (let round = 0; round < h.rounds; round++) {
    for (let i = 0; i < PLANS.length; i++) {
      const [kind, everyMs] = PLANS[(i + round) % PLANS.length] as (typeof PLANS)[number];
      const run = await mixedRun(h, page1, write, everyMs);
      runs[kind].push(run.result);
      if (kind !== 'noWrite') writes[kind]?.push({ writes: run.writes, writeP99: run.writeP99 });
      rss = Math.max(rss, run.rss);
    }
  }
  const figures: NonNullable<EngineFigures['mixed']> = {
    noWrite: figuresOf(runs.noWrite),
    every1s: figuresOf(runs.every1s),
    every100ms: figuresOf(runs.every100ms),
  };
  h.serverRss.push({ scenario: 'mixed load', maxMiB: rss });
  for (const [kind, , label] of PLANS) line(h.engine, `page 1, ${label}`, { product: figures[kind] });
  return { figures, writes };
}
