/**
 * `npm run bench -- --only scaling [--quick]` (issue 31, docs/scaling.md): many organizations of
 * 1,000 collaborators on one PostgreSQL, one product process, the load spread over every
 * organization. For each kind of request, the product and (B) (the bare queries) take turns, each
 * after a drain; printed per kind: throughput, p50/p99, the product's and PostgreSQL's CPU per
 * request, the product's RSS, and its answers served from the cache (hits) beside those computed
 * (misses). Load generator, product and ceilings each run in a process of their own.
 */
import { sql } from 'kysely';
import { collaboratorId } from '../src/seed/collaborators.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { type Ceilings, startCeilings } from './harness/ceilings.ts';
import { drained, figuresOf, type Harness, type Measured, measured } from './harness/compare.ts';
import { type CpuSpent, meterCpu, perRequest } from './harness/cpu.ts';
import { type LoadGenerator, startLoadGenerator } from './harness/load.ts';
import { answerLookups, MissCursor } from './harness/misses.ts';
import { machineLoad, type Product, startProduct, stopParties } from './harness/processes.ts';
import { sampleMemory } from './harness/rss.ts';
import { formatSpread, median } from './harness/stats.ts';
import type { RunFigures } from './harness/targets.ts';
import { organizationsToucher, seedTenants } from './phases.ts';
import { collaboratorsPage, type Sides, tenantPages } from './scenarios.ts';

export interface ScalingOptions {
  organizations: number;
  size: number;
  seconds: number;
  rounds: number;
  connections: number;
}

type Organization = { id: string; secret: string; collaborators: number };

/** One kind of request: its figures on the product and on (B), and what each request cost. */
export interface KindCost {
  name: string;
  product: RunFigures;
  bare: RunFigures;
  answers: { hits: number; misses: number };
  /** Microseconds of CPU per request, medians of the rounds. */
  cpuPerRequest: { product: number; productStore: number; bare: number; bareStore: number };
  rssMiB: number;
}

const api = (org: string, rest: string) => `/api/public/v1/organizations/${org}/${rest}`;

/** Page 1 of every organization in turn: what a fleet of integrators polling their lists asks. */
function firstPages(organizations: Organization[]): Sides {
  const pages = organizations.map((o) => collaboratorsPage(o.id, o.secret, 1));
  return { product: pages.map((p) => p.product), bare: pages.map((p) => p.bare) };
}

/** The detail of every collaborator, organizations interleaved: a different answer each time. */
function detailsAcross(organizations: Organization[], size: number): Sides {
  const sides: Required<Pick<Sides, 'product' | 'bare'>> = { product: [], bare: [] };
  for (let i = 0; i < size; i++) {
    for (const o of organizations) {
      const id = collaboratorId(i);
      sides.product.push({
        path: api(o.id, `collaborators/${id}`),
        headers: { authorization: `Bearer ${o.secret}` },
      });
      sides.bare.push({ path: `/b/collaborators/${id}?org=${o.id}` });
    }
  }
  return sides;
}

interface Run extends Measured {
  cpu: CpuSpent;
}

