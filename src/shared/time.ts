import { processCache } from './bounded-cache.ts';

/** The time zone of an organization that names none: employment statuses change at its midnight. */
export const DEFAULT_TIMEZONE = 'Europe/Paris';

/** The current instant as stored and rendered everywhere: ISO 8601 with milliseconds, UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * One formatter per time zone: building one costs more than a whole cached read. The IANA
 * database names about 600 zones; the bound only stops a flood of invalid ones.
 */
export const timeZoneFormatters = processCache<string, Intl.DateTimeFormat>('time-zone-formatters', 1_000);

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return timeZoneFormatters.getOrSet(
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
}

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A stored calendar date rendered as the API's date-time: UTC midnight (docs/api.md). */
export function dateToDateTime(date: string): string;
export function dateToDateTime(date: string | null): string | null;
export function dateToDateTime(date: string | null): string | null {
  return date === null ? null : `${date}T00:00:00.000Z`;
}
