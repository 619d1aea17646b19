import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';

/** NotFound unless the establishment belongs to the organization (answered 404). */
export async function requireEstablishment(
  db: Kysely<Database>,
  organizationId: string,
  establishmentId: string | undefined,
): Promise<void> {
  if (establishmentId === undefined) return;
  const found = await db
    .selectFrom('establishments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', establishmentId)
    .executeTakeFirst();
  if (!found) throw notFound('establishment');
}
