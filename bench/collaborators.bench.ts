/**
 * The collaborators list at scale: 100,000 collaborators with contracts, loaded by batch inserts,
 * then the first page and deep pages timed through the real server over HTTP on 127.0.0.1.
 * SQLite always, PostgreSQL too when DATABASE_URL is set. Stops by itself within its time budget.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createApiKey } from '../src/api-keys/api-keys.ts';
import { CLI_ACTOR } from '../src/audit/audit.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import type { Database } from '../src/db/schema.ts';
import type { Engine } from '../src/db/store.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../src/seed/french-data.ts';
import { sortKey } from '../src/shared/names.ts';
import { testEngines } from '../test/support/engines.ts';
import { startTestServer } from '../test/support/server.ts';

const COLLABORATORS = Number(process.env.BENCH_COLLABORATORS ?? 100_000);
const ROUNDS = 15;
const BATCH = 500;
const ORG = 'org_bench';
const BUDGET_MS = 10 * 60_000;

setTimeout(() => {
  console.error(`collaborators bench: over its ${BUDGET_MS / 60_000} min budget, giving up`);
  process.exit(1);
}, BUDGET_MS).unref();

// The seed's French names: accents, particles and case, so the ordering keys are exercised.
const LAST = LAST_NAMES;
const FIRST = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];

/** Deterministic pseudo-random numbers, so every run loads the same data. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low bits of this generator cycle with short periods.
    return Math.floor((state / 2_147_483_648) * n);
  };
}

async function load(db: Kysely<Database>): Promise<string> {
  await createOrganization(db, { id: ORG, name: 'Bench SAS' });
  for (let e = 0; e < 10; e++) {
    await db
      .insertInto('establishments')
      .values({
        organization_id: ORG,
        id: `est_${e}`,
        name: `Site ${e}`,
        siret: `5521005540${e}`.padEnd(14, '0'),
        is_head_office: e === 0 ? 1 : 0,
        street: null,
        city: 'Paris',
        zip_code: '75002',
        country: 'fr',
      })
      .execute();
  }
  const random = generator(42);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < COLLABORATORS; start += BATCH) {
      const collaborators = [];
      const contracts = [];
      for (let i = start; i < Math.min(start + BATCH, COLLABORATORS); i++) {
        const id = `col_${i.toString().padStart(6, '0')}`;
        const last = `${LAST[random(LAST.length)] ?? 'Martin'}${random(4) === 0 ? '' : ` ${random(500)}`}`;
        const first = FIRST[random(FIRST.length)] ?? 'Anne';
        collaborators.push({
          organization_id: ORG,
          id,
          establishment_id: `est_${random(10)}`,
          is_profile_complete: 1 as const,
          personnel_number: String(i),
          title: null,
          first_name: first,
          last_name: last,
          sort_first_name: sortKey(first),
          sort_last_name: sortKey(last),
          email: `${id}@bench.example`,
          birth_name: null,
          secondary_email: null,
          phone_number: null,
          birth_date: '1990-01-01',
          birth_city: null,
          country_of_birth: 'fr',
          nationality: 'fr',
          address_street: null,
          address_city: 'Paris',
          address_zip_code: null,
          address_country: 'fr',
          seniority_date: '2020-01-01',
          social_security_number: null,
          iban: null,
          bic: null,
          manager_id: null,
          team_id: null,
        });
        // 80 % active, 10 % past, 10 % future.
        const kind = random(10);
        contracts.push({
          organization_id: ORG,
          id: `ctr_${i}`,
          collaborator_id: id,
          start_date: kind === 9 ? '2999-01-01' : '2015-01-01',
          end_date: kind === 8 ? '2016-12-31' : null,
          nature_contrat: 'permanent',
          est_cadre: 1 as const,
        });
      }
      await trx.insertInto('collaborators').values(collaborators).execute();
      await trx.insertInto('contracts').values(contracts).execute();
    }
  });
  return (
    await createApiKey(
      db,
      { organizationId: ORG, name: 'bench', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
      CLI_ACTOR,
    )
  ).secret;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function benchEngine(engine: Engine): Promise<void> {
  const t = await startTestServer(engine, { rateLimitPerMinute: 1_000_000 });
  try {
    const db = t.testStore.store.db;
    const loadStart = performance.now();
    const secret = await load(db);
    await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    console.log(
      `${engine}: loaded ${COLLABORATORS} collaborators in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );

    const totalOf = async (query: string): Promise<number> =>
      (await t.api(`/organizations/${ORG}/collaborators?${query}&limit=1`, { key: secret })).body.total;
    const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
    const active = await totalOf('status=active');
    const inEstablishment = await totalOf('establishmentId=est_3');
    const cases: [string, string][] = [
      ['first page, limit 20', 'page=1&limit=20'],
      ['last page, limit 20', `page=${lastPage(COLLABORATORS, 20)}&limit=20`],
      ['middle page, limit 100', `page=${lastPage(COLLABORATORS, 200)}&limit=100`],
      ['first page, one establishment', 'page=1&establishmentId=est_3'],
      ['last page, one establishment', `page=${lastPage(inEstablishment, 20)}&establishmentId=est_3`],
      ['first page, status=active', 'page=1&status=active'],
      ['last page, status=active', `page=${lastPage(active, 20)}&status=active`],
    ];
    console.log(`${'case'.padEnd(34)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}  items  total`);
    for (const [name, query] of cases) {
      const path = `/organizations/${ORG}/collaborators?${query}`;
      const timings: number[] = [];
      let last: { data: unknown[]; total: number } | undefined;
      for (let round = 0; round < ROUNDS + 2; round++) {
        const started = performance.now();
        const response = await t.api(path, { key: secret });
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
        last = response.body;
        if (round >= 2) timings.push(elapsed); // two warm-up calls
      }
      timings.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(34)} ${percentile(timings, 0.5).toFixed(1).padStart(10)} ${percentile(timings, 0.95)
          .toFixed(1)
          .padStart(8)}  ${String(last?.data.length).padStart(5)}  ${last?.total}`,
      );
    }
  } finally {
    await t.stop();
  }
}

for (const engine of testEngines()) await benchEngine(engine);
process.exit(0);
