/**
 * Other tenants' reads while one tenant imports a maximum-size fiche, on SQLite: a reader calls
 * `/healthz` and another organization's contract list back to back during the import, and the
 * latencies are printed (p50, p99, max), next to the import's own time. Stops within its budget.
 */
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { maximumFiche } from '../test/faults/stores.ts';
import { givenEstablishment } from '../test/support/hr-data.ts';
import { startTestServer } from '../test/support/server.ts';

const BUDGET_MS = 3 * 60_000;
setTimeout(() => {
  console.error(`fiche-tenants bench: over its ${BUDGET_MS / 60_000} min budget, giving up`);
  process.exit(1);
}, BUDGET_MS).unref();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const t = await startTestServer('sqlite', {
  rateLimitPerMinute: 1_000_000,
  writeRateLimitPerMinute: 1_000_000,
});
try {
  const db = t.testStore.store.db;
  const key = async (organizationId: string) => {
    await createOrganization(db, {
      id: organizationId,
      name: organizationId,
      siren: '552100554',
      legalForm: 'SAS',
    });
    return (
      await createApiKey(
        db,
        { organizationId, name: 'bench', scopes: ['org:employee:health_insurance:manage'], kind: 'partner' },
        CLI_ACTOR,
      )
    ).secret;
  };
  const importer = await key('org_fiche_bench');
  const reader = await key('org_reader_bench');
  await givenEstablishment(db, 'org_fiche_bench', { id: 'est_bench' });
  const { xml, contracts } = maximumFiche();

  const started = performance.now();
  const importing = t.api('/organizations/org_fiche_bench/complementary-contracts/fiche-parametrage', {
    key: importer,
    method: 'POST',
    body: { establishmentId: 'est_bench', ficheParametrageXml: xml },
  });
  let done = false;
  void importing.finally(() => {
    done = true;
  });
  const latencies = { healthz: [] as number[], contracts: [] as number[] };
  while (!done) {
    let at = performance.now();
    await t.api('//healthz');
    latencies.healthz.push(performance.now() - at);
    at = performance.now();
    await t.api('/organizations/org_reader_bench/complementary-contracts', { key: reader });
    latencies.contracts.push(performance.now() - at);
  }
  const response = await importing;
  console.log(
    `fiche of ${contracts} contracts: ${response.status} in ${(performance.now() - started).toFixed(0)} ms (SQLite)`,
  );
  for (const [name, values] of Object.entries(latencies)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `  other tenant ${name.padEnd(9)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
  }
} finally {
  await t.stop();
}
