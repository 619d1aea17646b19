import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FICHE_LIMITS } from '../../src/complementary-contracts/fiche/fiche-parser.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { type FicheEntryInput, ficheXml, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The largest fiche the API takes: as many one-option contracts as fit in its text limit. */
export function maximumFiche(): { xml: string; contracts: number } {
  const entries: FicheEntryInput[] = [];
  const entry = (i: number): FicheEntryInput => ({
    reference: `R${i}`,
    contractName: 'P',
    option: { code: 'O', name: 'B' },
    population: { code: 'C', name: 'A' },
  });
  const perEntry = ficheXml({ entries: [entry(100_000)] }).length - ficheXml({ entries: [] }).length;
  const count = Math.floor((FICHE_LIMITS.maxChars - 1_000) / perEntry);
  for (let i = 0; i < count; i++) entries.push(entry(i));
  return { xml: ficheXml({ entries }), contracts: count };
}

/**
 * SQLite (the engine where one process holds the store): another connection on the file that may
 * not wait tells whether a write transaction is open right now.
 */
function writeLockProbe(file: string): { held(): boolean; close(): void } {
  const probe = new SQLite(file);
  probe.pragma('busy_timeout = 0');
  return {
    held() {
      try {
        probe.exec('begin immediate');
        probe.exec('rollback');
        return false;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
        throw error;
      }
    },
    close: () => probe.close(),
  };
}

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
    const probe = writeLockProbe(`${t.testStore.config.dataDir}/hrapi.sqlite`);

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
        if (probe.held()) readsWhileWriting++;
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
