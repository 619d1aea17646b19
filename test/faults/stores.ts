import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { FICHE_LIMITS } from '../../src/complementary-contracts/fiche/fiche-parser.ts';
import { type FicheEntryInput, ficheXml } from '../support/hr-data.ts';
import type { TestStore } from '../support/store.ts';

/** The largest fiche the API takes: as many one-option contracts as fit in its text limit. */
export function maximumFiche(): { xml: string; contracts: number } {
  const entry = (i: number): FicheEntryInput => ({
    reference: `R${i}`,
    contractName: 'P',
    option: { code: 'O', name: 'B' },
    population: { code: 'C', name: 'A' },
  });
  const perEntry = ficheXml({ entries: [entry(100_000)] }).length - ficheXml({ entries: [] }).length;
  const count = Math.floor((FICHE_LIMITS.maxChars - 1_000) / perEntry);
  return { xml: ficheXml({ entries: Array.from({ length: count }, (_, i) => entry(i)) }), contracts: count };
}

/**
 * Whether some other connection has a write transaction open on the test store right now. SQLite:
 * a connection that may not wait fails to take the write lock. PostgreSQL: a session of the
 * database other than ours has been inside a transaction for a while (not one short statement).
 */
export function writeInProgress(testStore: TestStore): { held(): Promise<boolean>; close(): void } {
  if (testStore.engine === 'postgres') {
    return {
      async held() {
        const { rows } = await sql<{ open: number }>`
          select count(*) as open from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and backend_type = 'client backend'
            and xact_start < clock_timestamp() - interval '100 milliseconds'`.execute(testStore.store.db);
        return Number(rows[0]?.open ?? 0) > 0;
      },
      close() {},
    };
  }
  const probe = new SQLite(`${testStore.config.dataDir}/hrapi.sqlite`);
  probe.pragma('busy_timeout = 0');
  return {
    async held() {
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

/** Polls until a write transaction is open (then resolves true), or `done` resolves first (false). */
export async function untilWriting(
  probe: { held(): Promise<boolean> },
  done: Promise<unknown>,
  timeoutMs = 60_000,
): Promise<boolean> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  while (!finished && Date.now() < deadline) {
    // Twice in a row: a single short statement (a key's last use) is not the write we wait for.
    seen = (await probe.held()) ? seen + 1 : 0;
    if (seen === 2) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}
