import type { Command } from 'commander';
import { ConsoleUserError, createConsoleUser } from '../../console/console-users.ts';
import { CLI_ACTOR } from '../../db/audit.ts';
import { requireOrganization, withStore } from '../context.ts';
import { output, readStdin, UsageError } from '../output.ts';

export function registerAdminCommands(program: Command): void {
  const admin = program.command('admin').description('administration console users');

  admin
    .command('create')
    .description('create a console admin of an organization; the password is read from standard input')
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--email <email>', 'sign-in e-mail')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; email: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
      const password = (await readStdin()).replace(/\r?\n$/, '');
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        try {
          const user = await createConsoleUser(
            store.db,
            { organizationId: options.org, email: options.email, password },
            CLI_ACTOR,
          );
          out.result({ ...user }, () => [
            `created console admin ${user.email} for organization ${user.organizationId}`,
          ]);
        } catch (error) {
          if (error instanceof ConsoleUserError) throw new UsageError(error.message);
          throw error;
        }
      });
    });
}
