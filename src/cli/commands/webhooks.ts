import type { Command } from 'commander';
import { CLI_ACTOR } from '../../db/audit.ts';
import { recentDeliveries } from '../../webhooks/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  parseEventTypes,
  rotateWebhookSecret,
  WebhookRequestError,
} from '../../webhooks/endpoints.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, table } from '../output.ts';
import { secretCreateCommand } from './create-with-secret.ts';

export function registerWebhookCommands(program: Command): void {
  const webhooks = program.command('webhooks').description('webhook endpoints that receive the change feed');
  registerCreate(webhooks);
  registerList(webhooks);
  registerDelete(webhooks);
  registerRotateSecret(webhooks);
}

function registerCreate(webhooks: Command): void {
  secretCreateCommand<{ url: string; events: string }>(webhooks, {
    description: 'register an endpoint; its signing secret is printed once',
    options: (command) =>
      command
        .requiredOption('--url <url>', 'https URL that receives the events')
        .requiredOption(
          '--events <list>',
          'comma-separated event types, or * for every type (see docs/sync.md)',
        ),
    create: async (store, config, options) => {
      const { endpoint, secret } = await createWebhookEndpoint(
        store.db,
        { organizationId: options.org, url: options.url, eventTypes: parseEventTypes(options.events) },
        { allowPrivate: config.webhooksAllowPrivate, production: config.production },
        CLI_ACTOR,
      );
      return {
        record: { ...endpoint },
        secret,
        summary: [
          `created webhook endpoint ${endpoint.id} for ${endpoint.url}`,
          `events: ${endpoint.eventTypes.join(', ')}`,
        ],
      };
    },
    isRequestError: (error): error is Error => error instanceof WebhookRequestError,
    secretName: 'signing secret',
  });
}

function registerList(webhooks: Command): void {
  webhooks
    .command('list')
    .description("list an organization's endpoints (never their secrets) and their last deliveries")
    .requiredOption('--org <id>', 'organization id')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const endpoints = await listWebhookEndpoints(store.db, options.org);
        const withDeliveries = await Promise.all(
          endpoints.map(async (e) => ({
            ...e,
            recentDeliveries: await recentDeliveries(store.db, options.org, e.id, 5),
          })),
        );
        out.result({ endpoints: withDeliveries }, () =>
          endpoints.length === 0
            ? ['no webhook endpoints']
            : table([
                ['ID', 'URL', 'STATUS', 'EVENTS', 'CREATED'],
                ...endpoints.map((e) => [
                  e.id,
                  e.url,
                  e.status === 'disabled' ? `disabled: ${e.disabledReason ?? ''}` : e.status,
                  e.eventTypes.join(','),
                  e.createdAt,
                ]),
              ]),
        );
      });
    });
}

function registerDelete(webhooks: Command): void {
  webhooks
    .command('delete')
    .description('delete an endpoint and its deliveries')
    .requiredOption('--org <id>', 'organization id')
    .argument('<endpointId>', 'the endpoint id (see: hrapi webhooks list)')
    .option('--json', 'print one JSON object')
    .action(async (endpointId: string, options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        if (!(await deleteWebhookEndpoint(store.db, options.org, endpointId, CLI_ACTOR))) {
          throw new CommandError(`no webhook endpoint ${endpointId} in organization ${options.org}`);
        }
        out.result({ id: endpointId, deleted: true }, () => [`deleted webhook endpoint ${endpointId}`]);
      });
    });
}

function registerRotateSecret(webhooks: Command): void {
  webhooks
    .command('rotate-secret')
    .description('a new signing secret (printed once); the old one keeps signing for 24 h')
    .requiredOption('--org <id>', 'organization id')
    .argument('<endpointId>', 'the endpoint id')
    .option('--json', 'print one JSON object')
    .action(async (endpointId: string, options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const secret = await rotateWebhookSecret(store.db, options.org, endpointId, CLI_ACTOR);
        if (!secret)
          throw new CommandError(`no webhook endpoint ${endpointId} in organization ${options.org}`);
        out.result({ id: endpointId, secret }, () => [
          `new signing secret for ${endpointId} (the previous one also signs for 24 h):`,
          '',
          `  ${secret}`,
        ]);
      });
    });
}
