/** The organization a probe reads: seeded collaborators and one self-serve key, on a test store. */
import { createApiKey } from '../../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { todayIn } from '../../src/shared/time.ts';

export interface ProbeOrganization {
  /** The organization's today, the seed's reference date. */
  asOf: string;
  /** The self-serve key's secret. */
  secret: string;
  /** One collaborator's id (the first the store returns). */
  collaboratorId: string;
}

/** Seeds `collaborators` into `organizationId` (the seed named `seed`) and issues a self-serve key. */
export async function seedProbeOrganization(
  store: Store,
  organizationId: string,
  collaborators: number,
  seed: string,
): Promise<ProbeOrganization> {
  const asOf = todayIn('Europe/Paris');
  await importDocument(store, seedDocument({ collaborators, seed, organizationId, asOf }), {
    organizationId,
    actor: CLI_ACTOR,
  });
  const key = await createApiKey(
    store.db,
    { organizationId, name: seed, scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  const { id } = await store.db
    .selectFrom('collaborators')
    .select('id')
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { asOf, secret: key.secret, collaboratorId: id };
}
