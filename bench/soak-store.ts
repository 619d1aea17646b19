import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { ALL_SCOPES } from '../src/auth/scopes.ts';
import { loadConfig } from '../src/config.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { withLongStatements } from '../src/db/postgres-pool.ts';
import { type Engine, openStore, type Store } from '../src/db/store.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';
import { todayIn } from '../src/shared/time.ts';

export interface SoakStore {
  engine: Engine;
  description: string;
  /** What the server process needs to open this store. */
  env: NodeJS.ProcessEnv;
  organizationId: string;
  collaborators: { id: string; establishmentId: string }[];
  /** A partner key holding every scope. */
  secret: string;
  /** A fiche body for the organization's first establishment. */
  fiche: { establishmentId: string; ficheParametrageXml: string };
  drop(): Promise<void>;
}

const ORGANIZATION_ID = 'org_soak';
const FICHE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/fiche-parametrage/example-synthetic-v133.xml',
);

/** A fresh store of its own (a temporary folder, or a new PostgreSQL database), seeded, keyed. */
export async function prepareSoakStore(collaborators: number): Promise<SoakStore> {
  const adminUrl = process.env.DATABASE_URL;
  const base = loadConfig({ ...process.env, DATABASE_URL: '' });
  let env: NodeJS.ProcessEnv;
  let description: string;
  let cleanUp: () => Promise<void>;
  let config = base;
  if (adminUrl) {
    const name = `hrapi_soak_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    config = { ...base, databaseUrl: url.toString() };
    env = { DATABASE_URL: url.toString() };
    description = `database ${name}`;
    cleanUp = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-soak-'));
    config = { ...base, dataDir, databaseUrl: undefined };
    env = { HRAPI_DATA_DIR: dataDir, DATABASE_URL: '' };
    description = dataDir;
    cleanUp = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const store = openStore(config, { poolSize: 2 });
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    seeded = await seed(store, collaborators);
  } catch (error) {
    await store.close();
    await cleanUp();
    throw error;
  }
  // The server opens the store on its own; this one was only for seeding.
  await store.close();
  return {
    engine: store.engine,
    description,
    env,
    organizationId: ORGANIZATION_ID,
    ...seeded,
    drop: cleanUp,
  };
}

async function seed(store: Store, collaborators: number) {
  await migrateToLatest(store);
  const asOf = todayIn('Europe/Paris');
  const outcome = await withLongStatements(loadConfig().dbImportTimeoutMs, () =>
    importDocument(
      store,
      seedDocument({ collaborators, seed: 'soak', organizationId: ORGANIZATION_ID, asOf }),
      { organizationId: ORGANIZATION_ID, actor: CLI_ACTOR },
    ),
  );
  if (!outcome.ok) throw new Error(`the seed was refused: ${JSON.stringify(outcome.problems.slice(0, 3))}`);
  const { secret } = await createApiKey(
    store.db,
    { organizationId: ORGANIZATION_ID, name: 'soak', scopes: [...ALL_SCOPES], kind: 'partner' },
    CLI_ACTOR,
  );
  const organization = await store.db
    .selectFrom('organizations')
    .select('siren')
    .where('id', '=', ORGANIZATION_ID)
    .executeTakeFirstOrThrow();
  const establishment = await store.db
    .selectFrom('establishments')
    .select(['id', 'siret'])
    .where('organization_id', '=', ORGANIZATION_ID)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = await store.db
    .selectFrom('collaborators')
    .select(['id', 'establishment_id'])
    .where('organization_id', '=', ORGANIZATION_ID)
    .where('establishment_id', 'is not', null)
    .execute();
  const xml = fs
    .readFileSync(FICHE, 'utf8')
    .replace('SIREN="123456789"', `SIREN="${organization.siren ?? ''}"`)
    .replace('NIC="00012"', `NIC="${establishment.siret.slice(-5)}"`);
  return {
    collaborators: rows.map((row) => ({ id: row.id, establishmentId: row.establishment_id ?? '' })),
    secret,
    fiche: { establishmentId: establishment.id, ficheParametrageXml: xml },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
