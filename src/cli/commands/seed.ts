import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { CLI_ACTOR } from '../../db/audit.ts';
import { withLongStatements } from '../../db/postgres-pool.ts';
import { importDocument } from '../../hr-data/import.ts';
import { findOrganization } from '../../organizations/organizations.queries.ts';
import { DEMO_SEED, demoMonths } from '../../seed/demo-files.ts';
import { type SeedOptions, seedDocument } from '../../seed/document.ts';
import { monthSpan, type StoredEstablishment, writeDsnSeed } from '../../seed/dsn-files.ts';
import { DEMO_ORGANIZATION_ID } from '../../seed/first-start.ts';
import { isCalendarDate } from '../../shared/calendar/calendar-dates.ts';
import { isValidId } from '../../shared/ids.ts';
import { todayIn } from '../../shared/time.ts';
import { withStore } from '../context.ts';
import { output, UsageError } from '../output.ts';
import { progressBar, report } from './import.ts';

export const MAX_SEED_COLLABORATORS = 1_000_000;

/** The organization a seed lands in when none is named: one per seed, so re-seeding is idempotent. */
export function defaultSeedOrganization(seed: string): string {
  return `org_seed_${seed.replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 64);
}

/** A word the shell reads back as `text`. */
const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The organization of the store a DSN seed writes for, with its establishments; undefined when absent. */
async function storedTarget(
  organizationId: string,
): Promise<
  { existing: NonNullable<SeedOptions['existing']>; establishments: StoredEstablishment[] } | undefined
> {
  return withStore(async (store) => {
    const existing = await findOrganization(store.db, organizationId);
    if (!existing) return undefined;
    const rows = await store.db
      .selectFrom('establishments')
      .select(['siret', 'is_head_office', 'street', 'zip_code', 'city'])
      .where('organization_id', '=', organizationId)
      .orderBy('siret')
      .execute();
    const establishments = rows.map((r) => ({
      siret: r.siret,
      isHeadOffice: Boolean(r.is_head_office),
      street: r.street,
      zipCode: r.zip_code,
      city: r.city,
    }));
    return { existing, establishments };
  });
}

/** `hrapi seed --format dsn`: into an organization of the store, its SIREN and SIRETs; the demo's own people and months. */
async function seedDsn(
  out: ReturnType<typeof output>,
  options: {
    collaborators: number;
    organizationId: string;
    asOf: string;
    seed: string;
    seedIsDefault: boolean;
    org?: string;
    months?: string;
    out?: string;
    withoutInsurerBlocks?: boolean;
  },
): Promise<void> {
  const { collaborators, organizationId, asOf } = options;
  const stored = options.org === undefined ? undefined : await storedTarget(organizationId);
  const demo = organizationId === DEMO_ORGANIZATION_ID && stored !== undefined;
  const seed = demo && options.seedIsDefault ? DEMO_SEED : options.seed;
  const span = options.months ?? (demo ? undefined : '');
  const months = span === undefined ? demoMonths(asOf) : monthSpan(span);
  if (months === null) throw new UsageError('--format dsn needs --months YYYY-MM:YYYY-MM (at most 10 years)');
  if (options.out === undefined) throw new UsageError('--format dsn needs --out DIR');
  const written = await writeDsnSeed(
    {
      collaborators,
      seed,
      organizationId,
      asOf,
      months,
      existing: stored?.existing,
      insurerBlocks: !options.withoutInsurerBlocks,
    },
    options.out,
    stored?.establishments,
  );
  out.result({ organizationId, seed, ...written }, () => [
    `wrote ${written.files.length} monthly DSN(s) of ${written.individuals} individuals, ${written.fiche} and ${written.document}`,
    ...written.files.map((f) => `  ${f}`),
    stored
      ? `import them: hrapi dsn import ${written.files.join(' ')}`
      : `create its organization, then import them: hrapi org create --id ${organizationId} --name ${shellWord(written.name)} --siren ${written.siren} && hrapi dsn import ${written.files.join(' ')}`,
  ]);
}

export function registerSeedCommand(program: Command): void {
  program
    .command('seed')
    .description('generate a realistic French organization and import it (or write it with --out)')
    .option('--collaborators <n>', 'number of collaborators', '300')
    .option('--seed <s>', 'seed of the generator: the same seed gives the same organization', 'hrapi')
    .option('--org <id>', 'organization id (default org_seed_<seed>)')
    .option('--as-of <date>', 'reference day for past, active and future contracts (default today, Paris)')
    .option(
      '--out <file>',
      'write the HR data document to this file instead of importing it (a folder with --format dsn)',
    )
    .option(
      '--format <format>',
      'json (the HR data document) or dsn (one monthly DSN per month, with --months and --out)',
      'json',
    )
    .option('--months <from:to>', 'with --format dsn: the months declared, e.g. 2026-01:2026-06')
    .option(
      '--without-insurer-blocks',
      'with --format dsn: no contributions (S21.G00.78 code 31), dependants (S21.G00.73) or portability (S21.G00.62.016)',
    )
    .option('--json', 'print one JSON object')
    .action(
      async (
        options: {
          collaborators: string;
          seed: string;
          org?: string;
          asOf?: string;
          out?: string;
          format: string;
          months?: string;
          withoutInsurerBlocks?: boolean;
          json?: boolean;
        },
        command: Command,
      ) => {
        const out = output(Boolean(options.json));
        const collaborators = Number(options.collaborators);
        if (!Number.isInteger(collaborators) || collaborators < 1 || collaborators > MAX_SEED_COLLABORATORS) {
          throw new UsageError(`--collaborators must be an integer between 1 and ${MAX_SEED_COLLABORATORS}`);
        }
        const organizationId = options.org ?? defaultSeedOrganization(options.seed);
        if (!isValidId(organizationId)) {
          throw new UsageError('--org must be at most 64 characters of A-Z, a-z, 0-9, _ and -');
        }
        const asOf = options.asOf ?? todayIn('Europe/Paris');
        if (!isCalendarDate(asOf)) throw new UsageError('--as-of must be a date YYYY-MM-DD');
        if (options.format !== 'json' && options.format !== 'dsn')
          throw new UsageError('--format must be json or dsn');
        if (options.format === 'dsn') {
          const seedIsDefault = command.getOptionValueSource('seed') === 'default';
          await seedDsn(out, { ...options, collaborators, organizationId, asOf, seedIsDefault });
          return;
        }
        const seedOptions = { collaborators, seed: options.seed, organizationId, asOf };
        if (options.out !== undefined) {
          const source = seedDocument(seedOptions);
          // The document holds social-security numbers and IBANs: readable by its owner only.
          await pipeline(Readable.from(source.open()), fs.createWriteStream(options.out, { mode: 0o600 }));
          fs.chmodSync(options.out, 0o600);
          out.result({ file: options.out, organizationId, collaborators, seed: options.seed, asOf }, () => [
            `wrote ${options.out}: organization ${organizationId}, ${collaborators} collaborators (seed ${options.seed}, as of ${asOf})`,
          ]);
          return;
        }
        const progress = progressBar(0, out.json);
        const started = Date.now();
        const outcome = await withStore(async (store, config) => {
          // An organization that exists keeps the name (and identity) it was created with.
          const existing = await findOrganization(store.db, organizationId);
          const source = seedDocument({ ...seedOptions, existing });
          return withLongStatements(config.dbImportTimeoutMs, () =>
            importDocument(store, source, { organizationId, actor: CLI_ACTOR, onProgress: progress.update }),
          );
        });
        progress.done();
        report(out, outcome);
        out.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    );
}
