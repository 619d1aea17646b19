/**
 * A focused probe of the miss path (issue 21), small enough for a shared machine: on a kept store
 * of N collaborators (seeded once, reused by the next runs), the server in this process, then
 * `--times` rounds of "update one collaborator's phone by plain SQL, then GET page 1", each read
 * timed, then the same after a contract's end date moves (a write that does change the status
 * counts), and the warm hit; then deep pages of a filter (status=active page 300, an establishment's
 * page at nine tenths of its list) read once cold, then after each phone write. Prints medians and
 * p90, in milliseconds.
 *
 *   node --import tsx bench/first-read-probe.ts --engine sqlite|postgres [--collaborators 100000] [--times 30]
 *
 * The store is kept in /tmp (SQLite) or in the database hrapi_probe_<N> (PostgreSQL, DATABASE_URL)
 * so that the next run only migrates it; `--fresh` seeds it again.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { withLongStatements } from '../src/db/postgres-pool.ts';
import { openStore, type Store } from '../src/db/store.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';
import { startServer } from '../src/server.ts';
import { percentile } from './harness/stats.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    collaborators: { type: 'string', default: '100000' },
    times: { type: 'string', default: '30' },
    fresh: { type: 'boolean', default: false },
    /** Another kept store, e.g. a copy for a before/after comparison. */
    name: { type: 'string' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const size = Number(values.collaborators);
const times = Number(values.times);
const ORG = 'org_probe';
const storeName = values.name ?? String(size);

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The kept store's configuration, created (empty) when missing or with --fresh. */
async function probeConfig(): Promise<Config> {
  const base = loadConfig({ ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' });
  if (engine === 'sqlite') {
    const dataDir = `/tmp/hrapi-probe-sqlite-${storeName}`;
    if (values.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return { ...base, dataDir, databaseUrl: undefined };
  }
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is needed for postgres');
  const name = `hrapi_probe_${storeName}`;
  if (values.fresh) await adminQuery(admin, `drop database if exists ${name} with (force)`);
  const exists = await adminQuery(admin, `select 1 from pg_database where datname = '${name}'`);
  if (exists.rowCount === 0) await adminQuery(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { ...base, databaseUrl: url.toString() };
}

async function seeded(store: Store, config: Config) {
  const found = await store.db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', ORG)
    .executeTakeFirst();
  if (found) return;
  const started = performance.now();
  const source = seedDocument({
    collaborators: size,
    seed: 'probe',
    organizationId: ORG,
    asOf: '2026-11-25',
  });
  await withLongStatements(config.dbImportTimeoutMs, () =>
    importDocument(store, source, { organizationId: ORG, actor: CLI_ACTOR }),
  );
  console.log(`seeded ${size} in ${Math.round(performance.now() - started)} ms`);
}

const summary = (ms: number[]) =>
  `median ${percentile(ms, 50).toFixed(1)} ms, p90 ${percentile(ms, 90).toFixed(1)} ms (n=${ms.length})`;

type Reads = Record<
  | 'phonePage1'
  | 'phoneActive'
  | 'contractPage1'
  | 'contractActive'
  | 'phoneActiveDeep'
  | 'phoneEstablishmentDeep'
  | 'hits',
  number[]
>;
type Get = (path: string) => Promise<number>;
type ContractRow = { id: string; collaborator_id: string; end_date: string | null };

/** Deep pages of a filter (issue 31): status=active page 300 of 100, and an establishment's page at nine tenths of its list. */
async function deepPaths(store: Store) {
  const establishment = await store.db
    .selectFrom('collaborators')
    .select((eb) => ['establishment_id', eb.fn.countAll<number | string>().as('n')])
    .where('organization_id', '=', ORG)
    .groupBy('establishment_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const page = Math.max(1, Math.floor((Number(establishment.n) / 100) * 0.9));
  return {
    activeDeep: '/collaborators?limit=100&page=300&status=active',
    establishmentDeep: `/collaborators?limit=100&page=${page}&establishmentId=${establishment.establishment_id}`,
  };
}

/** A write no count depends on: only the page is computed again. */
async function afterPhoneWrites(
  store: Store,
  rows: ContractRow[],
  get: Get,
  reads: Reads,
  deep: { activeDeep: string; establishmentDeep: string },
) {
  for (let i = 0; i < times; i++) {
    const row = rows[i % rows.length];
    if (!row) break;
    await store.db
      .updateTable('collaborators')
      .set({ phone_number: `+33 6 ${String(Date.now() % 100_000_000).padStart(8, '0')}` })
      .where('organization_id', '=', ORG)
      .where('id', '=', row.collaborator_id)
      .execute();
    reads.phonePage1.push(await get('/collaborators?limit=20'));
    reads.phoneActive.push(await get('/collaborators?limit=20&status=active'));
    reads.phoneActiveDeep.push(await get(deep.activeDeep));
    reads.phoneEstablishmentDeep.push(await get(deep.establishmentDeep));
    reads.hits.push(await get('/collaborators?limit=20'));
  }
}

/** A contract's end date moved: the status counts are computed again, the unfiltered one not. */
async function afterContractWrites(store: Store, rows: ContractRow[], get: Get, reads: Reads) {
  const setEnd = (row: ContractRow, end: string | null) =>
    store.db
      .updateTable('contracts')
      .set({ end_date: end })
      .where('organization_id', '=', ORG)
      .where('id', '=', row.id)
      .execute();
  for (let i = 0; i < times; i++) {
    const row = rows[i % rows.length];
    if (!row) break;
    await setEnd(row, i % 2 === 0 ? (row.end_date === null ? '2099-12-31' : null) : row.end_date);
    reads.contractPage1.push(await get('/collaborators?limit=20'));
    reads.contractActive.push(await get('/collaborators?limit=20&status=active'));
  }
  for (const row of rows) await setEnd(row, row.end_date);
}

async function main() {
  const config = await probeConfig();
  const store = openStore(config);
  await migrateToLatest(store);
  await seeded(store, config);
  const key = await createApiKey(
    store.db,
    { organizationId: ORG, name: 'probe', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  const server = await startServer({ ...config, port: 0, host: '127.0.0.1', logLevel: 'silent' });
  const rows = await store.db
    .selectFrom('contracts')
    .select(['id', 'collaborator_id', 'end_date'])
    .where('organization_id', '=', ORG)
    .limit(times)
    .execute();
  const get: Get = async (path) => {
    const started = performance.now();
    const response = await fetch(`${server.address}/api/public/v1/organizations/${ORG}${path}`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const reads: Reads = {
    phonePage1: [],
    phoneActive: [],
    contractPage1: [],
    contractActive: [],
    phoneActiveDeep: [],
    phoneEstablishmentDeep: [],
    hits: [],
  };
  // Each deep page read once before the writes (their bookmarks are then kept).
  const deep = await deepPaths(store);
  const coldActiveDeep = await get(deep.activeDeep);
  const coldEstablishmentDeep = await get(deep.establishmentDeep);
  await get('/collaborators?limit=20');
  await get('/collaborators?limit=20&status=active');
  await afterPhoneWrites(store, rows, get, reads, deep);
  await afterContractWrites(store, rows, get, reads);
  console.log(
    `${engine}, ${size} collaborators, ${new Date().toISOString()}, load ${(await import('node:os')).loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`  page 1 after a phone write:             ${summary(reads.phonePage1)}`);
  console.log(`  status=active page 1 after a phone write: ${summary(reads.phoneActive)}`);
  console.log(`  status=active page 300, first read ever: ${coldActiveDeep.toFixed(1)} ms`);
  console.log(
    `  ${deep.establishmentDeep.slice(14, 40)}…, first read ever: ${coldEstablishmentDeep.toFixed(1)} ms`,
  );
  console.log(`  status=active page 300 after a phone write: ${summary(reads.phoneActiveDeep)}`);
  console.log(`  establishment's deep page after a phone write: ${summary(reads.phoneEstablishmentDeep)}`);
  console.log(`  page 1 after a contract write:          ${summary(reads.contractPage1)}`);
  console.log(`  status=active page 1 after a contract write: ${summary(reads.contractActive)}`);
  console.log(`  page 1, a hit:                          ${summary(reads.hits)}`);
  await server.stop();
  await store.close();
}

await main();
