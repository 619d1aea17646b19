import { ALL_SCOPES } from '../../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../../src/db/audit.ts';
import type { Store } from '../../../src/db/store.ts';
import { importDocument } from '../../../src/hr-data/import.ts';
import { seedDocument } from '../../../src/seed/document.ts';
import { givenKey } from '../../../test/support/fixtures.ts';

/** A generated French organization imported through the real import path, and a partner key holding every scope. */
export async function givenSeededOrganization(
  store: Store,
  organizationId: string,
  collaborators: number,
): Promise<{ organizationId: string; secret: string }> {
  const outcome = await importDocument(
    store,
    seedDocument({
      collaborators,
      seed: organizationId,
      organizationId,
      asOf: new Date().toISOString().slice(0, 10),
    }),
    { actor: CLI_ACTOR },
  );
  if (!outcome.ok) throw new Error(`seed refused: ${JSON.stringify(outcome.problems.slice(0, 3))}`);
  const { secret } = await givenKey(store.db, organizationId, [...ALL_SCOPES], 'partner');
  return { organizationId, secret };
}
