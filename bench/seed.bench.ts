/**
 * Seeds N collaborators (default 100,000) into a fresh organization of the configured store
 * (DATABASE_URL, else the SQLite store of HRAPI_DATA_DIR), through the import path, and reports
 * the time, the rows per second and the peak memory of the process. Then imports the same
 * organization again, which must change nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/seed.bench.ts 100000
 */
import { SYSTEM_ACTOR } from '../src/audit/audit.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openStore } from '../src/db/store.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';

const collaborators = Number(process.argv[2] ?? 100_000);
const organizationId = `org_bench_${Date.now()}`;
const store = openStore(loadConfig(), { poolSize: 2 });

try {
  await migrateToLatest(store);
  const source = seedDocument({ collaborators, seed: 'bench', organizationId, asOf: '2026-03-16' });
  for (const run of ['seed', 're-import'] as const) {
    const started = performance.now();
    const outcome = await importDocument(store, source, { actor: SYSTEM_ACTOR });
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
    const c = outcome.counts;
    const rows = [
      c.establishments,
      c.teams,
      c.collaborators,
      c.contracts,
      c.absences,
      c.workLocations,
    ].reduce((sum, s) => sum + s.created + s.updated + s.unchanged, 0);
    process.stdout.write(
      `${run.padEnd(9)} ${store.engine}: ${collaborators} collaborators, ${rows} rows in ${seconds.toFixed(1)} s ` +
        `(${Math.round(rows / seconds)} rows/s), created ${c.collaborators.created}, ` +
        // maxRSS is the kernel's high-water mark (KiB): a sampler would miss peaks, since the
        // SQLite driver is synchronous and timers seldom run during an import.
        `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB\n`,
    );
  }
} finally {
  await store.close();
}
