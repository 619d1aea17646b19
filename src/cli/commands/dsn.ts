import fs from 'node:fs';
import type { Command } from 'commander';
import { CLI_ACTOR } from '../../db/audit.ts';
import { withLongStatements } from '../../db/postgres-pool.ts';
import { type DsnImportOutcome, importDsn } from '../../dsn/import.ts';
import { dsnFileSource } from '../../dsn/lines.ts';
import { readablePlanLines } from '../../dsn/plan-readable.ts';
import { isValidId } from '../../shared/ids.ts';
import { withStore } from '../context.ts';
import { type Output, output, UsageError } from '../output.ts';
import { reportRefused } from './import.ts';

/** Human lines printed per list; --json always carries everything. */
const PRINTED = 50;

export function registerDsnCommands(program: Command): void {
  const dsn = program.command('dsn').description('the monthly DSN (docs/dsn.md)');
  dsn
    .command('import')
    .description(
      'import monthly DSNs and signalements: each file validated whole, then applied in month order',
    )
    .argument('<files...>', 'NEODeS files (ISO-8859-1 or UTF-8)')
    .option('--org <id>', "organization to import into (its SIREN must be the declarations')")
    .option('--dry-run', 'print the plan and write nothing')
    .option('--json', 'print one JSON object')
    .action(async (files: string[], options: { org?: string; dryRun?: boolean; json?: boolean }) => {
      const out = output(Boolean(options.json));
      for (const file of files) {
        if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UsageError(`no file ${file}`);
      }
      if (options.org !== undefined && !isValidId(options.org)) {
        throw new UsageError('--org must be at most 64 characters of A-Z, a-z, 0-9, _ and -');
      }
      const started = Date.now();
      const outcome = await withStore((store, config) =>
        withLongStatements(config.dbImportTimeoutMs, () =>
          importDsn(store, files.map(dsnFileSource), {
            organizationId: options.org,
            dryRun: Boolean(options.dryRun),
            actor: CLI_ACTOR,
          }),
        ),
      );
      reportDsn(out, outcome);
      out.info(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
}

export function reportDsn(out: Output, outcome: DsnImportOutcome): void {
  if (!outcome.ok) {
    reportRefused(
      out,
      `the DSN was refused: ${outcome.totalProblems} problem(s); nothing was written`,
      outcome,
    );
    return;
  }
  const { plan } = outcome;
  out.result({ dryRun: outcome.dryRun, ...plan }, () => [
    `${outcome.dryRun ? 'plan (dry run, nothing written)' : 'imported'} into organization ${plan.organizationId}, months ${plan.months.join(', ')} (norm ${plan.norms.join(', ')})`,
    ...readablePlanLines(plan, PRINTED),
  ]);
}
