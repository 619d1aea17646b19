import fs from 'node:fs';
import type { Command } from 'commander';
import { CLI_ACTOR } from '../../db/audit.ts';
import { withLongStatements } from '../../db/postgres-pool.ts';
import { formatProblem, type Problem } from '../../hr-data/checks.ts';
import { type ImportOutcome, type ImportPhase, importDocument } from '../../hr-data/import.ts';
import { fileSource } from '../../hr-data/read.ts';
import type { ImportCounts } from '../../hr-data/write.ts';
import { isValidId } from '../../shared/ids.ts';
import { withStore } from '../context.ts';
import { type Output, output, UsageError } from '../output.ts';

/** Human lines printed for a refused document; --json always carries every listed problem. */
const PRINTED_PROBLEMS = 200;

export function registerImportCommand(program: Command): void {
  program
    .command('import')
    .description('import an HR data document (docs/hr-data.md): validated whole, then upserted by id')
    .argument('<file>', 'the JSON document')
    .option('--org <id>', 'organization to import into (must agree with organization.id)')
    .option('--replace', 'delete contracts, absences and work locations the document no longer lists')
    .option('--json', 'print one JSON object')
    .action(async (file: string, options: { org?: string; replace?: boolean; json?: boolean }) => {
      const out = output(Boolean(options.json));
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UsageError(`no file ${file}`);
      if (options.org !== undefined && !isValidId(options.org)) {
        throw new UsageError('--org must be at most 64 characters of A-Z, a-z, 0-9, _ and -');
      }
      const source = fileSource(file);
      const progress = progressBar(source.size ?? 0, out.json);
      const outcome = await withStore((store, config) =>
        withLongStatements(config.dbImportTimeoutMs, () =>
          importDocument(store, source, {
            organizationId: options.org,
            replace: Boolean(options.replace),
            actor: CLI_ACTOR,
            onProgress: progress.update,
          }),
        ),
      );
      progress.done();
      report(out, outcome);
    });
}

/** What an import refused: its problems and warnings, each list kept short, with their totals. */
export interface Refusal {
  problems: Problem[];
  totalProblems: number;
  warnings: Problem[];
  totalWarnings: number;
}

/**
 * Prints a refused import (of an HR data document, of DSNs) and sets exit code 1: with --json one
 * object, the error first, then `extra`, the problems and the warnings; else the error and the
 * first problems on stderr.
 */
export function reportRefused(
  out: Output,
  error: string,
  refusal: Refusal,
  extra: Record<string, unknown> = {},
): void {
  if (out.json) {
    const { problems, totalProblems, warnings, totalWarnings } = refusal;
    out.result({ error, ...extra, totalProblems, problems, totalWarnings, warnings }, () => []);
  } else {
    const lines = refusal.problems.slice(0, PRINTED_PROBLEMS).map(formatProblem);
    const more = refusal.totalProblems - lines.length;
    if (more > 0) lines.push(`… and ${more} more (use --json to list them)`);
    process.stderr.write(`error: ${error}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  }
  process.exitCode = 1;
}

/** Prints the outcome; a refused document sets exit code 1 after listing its problems. */
export function report(out: Output, outcome: ImportOutcome): void {
  if (!outcome.ok) {
    const error = `the document was refused: ${outcome.totalProblems} problem(s); nothing was written`;
    reportRefused(out, error, outcome, { organizationId: outcome.organizationId });
    return;
  }
  out.result(
    {
      organizationId: outcome.organizationId,
      counts: outcome.counts,
      totalWarnings: outcome.totalWarnings,
      warnings: outcome.warnings,
    },
    () => [...summary(outcome.organizationId, outcome.counts), ...warningLines(outcome)],
  );
}

/**
 * What was imported but deserves a look (identifiers failing their check digits, a second open
 * contract, values a DSN declared and kept): their paths, never the personal values.
 */
function warningLines(outcome: { warnings: Problem[]; totalWarnings: number }): string[] {
  if (outcome.totalWarnings === 0) return [];
  const lines = outcome.warnings.slice(0, PRINTED_PROBLEMS).map((w) => `  ${formatProblem(w)}`);
  const more = outcome.totalWarnings - lines.length;
  if (more > 0) lines.push(`  … and ${more} more (use --json to list them)`);
  return [`${outcome.totalWarnings} warning(s): imported, but check these`, ...lines];
}

export function summary(organizationId: string, counts: ImportCounts): string[] {
  const rows = (
    ['establishments', 'teams', 'collaborators', 'contracts', 'absences', 'workLocations'] as const
  ).map((section) => {
    const c = counts[section];
    const deleted = c.deleted !== undefined ? `, ${c.deleted} deleted` : '';
    return `  ${section.padEnd(15)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${deleted}`;
  });
  return [
    `imported into organization ${organizationId} (organization ${counts.organization})`,
    ...rows,
    `  meal vouchers   ${counts.mealVoucherConfiguration}`,
  ];
}

/** A one-line bar on stderr, redrawn at most ten times a second; silent when not a terminal. */
export function progressBar(total: number, quiet: boolean) {
  const enabled = !quiet && process.stderr.isTTY === true;
  let last = 0;
  const draw = (phase: ImportPhase, bytes: number) => {
    if (total === 0) {
      process.stderr.write(`\r${phase.padEnd(10)} ${(bytes / 1e6).toFixed(1)} MB`);
      return;
    }
    const ratio = Math.min(1, bytes / total);
    const width = 30;
    const filled = Math.round(ratio * width);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
    process.stderr.write(`\r${phase.padEnd(10)} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}%`);
  };
  return {
    update(phase: ImportPhase, bytes: number) {
      if (!enabled) return;
      const now = Date.now();
      if (now - last < 100 && (total === 0 || bytes < total)) return;
      last = now;
      draw(phase, bytes);
    },
    done() {
      if (enabled) process.stderr.write('\r\x1b[K');
    },
  };
}
