import type { Command } from 'commander';
import { listAccess } from '../../access-log/access-log.queries.ts';
import { isCalendarDate } from '../../shared/calendar/calendar-dates.ts';
import { isValidId } from '../../shared/ids.ts';
import { requireOrganization, withStore } from '../context.ts';
import { output, table, UsageError } from '../output.ts';

export function registerAccessLogCommand(program: Command): void {
  program
    .command('access-log')
    .description('who read whose data: per key, collaborator and category, the first and last day read')
    .requiredOption('--org <id>', 'organization id')
    .option('--collaborator <id>', 'only this collaborator')
    .option('--key <id>', 'only this API key')
    .option(
      '--since <date>',
      'only days on or after YYYY-MM-DD (answers are counted per month: that month counts whole)',
    )
    .option('--json', 'print one JSON object')
    .action(
      async (options: {
        org: string;
        collaborator?: string;
        key?: string;
        since?: string;
        json?: boolean;
      }) => {
        const out = output(Boolean(options.json));
        for (const [name, value] of [
          ['--collaborator', options.collaborator],
          ['--key', options.key],
        ] as const) {
          if (value !== undefined && !isValidId(value)) {
            throw new UsageError(`${name} must be at most 64 characters of A-Z, a-z, 0-9, _ and -`);
          }
        }
        if (options.since !== undefined && !isCalendarDate(options.since)) {
          throw new UsageError('--since must be a date that exists, YYYY-MM-DD');
        }
        await withStore(async (store) => {
          await requireOrganization(store, options.org);
          const entries = await listAccess(store.db, options.org, {
            collaboratorId: options.collaborator,
            keyId: options.key,
            since: options.since,
          });
          out.result({ entries }, () =>
            entries.length === 0
              ? ['no reads recorded']
              : table([
                  ['COLLABORATOR', 'KEY', 'KEY NAME', 'CATEGORY', 'FIRST DAY', 'LAST DAY', 'READS'],
                  ...entries.map((e) => [
                    e.collaboratorId,
                    e.keyId,
                    e.keyName ?? '(deleted)',
                    e.category,
                    e.firstDay,
                    e.lastDay,
                    String(e.reads),
                  ]),
                ]),
          );
        });
      },
    );
}
