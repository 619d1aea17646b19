import type { Command } from 'commander';
import { CLI_ACTOR } from '../../db/audit.ts';
import {
  createOrganization,
  findOrganization,
  listOrganizations,
} from '../../organizations/organizations.queries.ts';
import {
  parseRetentionYears,
  RECOMMENDED_LEAVER_RETENTION_YEARS,
  setLeaverRetention,
} from '../../privacy/leaver-retention.ts';
import { isValidId } from '../../shared/ids.ts';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '../../shared/time.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, table, UsageError } from '../output.ts';

export function registerOrgCommands(program: Command): void {
  const org = program.command('org').description('organizations');

  org
    .command('create')
    .description('create an organization')
    .requiredOption('--name <name>', 'company name')
    .option('--siren <siren>', 'SIREN, 9 digits')
    .option('--legal-form <form>', 'legal form, e.g. SAS')
    .option('--id <id>', 'identifier (generated when absent)')
    .option('--timezone <tz>', 'IANA time zone for employment statuses', DEFAULT_TIMEZONE)
    .option('--json', 'print one JSON object')
    .action(
      async (options: {
        name: string;
        siren?: string;
        legalForm?: string;
        id?: string;
        timezone: string;
        json?: boolean;
      }) => {
        const out = output(Boolean(options.json));
        const name = options.name.trim();
        if (name === '') throw new UsageError('--name must not be empty');
        if (options.siren !== undefined && !/^\d{9}$/.test(options.siren))
          throw new UsageError('--siren must be 9 digits');
        if (options.id !== undefined && !isValidId(options.id)) {
          throw new UsageError('--id must be at most 64 characters of A-Z, a-z, 0-9, _ and -');
        }
        if (!isValidTimeZone(options.timezone))
          throw new UsageError(`--timezone "${options.timezone}" is not an IANA time zone`);
        await withStore(async (store) => {
          if (options.id !== undefined && (await findOrganization(store.db, options.id))) {
            throw new CommandError(`an organization with id "${options.id}" already exists`);
          }
          const created = await createOrganization(store.db, {
            name,
            siren: options.siren ?? null,
            legalForm: options.legalForm ?? null,
            timezone: options.timezone,
            ...(options.id ? { id: options.id } : {}),
          });
          out.result({ ...created }, () => [`created organization ${created.id} (${created.name})`]);
        });
      },
    );

  org
    .command('list')
    .description('list organizations')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const organizations = await listOrganizations(store.db);
        out.result({ organizations }, () =>
          organizations.length === 0
            ? ["no organizations yet: hrapi org create --name 'Company name'"]
            : table([
                ['ID', 'NAME', 'SIREN', 'CREATED'],
                ...organizations.map((o) => [o.id, o.name, o.siren ?? '', o.createdAt]),
              ]),
        );
      });
    });

  org
    .command('update')
    .description("change an organization's settings")
    .requiredOption('--org <id>', 'organization id')
    .requiredOption(
      '--leaver-retention-years <n>',
      `erase former employees this many years after their last contract ended (1 to 100, ${RECOMMENDED_LEAVER_RETENTION_YEARS} recommended), or off`,
    )
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; leaverRetentionYears: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      const years = parseRetentionYears(options.leaverRetentionYears);
      if (years === undefined) throw new UsageError('--leaver-retention-years must be 1 to 100, or off');
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        await setLeaverRetention(store.db, options.org, years, CLI_ACTOR);
        out.result({ id: options.org, leaverRetentionYears: years }, () => [
          years === null
            ? `organization ${options.org}: former employees are kept (no retention)`
            : `organization ${options.org}: former employees are erased ${years} years after their last contract, checked once a day by the server`,
        ]);
      });
    });
}
