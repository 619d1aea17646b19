import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_TIMEZONE, nowIso } from '../shared/time.ts';
import type { ValidatedDocument } from './validate.ts';

// The document's single-object sections: the organization and its meal-voucher configuration.

type Outcome = 'created' | 'updated' | 'unchanged';

export async function upsertOrganization(trx: Kysely<Database>, plan: ValidatedDocument): Promise<Outcome> {
  const section = plan.organization;
  // A document without the section (every single-record write) leaves the organization as it is.
  if (!section) return 'unchanged';
  const stored = await trx
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', plan.organizationId)
    .executeTakeFirst();
  const now = nowIso();
  if (!stored) {
    await trx
      .insertInto('organizations')
      .values({
        id: plan.organizationId,
        name: section.name,
        siren: section.identity?.siren ?? null,
        legal_form: section.identity?.legalForm ?? null,
        timezone: section.timezone ?? DEFAULT_TIMEZONE,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'created';
  }
  // Omitted organization fields keep their stored value: the section may carry only a name.
  const wanted = {
    name: section.name,
    siren: section.identity && 'siren' in section.identity ? (section.identity.siren ?? null) : stored.siren,
    legal_form:
      section.identity && 'legalForm' in section.identity
        ? (section.identity.legalForm ?? null)
        : stored.legal_form,
    timezone: section.timezone ?? stored.timezone,
  };
  if (
    wanted.name === stored.name &&
    wanted.siren === stored.siren &&
    wanted.legal_form === stored.legal_form &&
    wanted.timezone === stored.timezone
  ) {
    return 'unchanged';
  }
  await trx
    .updateTable('organizations')
    .set({ ...wanted, updated_at: now })
    .where('id', '=', plan.organizationId)
    .execute();
  return 'updated';
}

export async function upsertMealVoucherConfiguration(
  trx: Kysely<Database>,
  plan: ValidatedDocument,
): Promise<Outcome | 'absent'> {
  const wanted = plan.mealVoucherConfiguration;
  if (!wanted) return 'absent';
  const stored = await trx
    .selectFrom('meal_voucher_configurations')
    .selectAll()
    .where('organization_id', '=', plan.organizationId)
    .executeTakeFirst();
  const row = { voucher_value: wanted.voucherValue, company_share: wanted.companyShare };
  if (!stored) {
    await trx
      .insertInto('meal_voucher_configurations')
      .values({ organization_id: plan.organizationId, ...row })
      .execute();
    return 'created';
  }
  if (
    Math.abs(stored.voucher_value - row.voucher_value) < 1e-9 &&
    Math.abs(stored.company_share - row.company_share) < 1e-9
  ) {
    return 'unchanged';
  }
  await trx
    .updateTable('meal_voucher_configurations')
    .set(row)
    .where('organization_id', '=', plan.organizationId)
    .execute();
  return 'updated';
}
