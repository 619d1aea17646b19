/** The current instant as stored and rendered everywhere: ISO 8601 with milliseconds, UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** One formatter per time zone: building one costs more than a whole cached read. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
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
