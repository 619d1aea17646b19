import type { AccessCategory } from '../auth/access-categories.ts';
import type { RowWindow } from '../db/keyset.ts';
import { countStampOf } from '../db/organization-state.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { type ListRead, NUMBER_BYTES, type OrganizationRead } from '../read-cache/read-cache.ts';
import { monthBounds } from '../shared/calendar/calendar-dates.ts';
import { countMealVouchers } from './meal-voucher-count.ts';
import {
  countCollaboratorsUnderContract,
  findMealVoucherConfiguration,
  type MealVoucherConfiguration,
  windowOfCollaboratorsUnderContract,
  workingTimeOf,
} from './meal-vouchers.queries.ts';

/** A page of one month's meal vouchers: the configuration, each collaborator's count, the total. */
export interface MealVoucherPageRead {
  configuration: MealVoucherConfiguration;
  mealVouchers: { employeeId: string; count: number }[];
  total: number;
  nextKey: readonly string[] | null;
}

/** The month a meal-voucher list counts, in the asked establishment if any. */
export type MealVoucherFilter = { year: number; month: number; establishmentId: string | undefined };

/** A page of the month's counts, with the collaborators it carries and in which category. */
export interface MealVoucherList extends MealVoucherPageRead {
  collaboratorIds: string[];
  categories: AccessCategory[];
}

/** The meal-voucher list: in the asked establishment (a 404 if not the organization's), a page of it. */
export async function readMealVoucherList(read: ListRead<MealVoucherFilter>): Promise<MealVoucherList> {
  await requireEstablishment(read.db, read.organizationId, read.filter.establishmentId);
  const page = await readMealVoucherPage(read, read.filter, read.window);
  return {
    ...page,
    collaboratorIds: page.mealVouchers.map((m) => m.employeeId),
    categories: ['meal_voucher'],
  };
}

/**
 * The vouchers due for a month, a page of collaborators under contract at a time. Every page of
 * one month shares its total, cached per membership and employment versions.
 */
export async function readMealVoucherPage(
  read: OrganizationRead,
  month: MealVoucherFilter,
  window: RowWindow,
): Promise<MealVoucherPageRead> {
  const { db, organizationId, state, cache } = read;
  const { year, establishmentId } = month;
  const range = monthBounds(year, month.month);
  const configuration = await findMealVoucherConfiguration(db, organizationId);
  const [total, { rows: ids, nextKey }] = await Promise.all([
    cache.namespace('meal-vouchers.total').memo(
      organizationId,
      countStampOf(state, ['membership', 'employment']),
      [range, establishmentId],
      () => countCollaboratorsUnderContract(db, organizationId, range, establishmentId),
      () => NUMBER_BYTES,
    ),
    windowOfCollaboratorsUnderContract(db, organizationId, range, establishmentId, window),
  ]);
  const workingTime = await workingTimeOf(db, organizationId, ids, range);
  const mealVouchers = ids.map((employeeId) => {
    const time = workingTime.get(employeeId);
    const count = time ? countMealVouchers(year, month.month, time) : 0;
    return { employeeId, count };
  });
  return { configuration, mealVouchers, total, nextKey };
}
