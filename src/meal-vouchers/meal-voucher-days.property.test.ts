import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysOfMonth, isoDate } from '../shared/calendar/calendar-dates.ts';
import { publicHolidays } from '../shared/calendar/french-holidays.ts';
import {
  countMealVouchers,
  DAY_REASONS,
  explainMealVoucherDays,
  type WorkingTime,
} from './meal-voucher-count.ts';

/** A date within a few months around the one under test, so spans often overlap it. */
const dateNear = (year: number, month: number) =>
  fc.integer({ min: -70, max: 100 }).map((offset) => addDays(isoDate(year, month, 1), offset));
const span = (year: number, month: number) =>
  fc.tuple(dateNear(year, month), fc.integer({ min: 0, max: 40 })).map(([start, length]) => ({
    startDate: start,
    endDate: addDays(start, length),
  }));

const monthAndTime = fc
  .record({ year: fc.integer({ min: 1900, max: 3000 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      time: fc.record<WorkingTime>({
        region: fc.constantFrom('metropolitan', 'alsace_moselle', 'martinique', 'la_reunion'),
        contracts: fc.array(
          fc.tuple(span(year, month), fc.boolean()).map(([s, open]) => ({
            startDate: s.startDate,
            endDate: open ? null : s.endDate,
          })),
          { maxLength: 3 },
        ),
        absences: fc.array(
          fc
            .record({
              span: span(year, month),
              status: fc.constantFrom('approved', 'pending', 'rejected'),
              type: fc.constantFrom('conge_paye', 'rtt', 'maladie_non_professionnelle', 'custom_x'),
              startHalfDay: fc.boolean(),
              endHalfDay: fc.boolean(),
            })
            .map(({ span: s, ...rest }) => ({ ...s, ...rest })),
          { maxLength: 4 },
        ),
        workLocations: fc.array(
          fc
            .record({
              span: span(year, month),
              status: fc.constantFrom('approved', 'pending'),
              isRemoteWork: fc.boolean(),
            })
            .map(({ span: s, ...rest }) => ({ ...s, ...rest })),
          { maxLength: 3 },
        ),
      }),
    }),
  );

describe('the per-day explanation and the monthly count are one rule', () => {
  it('the counted days of the explanation always add up to the monthly count', () => {
    fc.assert(
      fc.property(monthAndTime, ({ year, month, time }) => {
        const days = explainMealVoucherDays(year, month, time);
        expect(days.filter((d) => d.counted).length).toBe(countMealVouchers(year, month, time));
      }),
      { numRuns: 500 },
    );
  });

  it('the monthly count is the documented rule (docs/partner-api.md), written here a second way as a model', () => {
    fc.assert(
      fc.property(monthAndTime, ({ year, month, time }) => {
        const holidays = new Set(publicHolidays(year, time.region).map((h) => h.date));
        const model = daysOfMonth(year, month).filter((day) => {
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          if (weekday === 0 || weekday === 6 || holidays.has(day)) return false;
          if (!time.contracts.some((c) => c.startDate <= day && (c.endDate ?? '9999-12-31') >= day))
            return false;
          return !time.absences.some(
            (a) => a.status === 'approved' && a.startDate <= day && a.endDate >= day,
          );
        }).length;
        expect(countMealVouchers(year, month, time)).toBe(model);
      }),
      { numRuns: 500 },
    );
  });

  it('every day has a reason of the closed set, counted exactly when worked at the office or at home', () => {
    fc.assert(
      fc.property(monthAndTime, ({ year, month, time }) => {
        for (const day of explainMealVoucherDays(year, month, time)) {
          expect(DAY_REASONS).toContain(day.reason);
          expect(day.counted).toBe(day.reason === 'worked' || day.reason === 'remote_work');
          expect(day.holiday !== undefined).toBe(day.reason === 'public_holiday');
          expect(day.absence !== undefined).toBe(day.reason === 'absence');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('remote work and pending or rejected requests never change the count', () => {
    fc.assert(
      fc.property(monthAndTime, ({ year, month, time }) => {
        const bare: WorkingTime = {
          ...time,
          workLocations: [],
          absences: time.absences.filter((a) => a.status === 'approved'),
        };
        expect(countMealVouchers(year, month, time)).toBe(countMealVouchers(year, month, bare));
      }),
      { numRuns: 300 },
    );
  });
});