/** The product and (B) in turns, `rounds` times, with the CPU each request cost. */
async function costOf(
  h: Harness,
  db: Parameters<typeof meterCpu>[1],
  name: string,
  sides: Sides,
  invalidate?: () => Promise<void>,
): Promise<KindCost> {
  const cursor = invalidate ? new MissCursor(sides.product.length, invalidate) : undefined;
  const runs: { product: Run[]; bare: Run[] } = { product: [], bare: [] };
  const answers = { hits: 0, misses: 0 };
  let rssMiB = 0;
  for (let round = 0; round < h.rounds; round++) {
    for (const kind of round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const)) {
      await drained(h);
      const product = kind === 'product';
      const startAt = product ? ((await cursor?.start()) ?? 0) : 0;
      const base = product ? h.product.base : h.ceilings.base;
      const before = product ? await answerLookups(base) : undefined;
      const memory = sampleMemory(h.product.pid);
      const cpu = await meterCpu(product ? h.product.pid : h.ceilings.pid, db);
      const run = await measured(h, {
        base,
        targets: (product ? sides.product : sides.bare) ?? [],
        connections: h.connections,
        seconds: h.seconds,
        startAt,
      });
      runs[kind].push({ ...run, cpu: await cpu.stop() });
      if (!product || !before) continue;
      rssMiB = Math.max(rssMiB, memory.stop().maxRss);
      cursor?.ran(run.next);
      const after = await answerLookups(base);
      answers.hits += after.hits - before.hits;
      answers.misses += after.misses - before.misses;
    }
  }
  const per = (list: Run[], of: keyof CpuSpent) => median(list.map((r) => perRequest(r.cpu[of], r.requests)));
  const cost: KindCost = {
    name,
    product: figuresOf(runs.product),
    bare: figuresOf(runs.bare),
    answers,
    cpuPerRequest: {
      product: per(runs.product, 'productMs'),
      productStore: per(runs.product, 'storeMs'),
      bare: per(runs.bare, 'productMs'),
      bareStore: per(runs.bare, 'storeMs'),
    },
    rssMiB,
  };
  const p = cost.product;
  const c = cost.cpuPerRequest;
  console.log(
    `${name}\n  product ${formatSpread(p.rps)} req/s, p50 ${p.p50.median} ms, p99 ${formatSpread(p.p99)} ms, ` +
      `CPU/request ${c.product} µs + PostgreSQL ${c.productStore} µs, RSS ${rssMiB} MiB, ` +
      `answers ${answers.hits} hits / ${answers.misses} misses${p.failures ? `, ${p.failures} failures` : ''}` +
      `\n  (B)     ${formatSpread(cost.bare.rps)} req/s, p99 ${cost.bare.p99.median} ms, ` +
      `CPU/request ${c.bare} µs + PostgreSQL ${c.bareStore} µs  [others: ${p.othersCores ?? 0} cores]`,
  );
  return cost;
}

/** The bench database's size on disk, tables, indexes and TOAST included. */
async function databaseBytes(db: Parameters<typeof meterCpu>[1]): Promise<number> {
  if (!db) return 0;
  const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

export async function scalingBench(options: ScalingOptions) {
  const t = await createTestStore('postgres');
  const env = storeEnv(t.config);
  const asOf = todayIn('Europe/Paris');
  let product: Product | undefined;
  let ceilings: Ceilings | undefined;
  let load: LoadGenerator | undefined;
  const loadAtStart = machineLoad();
  try {
    const seeded = await seedTenants(t, { count: options.organizations, size: options.size, asOf });
    const organizations = seeded.organizations;
    console.log(
      `postgres: ${options.organizations} organizations of ${options.size} collaborators seeded in ${seeded.seconds} s`,
    );
    const storeBytes = await databaseBytes(t.store.db);
    console.log(`postgres: the database holds ${Math.round(storeBytes / 2 ** 20)} MiB`);
    product = await startProduct('postgres', env);
    ceilings = await startCeilings(env);
    load = startLoadGenerator();
    const h: Harness = {
      engine: 'postgres',
      rounds: options.rounds,
      seconds: options.seconds,
      connections: options.connections,
      product,
      ceilings,
      load,
      drains: [],
      serverRss: [],
    };
    const db = t.store.db;
    const touch = organizationsToucher(
      t,
      organizations.map((o) => o.id),
    );
    const all = tenantPages(organizations);
    // Misses first: the page-1 kind keeps page 1 of each organization, which the list of every
    // page begins with.
    const kinds = [
      await costOf(
        h,
        db,
        `every page of every organization (${all.product.length} pages), misses`,
        all,
        touch,
      ),
      await costOf(
        h,
        db,
        'detail of every collaborator, organizations interleaved, misses',
        detailsAcross(organizations, options.size),
        touch,
      ),
      await costOf(
        h,
        db,
        `page 1 of each of ${organizations.length} organizations, in turn`,
        firstPages(organizations),
      ),
    ];
    return {
      seedSeconds: seeded.seconds,
      storeBytes,
      kinds,
      machineLoad: { start: loadAtStart, end: machineLoad() },
    };
  } finally {
    await stopParties(load, ceilings, product);
    await t.drop();
  }
}
