import { afterEach, describe, expect, it } from 'vitest';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { maximumFiche, writeInProgress } from './stores.ts';

describe('a maximum-size fiche on SQLite', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  it('leaves other tenants’ reads answering while it writes: they complete between its write batches', async () => {
    t = await startTestServer('sqlite', {
      rateLimitPerMinute: 1_000_000,
      writeRateLimitPerMinute: 1_000_000,
    });
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_big_fiche');
    await givenEstablishment(db, 'org_big_fiche', { id: 'est_big' });
    const importer = (
      await givenKey(db, 'org_big_fiche', ['org:employee:health_insurance:manage'], 'partner')
    ).secret;
    await givenOrganization(db, 'org_reader');
    const reader = (await givenKey(db, 'org_reader', ['org:employee:health_insurance:manage'], 'partner'))
      .secret;
    const { xml, contracts } = maximumFiche();
    expect(contracts).toBeGreaterThan(3_000);
    const probe = writeInProgress(t.testStore);

    const server = t;
    const answered = server.api('/organizations/org_big_fiche/complementary-contracts/fiche-parametrage', {
      key: importer,
      method: 'POST',
      body: { establishmentId: 'est_big', ficheParametrageXml: xml },
    });
    let finished = false;
    void answered.finally(() => {
      finished = true;
    });
    let readsWhileWriting = 0;
    try {
      while (!finished) {
        const read = await server.api('/organizations/org_reader/complementary-contracts', { key: reader });
        expect(read.status).toBe(200);
        if (await probe.held()) readsWhileWriting++;
      }
    } finally {
      probe.close();
    }
    const imported = await answered;
    expect(imported.status).toBe(200);
    expect(imported.body.data.created).toHaveLength(contracts);
    // A write that never yields answers no other request until it commits.
    expect(readsWhileWriting).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
