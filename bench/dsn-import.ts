/**
 * `node --import tsx bench/dsn-import.ts [--individuals 10000] [--engine sqlite|postgres]
 * [--without-fiche] [--bin PATH]`: the monthly DSN import at size (issue 18). Generates one
 * declaration of N individuals with `hrapi seed --format dsn` (about 150 lines each, pay blocks
 * included), creates its organization and head office in a fresh store and imports the fiche de
 * paramétrage its affiliations point to (the project's example fiche, made out to the seeded
 * SIREN), so that every `S21.G00.70` is joined to its complementary contract, planned and written
 * (`--without-fiche`: none is, each is skipped with a warning). Then times `hrapi dsn import` (the
 * compiled `bin/hrapi`, or `--bin`, e.g. a copy of a previous build) as a separate process and
 * samples its memory. Target: 10,000 individuals (about 1.5 million lines) in under 60 s and
 * under 300 MB. Each run imports the generator's file without the insurer blocks
 * (`--without-insurer-blocks`) and with them (issue 46: contributions S21.G00.78 code 31, 79, 81),
 * each in a fresh store, and prints the ratio of time and memory (target ≤ 1.3×). Standalone: it shares nothing with bench/main.ts. PostgreSQL needs DATABASE_URL;
 * the store is dropped after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFiche } from '../src/complementary-contracts/fiche-import.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import type { Store } from '../src/db/store.ts';
import { dsnIds } from '../src/dsn/mapping.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { sampleMemory } from './harness/rss.ts';

const { values: args } = parseArgs({
  options: {
    individuals: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'sqlite' },
    /** The previous measure: no fiche, so every affiliation is skipped with a warning. */
    'without-fiche': { type: 'boolean', default: false },
    bin: { type: 'string' },
    /** As `npm run bench -- --quick` passes it: the same 10,000 individuals (the target's size; about 5 s). */
    quick: { type: 'boolean', default: false },
  },
});
const individuals = Number(args.individuals);
const engine = args.engine === 'postgres' ? 'postgres' : 'sqlite';
const BIN = path.resolve(args.bin ?? path.join(import.meta.dirname, '../bin/hrapi'));
/** The fiche whose contract `hrapi seed --format dsn` declares affiliations to (PREV-2025-0001). */
const FICHE = path.resolve(
  import.meta.dirname,
  '../test/fixtures/fiche-parametrage/example-synthetic-v133.xml',
);

function run(argv: string[], env: Record<string, string>, sample = false) {
  return new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
    seconds: number;
    peakMb: number;
  }>((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [BIN, ...argv], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = sample && child.pid ? sampleMemory(child.pid, 100) : undefined;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const peakMb = memory?.stop().peak ?? 0;
      resolve({ code, stdout, stderr, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb });
    });
  });
}

/**
 * The head office (the id the DSN import gives it, so the DSN finds it by SIRET) and the example
 * fiche made out to it: the fiche is imported for an establishment of the organization's SIREN.
 */
async function importSeedFiche(target: Store, org: string, siren: string, nic: string): Promise<void> {
  const siret = `${siren}${nic}`;
  const establishmentId = dsnIds.establishment(siret);
  await target.db
    .insertInto('establishments')
    .values({
      organization_id: org,
      id: establishmentId,
      name: `Siège (${nic})`,
      siret,
      is_head_office: 1,
      street: null,
      city: null,
      zip_code: null,
      country: 'fr',
      idcc: null,
    })
    .execute();
  const xml = fs
    .readFileSync(FICHE, 'utf8')
    .replace('SIREN="123456789"', `SIREN="${siren}"`)
    .replace('NIC="00012"', `NIC="${nic}"`);
  await importFiche(target, target.engine, org, CLI_ACTOR, { establishmentId, ficheParametrageXml: xml });
}

/** One variant: the generator's file with or without the insurer blocks, in a fresh store, imported then imported again. */
async function measure(insurer: boolean) {
  const store = await createTestStore(engine);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-bench-'));
  try {
    const env = storeEnv(store.config);
    const org = 'org_dsn_bench';
    const seeded = await run(
      [
        'seed',
        '--format',
        'dsn',
        '--months',
        '2026-03:2026-03',
        '--collaborators',
        String(individuals),
        '--seed',
        'bench',
        '--org',
        org,
        '--out',
        dir,
        '--json',
        ...(insurer ? [] : ['--without-insurer-blocks']),
      ],
      env,
    );
    if (seeded.code !== 0) throw new Error(seeded.stderr);
    const file = path.join(dir, `${org}-2026-03.dsn`);
    const text = fs.readFileSync(file, 'latin1');
    const siren = /S21\.G00\.06\.001,'(\d{9})'/.exec(text)?.[1] ?? '';
    const headNic = /S21\.G00\.06\.002,'(\d{5})'/.exec(text)?.[1] ?? '';
    const lines = text.split('\n').length - 1;
    await createOrganization(store.store.db, { id: org, name: 'DSN benchmark', siren });
    const withFiche = !args['without-fiche'];
    if (withFiche) await importSeedFiche(store.store, org, siren, headNic);
    await store.store.close();

    const imported = await run(['dsn', 'import', file, '--org', org, '--json'], env, true);
    if (imported.code !== 0) throw new Error(imported.stderr.slice(0, 2000));
    const { counts, totalWarnings, contributions } = JSON.parse(imported.stdout);
    if (withFiche && counts.affiliation.created === 0)
      throw new Error('no affiliation was written: the fiche did not match');
    if (withFiche && insurer && !(contributions?.created > 0))
      throw new Error('no contribution was written: the insurer blocks did not match');
    const again = await run(['dsn', 'import', file, '--org', org, '--json'], env, true);
    return {
      insurerBlocks: insurer,
      fiche: withFiche,
      individuals: JSON.parse(seeded.stdout).individuals,
      lines,
      megabytes: Math.round(fs.statSync(file).size / 1e5) / 10,
      import: {
        seconds: Math.round(imported.seconds * 10) / 10,
        peakRssMb: imported.peakMb,
        counts,
        contributions: contributions?.created ?? 0,
        totalWarnings,
      },
      reimport: { seconds: Math.round(again.seconds * 10) / 10, peakRssMb: again.peakMb },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await store.drop().catch(() => {});
  }
}

// Issue 46: the same individuals without the insurer blocks (the files before it) and with them, in one run.
const without = await measure(false);
const withBlocks = await measure(true);
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);
console.log(
  JSON.stringify(
    {
      engine,
      without,
      with: withBlocks,
      ratio: {
        seconds: ratio(withBlocks.import.seconds, without.import.seconds),
        peakRssMb: ratio(withBlocks.import.peakRssMb, without.import.peakRssMb),
        target: 1.3,
      },
      target: { seconds: 60, peakRssMb: 300 },
    },
    null,
    2,
  ),
);
