import type { AccessCategory } from '../auth/access-categories.ts';
import { categoriesShown, type FieldVisibility, showVisible } from '../auth/field-visibility.ts';
import type { MealVoucherDay as ExplainedDay } from './meal-voucher-count.ts';
import type { MealVoucherDay } from './meal-vouchers.schema.ts';

/**
 * A day of the explanation as a key may see it: the rule's reason always (it is the count), the
 * absence's type only to a key that may read absence types, as on the absences list.
 */
export function toMealVoucherDay(day: ExplainedDay, visibility: FieldVisibility): MealVoucherDay {
  const { absence, ...decided } = day;
  if (!absence) return decided;
  const shown: NonNullable<MealVoucherDay['absence']> = { halfDay: absence.halfDay };
  showVisible<Pick<NonNullable<MealVoucherDay['absence']>, 'type'>>(shown, visibility, {
    type: ['absenceType', () => absence.type],
  });
  return { ...decided, absence: shown };
}

/**
 * What an explanation tells of the collaborator, for the data-access log: the count, the days
 * off (an absence) and at home (remote work), and the absence types the key may see.
 */
export function categoriesOfDays(
  days: readonly ExplainedDay[],
  visibility: FieldVisibility,
): AccessCategory[] {
  const absent = days.some((d) => d.reason === 'absence');
  return [
    'meal_voucher',
    ...(absent ? (['absence', ...categoriesShown(visibility, ['absenceType'])] as const) : []),
    ...(days.some((d) => d.reason === 'remote_work') ? (['work_location'] as const) : []),
  ];
}
