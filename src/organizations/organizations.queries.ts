import type { Kysely, Selectable } from 'kysely';
import { appendChanges } from '../changes/change-log.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { DEFAULT_TIMEZONE, nowIso } from '../shared/time.ts';

export interface OrganizationSummary {
  id: string;
  name: string;
  siren: string | null;
  legalForm: string | null;
  timezone: string;
  createdAt: string;
  /** Former employees are erased this many years after their last contract; null: never. */
  leaverRetentionYears: number | null;
}

export interface NewOrganization {
  id?: string;
  name: string;
  siren?: string | null;
  legalForm?: string | null;
  timezone?: string;
}

export async function createOrganization(
  db: Kysely<Database>,
  input: NewOrganization,
): Promise<OrganizationSummary> {
  const now = nowIso();
  const row = {
    id: input.id ?? uuidv7(),
    name: input.name,
    siren: input.siren ?? null,
    legal_form: input.legalForm ?? null,
    timezone: input.timezone ?? DEFAULT_TIMEZONE,
    created_at: now,
    updated_at: now,
    leaver_retention_years: null,
  };
  await writeTransaction(db, async (trx) => {
    await trx.insertInto('organizations').values(row).execute();
    await appendChanges(trx, row.id, [{ type: 'organization.updated', resourceId: row.id }]);
  });
  return toSummary(row);
}

// Compiled once: every single-record write's validation reads it.
const organizationById = compiledOnce(['organizationId'] as const, (db, v) =>
  db.selectFrom('organizations').selectAll().where('id', '=', v.organizationId),
);

export async function findOrganization(
  db: Kysely<Database>,
  id: string,
): Promise<OrganizationSummary | undefined> {
  const [row] = await organizationById(db, { organizationId: id });
  return row ? toSummary(row) : undefined;
}

export async function listOrganizations(db: Kysely<Database>): Promise<OrganizationSummary[]> {
  const rows = await db.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toSummary);
}

function toSummary(row: Selectable<Database['organizations']>): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    siren: row.siren,
    legalForm: row.legal_form,
    timezone: row.timezone,
    createdAt: row.created_at,
    leaverRetentionYears: row.leaver_retention_years,
  };
}

/** The partner view of the organization: identity and establishments, head office first. */
export interface OrganizationProfile {
  id: string;
  name: string;
  identity: { siren: string | null; legalForm: string | null };
  establishments: {
    id: string;
    name: string;
    siret: string;
    isHeadOffice: boolean;
    address: { street: string | null; city: string | null; zipCode: string | null; country: string | null };
  }[];
}

export async function findOrganizationProfile(
  db: Kysely<Database>,
  organizationId: string,
  /** Restricts `establishments` to this one, as the establishmentId filter of read endpoints does. */
  establishmentId?: string,
): Promise<OrganizationProfile | undefined> {
  const organization = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return undefined;
  let establishmentQuery = db
    .selectFrom('establishments')
    .selectAll()
    .where('organization_id', '=', organizationId);
  if (establishmentId !== undefined)
    establishmentQuery = establishmentQuery.where('id', '=', establishmentId);
  const establishments = await establishmentQuery.orderBy('is_head_office', 'desc').orderBy('id').execute();
  return {
    id: organization.id,
    name: organization.name,
    identity: { siren: organization.siren, legalForm: organization.legal_form },
    establishments: establishments.map((e) => ({
      id: e.id,
      name: e.name,
      siret: e.siret,
      isHeadOffice: e.is_head_office === 1,
      address: { street: e.street, city: e.city, zipCode: e.zip_code, country: e.country },
    })),
  };
}
