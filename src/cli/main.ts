import { Command, CommanderError, Help } from 'commander';
import { ConfigError, StartupError } from '../config.ts';
import { COMMANDS, invokedCommand } from './command-table.ts';
import { CommandError, UsageError } from './output.ts';

const program = new Command()
  .name('hrapi')
  .description('Public HR Data API server and its administration commands')
  .showHelpAfterError()
  .exitOverride();

// Only the command that runs is loaded; the others are listed for the help by name and summary.
const invoked = invokedCommand(process.argv.slice(2));
const terms = new Map(COMMANDS.map((entry) => [entry.name, entry.term]));
for (const entry of COMMANDS) {
  if (entry === invoked) (await entry.load())(program);
  else program.command(entry.name).description(entry.description);
}
const help = new Help();
program.configureHelp({
  subcommandTerm: (command) => terms.get(command.name()) ?? help.subcommandTerm(command),
});

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
  if (error instanceof StartupError) {
    process.stderr.write(`cannot start: ${error.message}\n`);
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
