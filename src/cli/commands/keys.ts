import type { Command } from 'commander';
import {
  type ApiKey,
  createApiKey,
  KeyRequestError,
  listApiKeys,
  revokeApiKey,
} from '../../auth/keys/api-keys.ts';
import { isWriteScope, PREREQUISITES, SELF_SERVE_SCOPES } from '../../auth/scopes.ts';
import { ALL_WITHHOLDABLE } from '../../auth/withheld-fields.ts';
import { CLI_ACTOR } from '../../db/audit.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, table } from '../output.ts';
import { secretCreateCommand } from './create-with-secret.ts';

interface KeyOptions {
  name: string;
  scopes: string;
  withhold?: string;
  expiresAt?: string;
  allowFrom?: string;
  partner?: boolean;
}

function limitLines(key: ApiKey): string[] {
  return [
    ...(key.withheldFields.length > 0 ? [`withheld: ${key.withheldFields.join(', ')}`] : []),
    ...(key.expiresAt ? [`expires at: ${key.expiresAt}`] : []),
    ...(key.allowedSources ? [`allowed from: ${key.allowedSources.join(', ')}`] : []),
  ];
}

const named = (scope: (typeof SELF_SERVE_SCOPES)[number]) => {
  const prerequisite = PREREQUISITES[scope];
  return prerequisite ? `${scope} (needs ${prerequisite})` : scope;
};

const SCOPES_HELP = `comma-separated scopes; read: ${SELF_SERVE_SCOPES.filter((s) => !isWriteScope(s))
  .map(named)
  .join(', ')}; write: ${SELF_SERVE_SCOPES.filter(isWriteScope).map(named).join(', ')}`;

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('API keys');
  registerCreate(keys);
  registerList(keys);
  registerRevoke(keys);
}

function registerCreate(keys: Command): void {
  secretCreateCommand<KeyOptions>(keys, {
    description: 'create an API key; its secret is printed once and never again',
    options: (command) =>
      command
        .requiredOption('--name <name>', 'descriptive name, e.g. "Payroll sync"')
        .requiredOption('--scopes <list>', SCOPES_HELP)
        .option(
          '--withhold <fields>',
          `comma-separated fields its scopes grant but it must not receive (${ALL_WITHHOLDABLE.join(', ')})`,
        )
        .option(
          '--expires-at <date>',
          'refused from then on (YYYY-MM-DD: the end of that day, UTC); never by default',
        )
        .option(
          '--allow-from <cidrs>',
          'comma-separated addresses or CIDR blocks it may be used from; anywhere by default',
        )
        .option('--partner', 'a partner key, which may hold the partner-only scopes'),
    create: async (store, _config, options) => {
      const { key, secret } = await createApiKey(
        store.db,
        {
          organizationId: options.org,
          name: options.name,
          scopes: options.scopes.split(','),
          kind: options.partner ? 'partner' : 'self_serve',
          ...(options.withhold !== undefined ? { withhold: options.withhold.split(',') } : {}),
          ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
          ...(options.allowFrom !== undefined ? { allowFrom: options.allowFrom.split(',') } : {}),
        },
        CLI_ACTOR,
      );
      return {
        record: { ...key },
        secret,
        summary: [
          `created ${key.kind === 'partner' ? 'partner' : 'self-serve'} key ${key.id} "${key.name}"`,
          `scopes: ${key.scopes.join(', ')}`,
          ...limitLines(key),
        ],
      };
    },
    isRequestError: (error): error is Error => error instanceof KeyRequestError,
    secretName: 'secret',
  });
}

function registerList(keys: Command): void {
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
                [
                  'ID',
                  'NAME',
                  'KIND',
                  'START',
                  'STATUS',
                  'CREATED',
                  'LAST USED',
                  'SCOPES',
                  'WITHHELD',
                  'EXPIRES',
                  'ALLOWED FROM',
                ],
                ...list.map((k) => [
                  k.id,
                  k.name,
                  k.kind,
                  `${k.start}…`,
                  k.status,
                  k.createdAt,
                  k.lastUsedAt ?? 'never',
                  k.scopes.join(','),
                  k.withheldFields.join(',') || '-',
                  k.expiresAt ?? 'never',
                  k.allowedSources?.join(',') ?? 'anywhere',
                ]),
              ]),
        );
      });
    });
}

function registerRevoke(keys: Command): void {
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
