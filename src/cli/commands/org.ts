import type { Command } from 'commander';
import {
  createOrganization,
  DEFAULT_TIMEZONE,
  findOrganization,
  listOrganizations,
} from '../../organizations/organizations.queries.ts';
import { isValidId } from '../../shared/ids.ts';
import { isValidTimeZone } from '../../shared/time.ts';
import { withStore } from '../context.ts';
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
            ? ['no organizations yet: hrapi org create --name "…"']
            : table([
                ['ID', 'NAME', 'SIREN', 'CREATED'],
                ...organizations.map((o) => [o.id, o.name, o.siren ?? '', o.createdAt]),
              ]),
        );
      });
    });
}
