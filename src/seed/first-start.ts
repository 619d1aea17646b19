import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createApiKey } from '../auth/keys/api-keys.ts';
import { ALL_SCOPES, SELF_SERVE_SCOPES } from '../auth/scopes.ts';
import type { Config } from '../config.ts';
import { createConsoleUser } from '../console/console-users.ts';
import { SYSTEM_ACTOR } from '../db/audit.ts';
import type { Store } from '../db/store.ts';
import { todayIn } from '../shared/time.ts';
import { demoModel, importDemoData, writeDemoFiles } from './demo-files.ts';

export const DEMO_ORGANIZATION_ID = 'org_demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.hrapi.local';
export const DEMO_COLLABORATORS = 300;

export interface Demo {
  organizationId: string;
  email: string;
  password: string;
  key: string;
  /** A partner key holding every scope: the one running the demo is its operator. */
  partnerKey: string;
  /** The demo's fiche and monthly DSNs, for its admin to upload in the console (once written). */
  files?: { directory: string; paths: string[] };
}

/**
 * Whether this start is a newcomer's first one: the embedded store, outside production, holding
 * nothing at all. One indexed probe per table, so later starts pay nothing noticeable.
 */
export async function isFirstStart(store: Store, config: Pick<Config, 'production'>): Promise<boolean> {
  if (store.engine !== 'sqlite' || config.production) return false;
  for (const table of ['organizations', 'api_keys', 'console_users'] as const) {
    const row = await store.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Seeds the demo organization, its console admin, a key holding every self-serve scope and a
 * partner key holding every scope (the partner endpoints are part of what a newcomer tries).
 */
export async function createDemo(store: Store, filesDirectory?: string): Promise<Demo> {
  // The demo is what its own DSNs declared: uploading them in the console applies without a warning.
  const model = demoModel(DEMO_ORGANIZATION_ID, DEMO_COLLABORATORS, todayIn('Europe/Paris'));
  await importDemoData(store, model);
  const files =
    filesDirectory === undefined
      ? undefined
      : { directory: filesDirectory, paths: await writeDemoFiles(model, filesDirectory) };
  const password = randomBytes(18).toString('base64url');
  await createConsoleUser(
    store.db,
    { organizationId: DEMO_ORGANIZATION_ID, email: DEMO_ADMIN_EMAIL, password, role: 'admin' },
    SYSTEM_ACTOR,
  );
  const { secret } = await createApiKey(
    store.db,
    { organizationId: DEMO_ORGANIZATION_ID, name: 'Demo key', scopes: SELF_SERVE_SCOPES, kind: 'self_serve' },
    SYSTEM_ACTOR,
  );
  const partner = await createApiKey(
    store.db,
    {
      organizationId: DEMO_ORGANIZATION_ID,
      name: 'Demo partner key',
      scopes: [...ALL_SCOPES],
      kind: 'partner',
    },
    SYSTEM_ACTOR,
  );
  return {
    organizationId: DEMO_ORGANIZATION_ID,
    email: DEMO_ADMIN_EMAIL,
    password,
    key: secret,
    partnerKey: partner.secret,
    ...(files ? { files } : {}),
  };
}

/** What a newcomer reads once: shown on the terminal only, never logged, never shown again. */
export function demoBanner(address: string, demo: Demo): string {
  const collaborators = `${address}/api/public/v1/organizations/${demo.organizationId}/collaborators`;
  return [
    '',
    'First start: a demo organization was created (it is not created again).',
    `  API            ${address}/api/public/v1`,
    `  Console        ${address}/console`,
    `  Admin login    ${demo.email}`,
    `  Password       ${demo.password}`,
    `  API key        ${demo.key}   (every self-serve scope)`,
    `  Partner key    ${demo.partnerKey}   (every scope, partner endpoints included)`,
    ...(demo.files
      ? [
          `  DSN files      ${demo.files.directory}   (the demo's fiche and monthly DSNs: upload a DSN in the console)`,
        ]
      : []),
    '',
    'Try it (the commands of the README use these variables):',
    `  export BASE=${address} ORG=${demo.organizationId} KEY=${demo.key}`,
    `  curl -H "Authorization: Bearer ${demo.key}" ${collaborators}`,
    '',
    'Write these down: the password and the keys are shown only this once.',
    '',
  ].join('\n');
}

/**
 * The `serve` hook: on a first start, seeds the demo and prints its banner on stderr, the
 * terminal's channel: stdout carries the JSON logs, which are shipped and kept, and must never
 * hold the admin password or a full key.
 */
export async function runFirstStart(
  store: Store,
  config: Pick<Config, 'production' | 'dataDir'>,
  address: string,
  write: (text: string) => void = (text) => process.stderr.write(text),
): Promise<Demo | undefined> {
  if (!(await isFirstStart(store, config))) return undefined;
  const demo = await createDemo(store, path.join(config.dataDir, 'demo'));
  write(`${demoBanner(address, demo)}\n`);
  return demo;
}
