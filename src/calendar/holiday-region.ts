import type { HolidayRegion } from './french-holidays.ts';

/** Moselle, Bas-Rhin, Haut-Rhin: the three départements of Alsace-Moselle's local law. */
const ALSACE_MOSELLE_DEPARTEMENTS = new Set(['57', '67', '68']);

export interface WorkplaceAddress {
  zipCode: string | null;
  country: string | null;
}

/**
 * The holiday law of a workplace, read from its postal code: a French code's first two digits
 * are its département. The law follows the establishment where the work is done (Code du
 * travail, art. L3134-13 applies to the establishments of the three départements), never the
 * collaborator's residence. A missing code, or a foreign address (a German 67xxx is
 * Ludwigshafen), falls back to the national calendar.
 */
export function holidayRegionOf(address: WorkplaceAddress): HolidayRegion {
  const country = address.country?.trim().toLowerCase();
  if (country !== undefined && country !== '' && country !== 'fr') return 'metropolitan';
  const code = (address.zipCode ?? '').replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code)) return 'metropolitan';
  return ALSACE_MOSELLE_DEPARTEMENTS.has(code.slice(0, 2)) ? 'alsace_moselle' : 'metropolitan';
}
