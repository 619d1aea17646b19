/** `DDMMYYYY` as `YYYY-MM-DD` when it is a real day, else null. */
export function dsnDate(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as the norm's `DDMMYYYY`. */
export const toDsnDate = (iso: string): string => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
