import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { CLI_ACTOR } from '../../audit/audit.ts';
import { isCalendarDate } from '../../calendar/calendar-dates.ts';
import { withLongStatements } from '../../db/postgres-pool.ts';
import { importDocument } from '../../hr-data/import.ts';
import { findOrganization } from '../../organizations/organizations.queries.ts';
import { seedDocument } from '../../seed/document.ts';
import { monthSpan, writeDsnSeed } from '../../seed/dsn-files.ts';
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
    .option('--without-insurer-blocks', 'with --format dsn: no contributions (S21.G00.78 code 31)')
    .option('--json', 'print one JSON object')
    .action(
      async (options: {
        collaborators: string;
        seed: string;
        org?: string;
        asOf?: string;
        out?: string;
        format: string;
        months?: string;
        withoutInsurerBlocks?: boolean;
        json?: boolean;
      }) => {
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
          const months = options.months === undefined ? null : monthSpan(options.months);
          if (months === null)
            throw new UsageError('--format dsn needs --months YYYY-MM:YYYY-MM (at most 10 years)');
          if (options.out === undefined) throw new UsageError('--format dsn needs --out DIR');
          const dsn = { collaborators, seed: options.seed, organizationId, asOf, months };
          const written = await writeDsnSeed(
            { ...dsn, insurerBlocks: !options.withoutInsurerBlocks },
            options.out,
          );
          out.result({ organizationId, seed: options.seed, ...written }, () => [
            `wrote ${written.files.length} monthly DSN(s) of ${written.individuals} individuals and ${written.document}`,
            ...written.files.map((f) => `  ${f}`),
          ]);
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
