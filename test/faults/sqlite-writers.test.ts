import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { startServer } from '../../src/server.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { killAll, serveHrapi } from './processes.ts';

/**
 * Writers that overlap on one SQLite file, across processes: each waits its turn, none fails.
 * (Before: SQLITE_BUSY and SQLITE_BUSY_SNAPSHOT answered 500 within milliseconds.)
 */
const stores: TestStore[] = [];
afterEach(async () => {
  await killAll();
  for (const store of stores.splice(0)) await store.drop();
});

interface Arranged {
  store: TestStore;
  key: string;
  collaborators: string[];
  optionIds: string[];
}

/** An organization with an establishment, collaborators in it and one contract with two options. */
async function arrange(collaboratorCount: number): Promise<Arranged> {
  const store = await createTestStore('sqlite');
  stores.push(store);
  const db: Kysely<Database> = store.store.db;
  await givenOrganization(db, 'org_w');
  const key = (await givenKey(db, 'org_w', ['org:employee:health_insurance:manage'], 'partner')).secret;
  await givenEstablishment(db, 'org_w', { id: 'est_w' });
  const collaborators: string[] = [];
  for (let i = 0; i < collaboratorCount; i++) {
    const id = `col_w${i}`;
    await givenCollaborator(db, 'org_w', { id, establishment_id: 'est_w' });
    collaborators.push(id);
  }
  const { optionIds } = await givenComplementaryContract(db, 'org_w', {
    id: 'cc_w',
    optionIds: ['opt_w1', 'opt_w2'],
  });
  return { store, key, collaborators, optionIds };
}

/** Rate limits out of the way: these tests count lock waits, not throttling. */
const UNTHROTTLED = { HRAPI_RATE_LIMIT_PER_MINUTE: '1000000', HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };

const affiliationOf = (optionId: string) => ({
  establishmentId: 'est_w',
  complementaryContractId: 'cc_w',
  optionId,
  status: 'active',
});

describe('overlapping SQLite writers', () => {
  it('a server takes affiliation PUTs while `hrapi import` writes a large document: every PUT answers 200', async () => {
    const { store, key, collaborators, optionIds } = await arrange(4);
    const document = `${store.config.dataDir}/document.json`;
    const source = seedDocument({
      collaborators: 3_000,
      seed: 'writers',
      organizationId: 'org_big',
      asOf: '2026-01-15',
    });
    await pipeline(Readable.from(source.open()), fs.createWriteStream(document));
    const env = { ...storeEnv(store.config), HRAPI_WRITE_WAIT_MS: '60000' };
    const server = await serveHrapi({ ...env, ...UNTHROTTLED });

    const importing = runCli(['import', document, '--json'], env);
    let done = false;
    void importing.finally(() => {
      done = true;
    });
    const statuses: number[] = [];
    await Promise.all(
      collaborators.map(async (collaborator, w) => {
        for (let i = 0; !done; i++) {
          const response = await callApi(
            server.baseUrl,
            `/organizations/org_w/collaborators/${collaborator}/affiliations`,
            {
              key,
              method: 'PUT',
              body: affiliationOf(optionIds[(i + w) % 2] ?? ''),
            },
          );
          statuses.push(response.status);
        }
      }),
    );
    const imported = await importing;
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout).counts.collaborators.created).toBe(3_000);
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);

  it('`hrapi serve --workers 2` with 8 concurrent writers, bulk and per collaborator: every write answers 200', async () => {
    const { store, key, collaborators, optionIds } = await arrange(8);
    const server = await serveHrapi({ ...storeEnv(store.config), ...UNTHROTTLED }, 2);
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 25; i++) {
          const optionId = optionIds[(i + w) % 2] ?? '';
          const response =
            w % 2 === 0
              ? await callApi(server.baseUrl, '/organizations/org_w/complementary-contracts/affiliations', {
                  key,
                  method: 'PUT',
                  body: {
                    establishmentId: 'est_w',
                    affiliations: collaborators.map((employeeId) => ({
                      employeeId,
                      complementaryContractId: 'cc_w',
                      optionId,
                      status: 'active',
                    })),
                  },
                })
              : await callApi(
                  server.baseUrl,
                  `/organizations/org_w/collaborators/${collaborators[w] ?? ''}/affiliations`,
                  { key, method: 'PUT', body: affiliationOf(optionId) },
                );
          statuses.push(response.status);
        }
      }),
    );
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});

describe('a write that waits past HRAPI_WRITE_WAIT_MS', () => {
  it('answers 503 service_unavailable with Retry-After, keeps serving reads meanwhile, and writes once the lock is free', async () => {
    const { store, key, collaborators, optionIds } = await arrange(1);
    const server = await startServer({ ...store.config, writeWaitMs: 300, port: 0, host: '127.0.0.1' });
    const path = `/organizations/org_w/collaborators/${collaborators[0] ?? ''}/affiliations`;
    const put = () =>
      callApi(server.address, path, { key, method: 'PUT', body: affiliationOf(optionIds[0] ?? '') });
    // Another process's long write, as `hrapi import` would hold it.
    const other = new SQLite(`${store.config.dataDir}/hrapi.sqlite`);
    try {
      other.exec('begin immediate');
      const before = await store.store.db.selectFrom('affiliations').selectAll().execute();
      const started = Date.now();
      const [refused, health] = await Promise.all([put(), callApi(server.address, '//healthz')]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('service_unavailable');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(health.status).toBe(200);
      expect(await store.store.db.selectFrom('affiliations').selectAll().execute()).toEqual(before);
      other.exec('rollback');
      expect((await put()).status).toBe(200);
    } finally {
      other.close();
      await server.stop();
    }
  }, 60_000);
});
