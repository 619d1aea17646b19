import { describe, expect, it } from 'vitest';
import { fieldVisibility } from '../auth/field-visibility.ts';
import type { MealVoucherDay } from './meal-voucher-count.ts';
import { categoriesOfDays, toMealVoucherDay } from './meal-voucher-days.projection.ts';

const sick: MealVoucherDay = {
  date: '2026-04-07',
  counted: false,
  reason: 'absence',
  absence: { type: 'maladie_non_professionnelle', halfDay: false },
};
const home: MealVoucherDay = { date: '2026-04-14', counted: true, reason: 'remote_work' };
const COMPANY = ['org:company:read'];
const TYPES = [...COMPANY, 'org:absence:read', 'org:absence:type:read'];

describe('the days of a meal-voucher count as a key sees them', () => {
  it.each([
    ['org:company:read alone', COMPANY, [], { halfDay: false }],
    ['the absences without their type', [...COMPANY, 'org:absence:read'], [], { halfDay: false }],
    ['absence types', TYPES, [], { type: 'maladie_non_professionnelle', halfDay: false }],
    ['absence types, withholding absenceType', TYPES, ['absenceType'], { halfDay: false }],
  ] as const)('a key with %s gets absence %j', (_name, scopes, withheld, absence) => {
    expect(toMealVoucherDay(sick, fieldVisibility(scopes, withheld))).toEqual({ ...sick, absence });
  });

  it('leaves a day without an absence as the rule explained it', () => {
    expect(toMealVoucherDay(home, fieldVisibility(COMPANY))).toEqual(home);
  });

  it('logs the count, the days off and at home, and the type only when shown', () => {
    expect(categoriesOfDays([sick, home], fieldVisibility(COMPANY))).toEqual([
      'meal_voucher',
      'absence',
      'work_location',
    ]);
    expect(categoriesOfDays([sick], fieldVisibility(TYPES))).toEqual([
      'meal_voucher',
      'absence',
      'absence_type',
    ]);
    expect(categoriesOfDays([home], fieldVisibility(TYPES))).toEqual(['meal_voucher', 'work_location']);
  });
});
