import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** 404 unless the establishment belongs to the organization (DECISIONS.md). */
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
