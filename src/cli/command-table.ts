import type { Command } from 'commander';

/**
 * The top-level commands, each loaded only when it runs: `hrapi --help` then costs Node's start
 * and commander, not the server's whole module graph. `term` and `description` are what the root
 * help shows; cli/command-table.test.ts checks them against the real registrations.
 */
export interface CommandEntry {
  name: string;
  term: string;
  description: string;
  load(): Promise<(program: Command) => void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'serve',
    term: 'serve [options]',
    description: 'run the HTTP server (PORT, HOST, DATABASE_URL, HRAPI_DATA_DIR, REDIS_URL, LOG_LEVEL)',
    load: async () => (await import('./commands/serve.ts')).registerServeCommand,
  },
  {
    name: 'migrate',
    term: 'migrate [options]',
    description: 'apply pending schema migrations to the configured store',
    load: async () => (await import('./commands/migrate.ts')).registerMigrateCommand,
  },
  {
    name: 'org',
    term: 'org',
    description: 'organizations',
    load: async () => (await import('./commands/org.ts')).registerOrgCommands,
  },
  {
    name: 'keys',
    term: 'keys',
    description: 'API keys',
    load: async () => (await import('./commands/keys.ts')).registerKeyCommands,
  },
  {
    name: 'admin',
    term: 'admin',
    description: 'administration console users',
    load: async () => (await import('./commands/admin.ts')).registerAdminCommands,
  },
  {
    name: 'import',
    term: 'import [options] <file>',
    description: 'import an HR data document (docs/hr-data.md): validated whole, then upserted by id',
    load: async () => (await import('./commands/import.ts')).registerImportCommand,
  },
  {
    name: 'seed',
    term: 'seed [options]',
    description: 'generate a realistic French organization and import it (or write it with --out)',
    load: async () => (await import('./commands/seed.ts')).registerSeedCommand,
  },
  {
    name: 'collaborators',
    term: 'collaborators',
    description: 'collaborators of an organization',
    load: async () => (await import('./commands/collaborators.ts')).registerCollaboratorCommands,
  },
  {
    name: 'webhooks',
    term: 'webhooks',
    description: 'webhook endpoints that receive the change feed',
    load: async () => (await import('./commands/webhooks.ts')).registerWebhookCommands,
  },
  {
    name: 'dsn',
    term: 'dsn',
    description: 'the monthly DSN (docs/dsn.md)',
    load: async () => (await import('./commands/dsn.ts')).registerDsnCommands,
  },
  {
    name: 'cursor-keys',
    term: 'cursor-keys',
    description: 'the keys that seal list cursors, shared by every instance (docs/operations.md)',
    load: async () => (await import('./commands/cursor-keys.ts')).registerCursorKeyCommands,
  },
  {
    name: 'access-log',
    term: 'access-log [options]',
    description: 'who read whose data: per key, collaborator and category, the first and last day read',
    load: async () => (await import('./commands/access-log.ts')).registerAccessLogCommand,
  },
  {
    name: 'partners',
    term: 'partners',
    description: 'partner apps: OAuth clients registered once, approved by each organization',
    load: async () => (await import('./commands/partners.ts')).registerPartnerCommands,
  },
  {
    name: 'grants',
    term: 'grants',
    description: "an organization's grants to partner apps: list, revoke",
    load: async () => (await import('./commands/grants.ts')).registerGrantCommands,
  },
];

/** The command a command line runs (`hrapi keys create …`, `hrapi help keys`), if one of ours. */
export function invokedCommand(args: readonly string[]): CommandEntry | undefined {
  const words = args.filter((arg) => !arg.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return COMMANDS.find((entry) => entry.name === name);
}
