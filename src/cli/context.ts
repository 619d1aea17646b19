import { type Config, loadConfig } from '../config.ts';
import type { Store } from '../db/store.ts';
import { findOrganization, type OrganizationSummary } from '../organizations/organizations.queries.ts';
import { openMigratedStore } from '../startup.ts';
import { CommandError } from './output.ts';

/** Opens the configured store (migrated), runs `work`, and always closes it. */
export async function withStore<T>(work: (store: Store, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const store = await openMigratedStore(config, { poolSize: 2 });
  try {
    return await work(store, config);
  } finally {
    await store.close();
  }
}

export async function requireOrganization(store: Store, id: string): Promise<OrganizationSummary> {
  const organization = await findOrganization(store.db, id);
  if (!organization) throw new CommandError(`no organization with id "${id}" (see: hrapi org list)`);
  return organization;
}
