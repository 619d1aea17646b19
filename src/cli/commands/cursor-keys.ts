import type { Command } from 'commander';
import {
  type CursorKeySummary,
  listCursorKeys,
  retireCursorKey,
  rotateCursorKey,
} from '../../db/cursor-keys/cursor-keys.queries.ts';
import { withStore } from '../context.ts';
import { CommandError, output, table, UsageError } from '../output.ts';

const stateOf = (key: CursorKeySummary) =>
  key.retiredAt !== null ? 'retired' : key.current ? 'current' : 'active';

/** Keys are listed by number and dates only: their material is never printed. */
export function registerCursorKeyCommands(program: Command): void {
  const keys = program
    .command('cursor-keys')
    .description('the keys that seal list cursors, shared by every instance (docs/operations.md)');

  keys
    .command('list')
    .description('list the cursor keys (never their material): current, active or retired')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const all = await listCursorKeys(store.db);
        out.result({ keys: all.map((key) => ({ ...key, state: stateOf(key) })) }, () =>
          all.length === 0
            ? ['no cursor keys yet: the first server to need one makes it']
            : table([
                ['ID', 'STATE', 'CREATED', 'RETIRED'],
                ...all.map((key) => [String(key.id), stateOf(key), key.createdAt, key.retiredAt ?? '']),
              ]),
        );
      });
    });

  keys
    .command('rotate')
    .description('make a new current key; the previous ones keep opening cursors until retired')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const key = await rotateCursorKey(store.db);
        out.result({ key: { ...key, state: stateOf(key) } }, () => [
          `cursor key ${key.id} now seals new cursors on every instance`,
          'retire the previous keys once the cursors they sealed are no longer in use: hrapi cursor-keys retire <id>',
        ]);
      });
    });

  keys
    .command('retire')
    .description('retire a key: its material is wiped and the cursors it sealed are refused (400)')
    .argument('<keyId>', 'the key number (see: hrapi cursor-keys list)')
    .option('--json', 'print one JSON object')
    .action(async (keyId: string, options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      if (!/^[1-9]\d{0,9}$/.test(keyId)) throw new UsageError(`"${keyId}" is not a cursor key number`);
      const id = Number(keyId);
      await withStore(async (store) => {
        const outcome = await retireCursorKey(store.db, id);
        if (outcome === 'unknown')
          throw new CommandError(`no cursor key ${id} (see: hrapi cursor-keys list)`);
        if (outcome === 'current') {
          throw new CommandError(
            `cursor key ${id} is the current one: rotate first (hrapi cursor-keys rotate)`,
          );
        }
        out.result({ id, retired: true }, () => [
          outcome === 'already_retired'
            ? `cursor key ${id} was already retired`
            : `retired cursor key ${id}: the cursors it sealed are now refused`,
        ]);
      });
    });
}
