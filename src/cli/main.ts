import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config.ts';
import { registerAdminCommands } from './commands/admin.ts';
import { registerCollaboratorCommands } from './commands/collaborators.ts';
import { registerDsnCommands } from './commands/dsn.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerKeyCommands } from './commands/keys.ts';
import { registerMigrateCommand } from './commands/migrate.ts';
import { registerOrgCommands } from './commands/org.ts';
import { registerSeedCommand } from './commands/seed.ts';
import { registerServeCommand } from './commands/serve.ts';
import { registerWebhookCommands } from './commands/webhooks.ts';
import { CommandError, UsageError } from './output.ts';

const program = new Command()
  .name('hrapi')
  .description('Public HR Data API server and its administration commands')
  .showHelpAfterError()
  .exitOverride();

registerServeCommand(program);
registerMigrateCommand(program);
registerOrgCommands(program);
registerKeyCommands(program);
registerAdminCommands(program);
registerImportCommand(program);
registerSeedCommand(program);
registerCollaboratorCommands(program);
registerWebhookCommands(program);
registerDsnCommands(program);

for (const command of program.commands) {
  command.exitOverride();
  for (const sub of command.commands) sub.exitOverride();
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeOf(error);
}

function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help and version are not failures; every other commander error is a usage mistake.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof UsageError) {
    process.stderr.write(`error: ${error.message}\n`);
    return 2;
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`configuration error: ${error.message}\n`);
    return 2;
  }
  if (error instanceof CommandError) {
    process.stderr.write(`error: ${error.message}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\n`);
  return 1;
}
