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
    // Overseas: La Poste's 3-digit prefixes; art. L3422-2 of the Code du travail.
    ['97110', 'fr', 'guadeloupe'], // Pointe-à-Pitre
    ['97100', 'gp', 'guadeloupe'], // Basse-Terre, with Guadeloupe's own ISO code
    ['97200', 'fr', 'martinique'], // Fort-de-France
    ['97300', 'fr', 'guyane'], // Cayenne
    ['97400', 're', 'la_reunion'], // Saint-Denis
    ['97600', 'fr', 'mayotte'], // Mamoudzou
    ['97133', 'fr', 'saint_barthelemy'], // Gustavia: Guadeloupe's prefix, its own day
    ['97150', 'mf', 'saint_martin'], // Marigot
    ['97500', 'pm', 'metropolitan'], // Saint-Pierre-et-Miquelon: no day of its own
    ['98800', 'nc', 'metropolitan'], // Nouméa: its own labour law, not read here
    ['97200', 'us', 'metropolitan'], // a foreign 97200 is not Martinique
    ['', null, 'metropolitan'],
  ])('%s (%s) is %s', (zipCode, country, region) => {
    expect(holidayRegionOf({ zipCode, country })).toBe(region);
  });
});
