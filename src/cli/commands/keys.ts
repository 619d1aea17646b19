import type { Command } from 'commander';
import { createApiKey, KeyRequestError, listApiKeys, revokeApiKey } from '../../api-keys/api-keys.ts';
import { CLI_ACTOR } from '../../audit/audit.ts';
import { SELF_SERVE_SCOPES } from '../../auth/scopes.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, table, UsageError } from '../output.ts';

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('API keys');

  keys
    .command('create')
    .description('create an API key; its secret is printed once and never again')
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--name <name>', 'descriptive name, e.g. "Payroll sync"')
    .requiredOption('--scopes <list>', `comma-separated scopes (${SELF_SERVE_SCOPES.join(', ')})`)
    .option('--partner', 'a partner key, which may hold the partner-only scopes')
    .option('--json', 'print one JSON object')
    .action(
      async (options: { org: string; name: string; scopes: string; partner?: boolean; json?: boolean }) => {
        const out = output(Boolean(options.json));
        await withStore(async (store) => {
          await requireOrganization(store, options.org);
          try {
            const { key, secret } = await createApiKey(
              store.db,
              {
                organizationId: options.org,
                name: options.name,
                scopes: options.scopes.split(','),
                kind: options.partner ? 'partner' : 'self_serve',
              },
              CLI_ACTOR,
            );
            out.result({ ...key, secret }, () => [
              `created ${key.kind === 'partner' ? 'partner' : 'self-serve'} key ${key.id} "${key.name}"`,
              `scopes: ${key.scopes.join(', ')}`,
              '',
              `  ${secret}`,
              '',
              'This secret is shown once and cannot be read again: store it now.',
            ]);
          } catch (error) {
            if (error instanceof KeyRequestError) throw new UsageError(error.message);
            throw error;
          }
        });
      },
    );

  keys
    .command('list')
    .description("list an organization's keys (never their secrets)")
    .requiredOption('--org <id>', 'organization id')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const list = await listApiKeys(store.db, options.org);
        out.result({ keys: list }, () =>
          list.length === 0
            ? ['no keys']
            : table([
                ['ID', 'NAME', 'KIND', 'START', 'STATUS', 'CREATED', 'LAST USED', 'SCOPES'],
                ...list.map((k) => [
                  k.id,
                  k.name,
                  k.kind,
                  `${k.start}…`,
                  k.status,
                  k.createdAt,
                  k.lastUsedAt ?? 'never',
                  k.scopes.join(','),
                ]),
              ]),
        );
      });
    });

  keys
    .command('revoke')
    .description('revoke a key: immediate and irreversible, on every running server')
    .requiredOption('--org <id>', 'organization id')
    .argument('<keyId>', 'the key id (see: hrapi keys list)')
    .option('--json', 'print one JSON object')
    .action(async (keyId: string, options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const { outcome, key } = await revokeApiKey(store.db, options.org, keyId, CLI_ACTOR);
        if (outcome === 'not_found' || !key)
          throw new CommandError(`no key "${keyId}" in organization ${options.org}`);
        out.result({ ...key, alreadyRevoked: outcome === 'already_revoked' }, () => [
          outcome === 'already_revoked'
            ? `key ${key.id} was already revoked`
            : `revoked key ${key.id} "${key.name}"`,
        ]);
      });
    });
}
