import type { Command } from 'commander';
import { ALL_WITHHOLDABLE } from '../../auth/withheld-fields.ts';
import { CLI_ACTOR } from '../../db/audit.ts';
import {
  GrantRequestError,
  listGrants,
  revokeGrant,
  withholdFromGrant,
} from '../../partners/partner-grants.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, table, UsageError } from '../output.ts';

/** `hrapi grants …`: the partner apps an organization approved, and their revocation. */
export function registerGrantCommands(program: Command): void {
  const grants = program
    .command('grants')
    .description("an organization's grants to partner apps: list, revoke");

  grants
    .command('list')
    .description("list an organization's grants to partner apps")
    .requiredOption('--org <id>', 'organization id')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const list = await listGrants(store.db, options.org);
        out.result({ grants: list }, () =>
          list.length === 0
            ? ['no grants']
            : table([
                ['ID', 'APP', 'STATUS', 'GRANTED', 'LAST USED', 'SCOPES'],
                ...list.map((g) => [
                  g.id,
                  g.appName,
                  g.revokedAt ? `revoked ${g.revokedAt}` : 'active',
                  g.grantedAt,
                  g.lastUsedAt ?? 'never',
                  g.scopes.join(','),
                ]),
              ]),
        );
      });
    });

  grants
    .command('revoke')
    .description('revoke a grant: its tokens are refused on the next request, on every server')
    .requiredOption('--org <id>', 'organization id')
    .argument('<grantId>', 'the grant id (see: hrapi grants list)')
    .option('--json', 'print one JSON object')
    .action(async (grantId: string, options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const { outcome, grant } = await revokeGrant(store.db, options.org, grantId, CLI_ACTOR);
        if (outcome === 'not_found' || !grant)
          throw new CommandError(`no grant "${grantId}" in organization ${options.org}`);
        out.result({ ...grant, alreadyRevoked: outcome === 'already_revoked' }, () => [
          outcome === 'already_revoked'
            ? `grant ${grant.id} was already revoked`
            : `revoked grant ${grant.id} of "${grant.appName}"`,
        ]);
      });
    });

  grants
    .command('withhold')
    .description('set the fields a grant never receives although its scopes grant them (empty: none)')
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--fields <list>', `comma-separated (${ALL_WITHHOLDABLE.join(', ')}), or "" for none`)
    .argument('<grantId>', 'the grant id (see: hrapi grants list)')
    .option('--json', 'print one JSON object')
    .action(async (grantId: string, options: { org: string; fields: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        try {
          const grant = await withholdFromGrant(
            store.db,
            options.org,
            grantId,
            options.fields.split(','),
            CLI_ACTOR,
          );
          if (!grant) throw new CommandError(`no active grant "${grantId}" in organization ${options.org}`);
          out.result({ ...grant }, () => [
            `grant ${grant.id} of "${grant.appName}" withholds: ${grant.withheldFields.join(', ') || 'nothing'}`,
          ]);
        } catch (error) {
          if (error instanceof GrantRequestError) throw new UsageError(error.message);
          throw error;
        }
      });
    });
}
