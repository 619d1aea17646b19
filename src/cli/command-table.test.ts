import { Command, Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, invokedCommand } from './command-table.ts';

describe('the table of top-level commands, loaded only when they run', () => {
  it.each(COMMANDS.map((entry) => [entry.name, entry] as const))(
    'lists %s in the root help exactly as its module registers it',
    async (name, entry) => {
      const program = new Command();
      (await entry.load())(program);
      const registered = program.commands.find((command) => command.name() === name);
      expect(registered, `${name} is registered by its module`).toBeDefined();
      if (!registered) return;
      expect(new Help().subcommandTerm(registered)).toBe(entry.term);
      expect(registered.description()).toBe(entry.description);
    },
  );

  it.each([
    [['serve', '--port', '0'], 'serve'],
    [['keys', 'create', '--org', 'org_1'], 'keys'],
    [['help', 'webhooks'], 'webhooks'],
    [['--help'], undefined],
    [[], undefined],
    [['nope'], undefined],
  ])('runs %j as the command %s', (args, name) => {
    expect(invokedCommand(args)?.name).toBe(name);
  });
});
