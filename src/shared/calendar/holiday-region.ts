import type { HolidayRegion } from './french-holidays.ts';

/** Moselle, Bas-Rhin, Haut-Rhin: the three départements of Alsace-Moselle's local law. */
const ALSACE_MOSELLE_DEPARTEMENTS = new Set(['57', '67', '68']);

export interface WorkplaceAddress {
  zipCode: string | null;
  country: string | null;
}

/**
 * Overseas postal codes (La Poste): 971 Guadeloupe, 972 Martinique, 973 Guyane, 974 La Réunion,
 * 976 Mayotte; Saint-Barthélemy (97133) and Saint-Martin (97150) kept Guadeloupe's prefix when
 * they became collectivités in 2007. Saint-Pierre-et-Miquelon (975) has no day of its own, and
 * the Pacific (986-988) has its own labour law: both keep the national list.
 */
const OVERSEAS_BY_CODE: Record<string, HolidayRegion> = {
  '97133': 'saint_barthelemy',
  '97150': 'saint_martin',
};
const OVERSEAS_BY_PREFIX: Record<string, HolidayRegion> = {
  '971': 'guadeloupe',
  '972': 'martinique',
  '973': 'guyane',
  '974': 'la_reunion',
  '976': 'mayotte',
};

/**
 * An address in France: `fr`, or the ISO 3166 code an overseas territory also has (a payroll
 * may write `gp` for Guadeloupe), or no country at all.
 */
const FRENCH_COUNTRIES = new Set(['', 'fr', 'gp', 'mq', 'gf', 're', 'yt', 'bl', 'mf', 'pm']);

/**
 * The holiday law of a workplace, read from its postal code: a French code's first two digits
 * are its département (three overseas). The law follows the establishment where the work is done
 * (Code du travail, art. L3134-13 applies to the establishments of the three départements,
 * art. L3422-2 to those overseas), never the collaborator's residence. A missing code, or a
 * foreign address (a German 67xxx is Ludwigshafen), falls back to the national calendar.
 */
export function holidayRegionOf(address: WorkplaceAddress): HolidayRegion {
  const country = address.country?.trim().toLowerCase() ?? '';
  if (!FRENCH_COUNTRIES.has(country)) return 'metropolitan';
  const code = (address.zipCode ?? '').replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code)) return 'metropolitan';
  const overseas = OVERSEAS_BY_CODE[code] ?? OVERSEAS_BY_PREFIX[code.slice(0, 3)];
  if (overseas) return overseas;
  return ALSACE_MOSELLE_DEPARTEMENTS.has(code.slice(0, 2)) ? 'alsace_moselle' : 'metropolitan';
}
