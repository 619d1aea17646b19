import { describe, expect, it } from 'vitest';
import type { HolidayRegion } from './french-holidays.ts';
import { holidayRegionOf } from './holiday-region.ts';

describe('holidayRegionOf: the establishment’s postal code decides', () => {
  it.each<[string | null, string | null, HolidayRegion]>([
    ['67000', 'fr', 'alsace_moselle'], // Strasbourg
    ['68100', 'fr', 'alsace_moselle'], // Mulhouse
    ['57000', 'fr', 'alsace_moselle'], // Metz
    ['57 000', null, 'alsace_moselle'],
    ['75002', 'fr', 'metropolitan'], // Paris
    ['54000', 'fr', 'metropolitan'], // Nancy, Meurthe-et-Moselle: not Moselle
    ['88000', 'fr', 'metropolitan'], // Épinal, Vosges
    ['06700', 'fr', 'metropolitan'], // a 67 that is not a département prefix
    ['67059', 'de', 'metropolitan'], // Ludwigshafen am Rhein
    ['6700', 'be', 'metropolitan'], // Arlon
    [null, 'fr', 'metropolitan'],
    ['', null, 'metropolitan'],
  ])('%s (%s) is %s', (zipCode, country, region) => {
    expect(holidayRegionOf({ zipCode, country })).toBe(region);
  });
});
