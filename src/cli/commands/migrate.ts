import type { Command } from 'commander';
import { withStore } from '../context.ts';
import { output } from '../output.ts';

export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('apply pending schema migrations to the configured store')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        // withStore already migrated; report what the store now holds.
        const applied = await store.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        const names = applied.map((row) => (row as { name: string }).name);
        out.result({ engine: store.engine, location: store.location, migrations: names }, () => [
          `${store.engine} store at ${store.location} is up to date (${names.length} migration${names.length === 1 ? '' : 's'})`,
        ]);
      });
    });
}
