/**
 * `node --import tsx bench/dsn-round-trip.ts [--collaborators 100000] [--months 2026-05:2026-06]
 * [--engine sqlite|postgres] [--quick]`: the DSN round trip at size (issue 29). `hrapi seed --format
 * dsn` writes the months of a generated organization and the same organization as an HR data
 * document; one fresh store imports the months (`hrapi dsn import`), another the document
 * (`hrapi import`), both with the compiled `bin/hrapi`; then every page of the collaborators and
 * absences lists is read from both servers with every scope and compared byte for byte (the
 * sealed `nextCursor` and an absence's `createdAt`, the moment it was written, taken out). Exits 1 at the first page that
 * differs. `--quick` (as `npm run bench -- --quick` passes it): 2,000 collaborators. PostgreSQL
 * needs DATABASE_URL; the stores are dropped after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_SCOPES } from '../src/auth/scopes.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { storeEnv } from '../test/support/cli.ts';
import { givenKey } from '../test/support/fixtures.ts';
import { startTestServer, type TestServer } from '../test/support/server.ts';

const { values: args } = parseArgs({
  options: {
    collaborators: { type: 'string', default: '100000' },
    months: { type: 'string', default: '2026-05:2026-06' },
    engine: { type: 'string', default: 'sqlite' },
    quick: { type: 'boolean', default: false },
  },
});
const collaborators = args.quick ? 2000 : Number(args.collaborators);
const engine = args.engine === 'postgres' ? 'postgres' : 'sqlite';
const BIN = path.join(import.meta.dirname, '../bin/hrapi');
const ORG = 'org_dsn_round_trip';

function hrapi(argv: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const child = spawn(process.execPath, [BIN, ...argv], {
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) =>
        resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
      );
    },
  );
}

async function step<T extends { code: number | null; stderr: string; seconds: number }>(
  name: string,
  done: Promise<T>,
): Promise<T> {
  const result = await done;
  if (result.code !== 0) throw new Error(`${name}: exit ${result.code}\n${result.stderr.slice(0, 2000)}`);
  console.log(`${name}: ${result.seconds.toFixed(1)} s`);
  return result;
}

/** What only a DSN declares (docs/dsn.md): the HR data document carries none of it. */
function withoutDsnOnly(item: Record<string, unknown>): void {
  for (const key of ['temporaryNumber', 'returnReason', 'accidentDate']) delete item[key];
  const contract = item.currentContract;
  if (typeof contract === 'object' && contract !== null) {
    for (const key of ['conventionalStatus', 'localScheme', 'recourseReason'])
      Reflect.deleteProperty(contract, key);
  }
}

/**
 * One page as an integrator reads it, as bytes in the server's order, without what cannot be the
 * same on two servers: the sealed `nextCursor`, an absence's `createdAt`; and what only a DSN declares.
 */
async function page(server: TestServer, key: string, list: string, n: number): Promise<string> {
  const response = await fetch(
    `${server.baseUrl}/api/public/v1/organizations/${ORG}/${list}?limit=100&page=${n}`,
    { headers: { authorization: `Bearer ${key}` } },
  );
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${list} page ${n}: ${response.status} ${text.slice(0, 500)}`);
  // The cursor is sealed with the server's own key: opaque, and another on each instance.
  const body = JSON.parse(text) as { data: Record<string, unknown>[]; nextCursor?: unknown };
  delete body.nextCursor;
  if (list === 'absences') for (const absence of body.data) delete absence.createdAt;
  for (const item of body.data) withoutDsnOnly(item);
  return JSON.stringify(body);
}

// The comparison reads every page with one key: 1,000 pages for 100,000 people, past the default
// 600 requests a minute a key may make.
const servers = () => startTestServer(engine, { rateLimitPerMinute: 1_000_000 });
const [fromDsn, fromJson] = await Promise.all([servers(), servers()]);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-round-trip-'));
let failed = false;
try {
  console.log(`DSN round trip: ${collaborators} collaborators, months ${args.months}, ${engine}`);
  const seeded = await step(
    'seed',
    hrapi(
      [
        'seed',
        '--format',
        'dsn',
        '--months',
        args.months,
        '--collaborators',
        String(collaborators),
        '--seed',
        'round-trip',
        '--org',
        ORG,
        '--out',
        dir,
        '--json',
      ],
      storeEnv(fromDsn.testStore.config),
    ),
  );
  const { files, document } = JSON.parse(seeded.stdout) as { files: string[]; document: string };
  const organization = (
    JSON.parse(fs.readFileSync(document, 'utf8')) as {
      organization: { name: string; identity: { siren: string } };
    }
  ).organization;
  await createOrganization(fromDsn.testStore.store.db, {
    id: ORG,
    name: organization.name,
    siren: organization.identity.siren,
  });
  await step(
    'dsn import',
    hrapi(['dsn', 'import', ...files, '--org', ORG, '--json'], storeEnv(fromDsn.testStore.config)),
  );
  await step('JSON import', hrapi(['import', document, '--json'], storeEnv(fromJson.testStore.config)));

  const started = performance.now();
  const keys = await Promise.all(
    [fromDsn, fromJson].map(
      async (s) => (await givenKey(s.testStore.store.db, ORG, [...ALL_SCOPES], 'partner')).secret,
    ),
  );
  let pages = 0;
  for (const list of ['collaborators', 'absences']) {
    for (let n = 1; ; n++) {
      const [a, b] = await Promise.all([
        page(fromDsn, keys[0] ?? '', list, n),
        page(fromJson, keys[1] ?? '', list, n),
      ]);
      pages++;
      if (a !== b) {
        let at = 0;
        while (at < a.length && a[at] === b[at]) at++;
        const around = (text: string) => text.slice(Math.max(0, at - 300), at + 200);
        console.error(
          `${list} page ${n} differs at character ${at}:\nDSN:  …${around(a)}\nJSON: …${around(b)}`,
        );
        failed = true;
        break;
      }
      if ((JSON.parse(a) as { data: unknown[] }).data.length < 100) break;
    }
    if (failed) break;
  }
  console.log(
    `compared ${pages} pages: ${failed ? 'DIFFERENT' : 'identical'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  await Promise.all([fromDsn.stop(), fromJson.stop()]);
}
process.exit(failed ? 1 : 0);
