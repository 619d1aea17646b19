import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDocument } from '../../src/seed/document.ts';
import { storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenCollaborator,
  givenComplementaryContract,
  givenEmployees,
  givenEstablishment,
} from '../support/hr-data.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { killAll, serveHrapi, startHrapi } from './processes.ts';
import { maximumFiche, untilWriting, writeInProgress } from './stores.ts';

/**
 * `kill -9` in the middle of a write: the store afterwards holds all of it or none of it. Each test
 * kills the real process while its write transaction is open, then compares the store with what
 * it held before.
 */
const UNTHROTTLED = { HRAPI_RATE_LIMIT_PER_MINUTE: '1000000', HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };

describe.each(testEngines())('kill -9 mid write on %s', (engine) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await killAll();
    await store?.drop();
    store = undefined;
  });

  async function arranged(): Promise<{ store: TestStore; key: string }> {
    store = await createTestStore(engine);
    const db = store.store.db;
    await givenOrganization(db, 'org_k');
    await givenEstablishment(db, 'org_k', { id: 'est_k' });
    const key = (await givenKey(db, 'org_k', ['org:employee:health_insurance:manage'], 'partner')).secret;
    return { store, key };
  }

  const contractsOf = async (s: TestStore) =>
    (
      await s.store.db
        .selectFrom('complementary_contracts as c')
        .leftJoin('complementary_contract_options as o', (join) =>
          join.onRef('o.organization_id', '=', 'c.organization_id').onRef('o.contract_id', '=', 'c.id'),
        )
        .select(['c.id', 'c.contract_reference', 'c.contract_name', 'o.id as option_id', 'o.option_code'])
        .where('c.organization_id', '=', 'org_k')
        .orderBy('c.id')
        .orderBy('o.id')
        .execute()
    ).map((r) => JSON.stringify(r));

  const affiliationsOf = async (s: TestStore) =>
    (
      await s.store.db
        .selectFrom('affiliations')
        .select(['id', 'collaborator_id', 'contract_id', 'option_id', 'status'])
        .where('organization_id', '=', 'org_k')
        .orderBy('id')
        .execute()
    ).map((r) => JSON.stringify(r));

  it('the server killed mid fiche import: the contracts are as before, or the whole fiche', async () => {
    const { store, key } = await arranged();
    await givenComplementaryContract(store.store.db, 'org_k', { id: 'cc_kept', reference: 'KEPT' });
    const before = await contractsOf(store);
    const server = await serveHrapi({ ...storeEnv(store.config), ...UNTHROTTLED });
    const { xml, contracts } = maximumFiche();
    const answered = callApi(
      server.baseUrl,
      '/organizations/org_k/complementary-contracts/fiche-parametrage',
      {
        key,
        method: 'POST',
        body: { establishmentId: 'est_k', ficheParametrageXml: xml },
      },
    ).catch(() => undefined);
    const probe = writeInProgress(store);
    try {
      expect(await untilWriting(probe, answered)).toBe(true);
    } finally {
      probe.close();
    }
    await server.kill();

    const after = await contractsOf(store);
    if (after.length !== before.length) {
      expect(after.length).toBe(before.length + contracts);
      expect(after).toEqual(expect.arrayContaining(before));
    } else {
      expect(after).toEqual(before);
    }
  }, 120_000);

  it('the server killed mid bulk affiliation PUT: the affiliations are as before, or the whole list', async () => {
    const { store, key } = await arranged();
    const db = store.store.db;
    await givenComplementaryContract(db, 'org_k', { id: 'cc_k', optionIds: ['ok1', 'ok2'] });
    const template = await givenCollaborator(db, 'org_k', { id: 'col_tpl', establishment_id: 'est_k' });
    const ids = Array.from({ length: 20_000 }, (_, i) => `col_k${i}`);
    await givenEmployees(db, template, ids);
    const listed = (optionId: string) =>
      ids.map((employeeId) => ({ employeeId, complementaryContractId: 'cc_k', optionId, status: 'active' }));
    const server = await serveHrapi({ ...storeEnv(store.config), ...UNTHROTTLED });
    const put = (optionId: string) =>
      callApi(server.baseUrl, '/organizations/org_k/complementary-contracts/affiliations', {
        key,
        method: 'PUT',
        body: { establishmentId: 'est_k', affiliations: listed(optionId) },
      });
    expect((await put('ok1')).status).toBe(200);
    const before = await affiliationsOf(store);

    const answered = put('ok2').catch(() => undefined);
    const probe = writeInProgress(store);
    try {
      expect(await untilWriting(probe, answered)).toBe(true);
    } finally {
      probe.close();
    }
    await server.kill();

    const after = await affiliationsOf(store);
    const options = new Set(after.map((row) => JSON.parse(row).option_id));
    expect(after).toHaveLength(ids.length);
    if (options.has('ok2')) expect([...options]).toEqual(['ok2']);
    else expect(after).toEqual(before);
  }, 180_000);

  it('`hrapi import` killed mid import: the organization is absent, or all of it is there', async () => {
    store = await createTestStore(engine);
    const document = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-doc-')), 'doc.json');
    const source = seedDocument({
      collaborators: 3_000,
      seed: 'kill',
      organizationId: 'org_killed',
      asOf: '2026-01-15',
    });
    await pipeline(Readable.from(source.open()), fs.createWriteStream(document));
    const counted = async (s: TestStore) => {
      const row = await s.store.db
        .selectFrom('collaborators')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organization_id', '=', 'org_killed')
        .executeTakeFirstOrThrow();
      const organization = await s.store.db
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', 'org_killed')
        .executeTakeFirst();
      return { collaborators: Number(row.n), organization: organization !== undefined };
    };
    expect(await counted(store)).toEqual({ collaborators: 0, organization: false });

    const importing = startHrapi(['import', document, '--json'], {
      ...storeEnv(store.config),
      LOG_LEVEL: 'silent',
    });
    const probe = writeInProgress(store);
    try {
      expect(await untilWriting(probe, importing.exited)).toBe(true);
    } finally {
      probe.close();
    }
    await importing.kill();
    fs.rmSync(path.dirname(document), { recursive: true, force: true });

    const after = await counted(store);
    expect([
      { collaborators: 0, organization: false },
      { collaborators: 3_000, organization: true },
    ]).toContainEqual(after);
  }, 120_000);
});
