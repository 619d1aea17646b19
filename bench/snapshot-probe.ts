/**
 * `node --import tsx bench/snapshot-probe.ts [--engine sqlite] [--collaborators 100000]
 * [--data-dir DIR | --database-url URL] [--runs 1] [--read-kib-per-s 0] [--node-args "…"]`: the
 * server's memory while one client streams the organization's snapshot (issue 27), without the
 * rest of the sync scenario: its RSS before and at its peak (sampled every 50 ms from /proc), the
 * seconds, the bytes and their SHA-256 (the same store must give the same bytes from one version
 * of the server to the next). The server first settles for 15 s: started on a seeded store, its
 * startup passes (leaver retention) read it and raise the RSS it starts the snapshot from.
 * `--data-dir` (SQLite) or `--database-url` (PostgreSQL) keeps the seeded store between probes;
 * `--read-kib-per-s` makes the client read slowly (backpressure: the server must wait, not buffer).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { loadConfig } from '../src/config.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { type Engine, openStore } from '../src/db/store.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startProduct } from './harness/processes.ts';
import { memoryOf, type ProductHeap, productHeap } from './harness/rss.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    collaborators: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '1' },
    'read-kib-per-s': { type: 'string', default: '0' },
    'node-args': { type: 'string', default: '' },
  },
});
const engine = args.engine as Engine;
const ORG = 'org_snapshot_probe';

async function openProbeStore() {
  const kept = args['data-dir'] ?? args['database-url'];
  if (kept === undefined) return createTestStore(engine);
  const base = loadConfig({ ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' });
  if (args['data-dir']) fs.mkdirSync(args['data-dir'], { recursive: true });
  const config = args['data-dir']
    ? { ...base, dataDir: args['data-dir'], databaseUrl: undefined }
    : { ...base, databaseUrl: args['database-url'] };
  const store = openStore(config);
  await migrateToLatest(store);
  // A kept store is closed, not dropped.
  return { engine, config, store, drop: () => store.close() };
}

/** Reads the snapshot over plain HTTP, at most `kibPerS` KiB a second when not 0. */
function readSnapshot(base: string, secret: string, kibPerS: number) {
  return new Promise<{ bytes: number; sha256: string }>((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    const started = Date.now();
    const request = http.get(
      `${base}/api/public/v1/organizations/${ORG}/snapshot`,
      { headers: { authorization: `Bearer ${secret}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`snapshot answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (kibPerS <= 0) return;
          const due = started + (bytes / 1024 / kibPerS) * 1000;
          if (due <= Date.now()) return;
          response.pause();
          setTimeout(() => response.resume(), due - Date.now());
        });
        response.on('end', () => resolve({ bytes, sha256: hash.digest('hex') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const describeHeap = (h: ProductHeap) =>
  `${Math.round(h.used)}/${Math.round(h.reserved)} (${Math.round(h.newSpace)}) + ${Math.round(h.external)} MiB`;

const t = await openProbeStore();
try {
  const collaborators = Number(args.collaborators);
  const present = await t.store.db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', ORG)
    .executeTakeFirst();
  if (present === undefined) {
    const asOf = todayIn('Europe/Paris');
    const document = seedDocument({ collaborators, seed: 'snapshot', organizationId: ORG, asOf });
    await importDocument(t.store, document, { organizationId: ORG, actor: CLI_ACTOR });
  }
  const key = await createApiKey(
    t.store.db,
    { organizationId: ORG, name: 'snapshot probe', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  const nodeArgs = (args['node-args'] ?? '').split(' ').filter(Boolean);
  for (let run = 1; run <= Number(args.runs); run++) {
    const product = await startProduct(engine, storeEnv(t.config), {}, nodeArgs);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const before = memoryOf(product.pid)?.rss ?? 0;
    const heapBefore = await productHeap(product.base);
    let peak = before;
    const rss = setInterval(() => (peak = Math.max(peak, memoryOf(product.pid)?.rss ?? 0)), 50);
    // What the RSS is made of, from the product's own /metrics, at the largest heap seen.
    let heapAtPeak = heapBefore;
    const heap = setInterval(() => {
      // A sample still in flight when the product stops is simply lost.
      productHeap(product.base).then(
        (h) => {
          if (h.reserved + h.external > heapAtPeak.reserved + heapAtPeak.external) heapAtPeak = h;
        },
        () => {},
      );
    }, 250);
    const started = performance.now();
    const read = await readSnapshot(product.base, key.secret, Number(args['read-kib-per-s']));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(rss);
    clearInterval(heap);
    peak = Math.max(peak, memoryOf(product.pid)?.rss ?? 0);
    console.log(
      `${engine} snapshot of ${collaborators}: ${seconds.toFixed(1)} s, ${(read.bytes / 1e6).toFixed(1)} MB ` +
        `sha256 ${read.sha256.slice(0, 16)}; server RSS ${before} MiB before, peak ${peak} MiB; ` +
        `V8 heap used/reserved (new space) and outside it: before ${describeHeap(heapBefore)}, largest ${describeHeap(heapAtPeak)}`,
    );
    product.child.kill('SIGTERM');
    await new Promise((resolve) => product.child.once('exit', resolve));
  }
} finally {
  await t.drop();
}
process.exit(0);
