import type { Command } from 'commander';
import { ALL_SCOPES } from '../../auth/scopes.ts';
import {
  createPartnerApp,
  disablePartnerApp,
  listPartnerApps,
  type PartnerApp,
  PartnerAppRequestError,
  rotatePartnerSecret,
} from '../../partners/partner-apps.ts';
import { withStore } from '../context.ts';
import { CommandError, output, table, UsageError } from '../output.ts';

const list = (value: string) => value.split(',').map((part) => part.trim());

function secretLines(app: PartnerApp, secret: string, what: string): string[] {
  return [
    `${what} partner app "${app.name}"`,
    `clientId:     ${app.id}`,
    `clientSecret: ${secret}`,
    `redirect URIs: ${app.redirectUris.join(', ')}`,
    `scopes: ${app.scopes.join(', ')}`,
    '',
    'The client secret is shown once and cannot be read again: hand it to the partner now.',
  ];
}

/** `hrapi partners …`: the apps registered once by the operator, granted by each organization. */
export function registerPartnerCommands(program: Command): void {
  const partners = program
    .command('partners')
    .description('partner apps: OAuth clients registered once, approved by each organization');
  registerCreate(partners);
  registerList(partners);
  registerRotateSecret(partners);
  registerDisable(partners);
}

function registerCreate(partners: Command): void {
  partners
    .command('create')
    .description('register a partner app; its client secret is printed once and never again')
    .requiredOption('--name <name>', 'the name the admins see on the consent screen')
    .requiredOption(
      '--redirect-uri <urls>',
      'comma-separated redirect URIs, compared exactly (https; http for loopback only)',
    )
    .requiredOption(
      '--scopes <list>',
      `comma-separated, the most a grant may hold (${ALL_SCOPES.join(', ')})`,
    )
    .option('--json', 'print one JSON object')
    .action(async (options: { name: string; redirectUri: string; scopes: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        try {
          const { app, secret } = await createPartnerApp(store.db, {
            name: options.name,
            redirectUris: list(options.redirectUri),
            scopes: list(options.scopes),
          });
          out.result({ ...app, clientId: app.id, clientSecret: secret }, () =>
            secretLines(app, secret, 'registered'),
          );
        } catch (error) {
          if (error instanceof PartnerAppRequestError) throw new UsageError(error.message);
          throw error;
        }
      });
    });
}

function registerList(partners: Command): void {
  partners
    .command('list')
    .description('list the partner apps (never their secrets)')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const apps = await listPartnerApps(store.db);
        out.result({ apps }, () =>
          apps.length === 0
            ? ['no partner apps']
            : table([
                ['CLIENT ID', 'NAME', 'STATUS', 'SECRET', 'CREATED', 'SCOPES', 'REDIRECT URIS'],
                ...apps.map((a) => [
                  a.id,
                  a.name,
                  a.status,
                  `${a.secretStart}…`,
                  a.createdAt,
                  a.scopes.join(','),
                  a.redirectUris.join(','),
                ]),
              ]),
        );
      });
    });
}

function registerRotateSecret(partners: Command): void {
  partners
    .command('rotate-secret')
    .description('give an app a new client secret (printed once); the old one stops working at once')
    .argument('<clientId>', 'the app (see: hrapi partners list)')
    .option('--json', 'print one JSON object')
    .action(async (clientId: string, options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const rotated = await rotatePartnerSecret(store.db, clientId);
        if (!rotated) throw new CommandError(`no partner app "${clientId}"`);
        const { app, secret } = rotated;
        out.result({ ...app, clientId: app.id, clientSecret: secret }, () =>
          secretLines(app, secret, 'new secret for'),
        );
      });
    });
}

function registerDisable(partners: Command): void {
  partners
    .command('disable')
    .description('disable an app: every token of it is refused on the next request, on every server')
    .argument('<clientId>', 'the app (see: hrapi partners list)')
    .option('--json', 'print one JSON object')
    .action(async (clientId: string, options: { json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        const app = await disablePartnerApp(store.db, clientId);
        if (!app) throw new CommandError(`no partner app "${clientId}"`);
        out.result({ ...app }, () => [`disabled partner app ${app.id} "${app.name}"`]);
      });
    });
}
