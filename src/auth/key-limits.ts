import { BlockList, isIP } from 'node:net';
import { isCalendarDate } from '../shared/calendar/calendar-dates.ts';

/**
 * A key's optional limits besides its scopes: an expiry instant and the CIDR blocks it may be
 * used from. Outside either, the key answers 401 exactly like a revoked one.
 */
export interface KeyLimits {
  expiresAt: string | null;
  allowedSources: readonly string[] | null;
}

export type SourcesCheck = { ok: true; sources: string[] } | { ok: false; problems: string[] };

/** `10.0.0.0/8`, `2001:db8::/32`, or a bare address (a /32 or /128). */
export function checkSources(requested: readonly string[]): SourcesCheck {
  const problems: string[] = [];
  const sources: string[] = [];
  for (const raw of requested.map((s) => s.trim()).filter((s) => s !== '')) {
    const [address = '', prefix, extra] = raw.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const bits = prefix === undefined ? max : Number(prefix);
    if (family === 0 || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > max) {
      problems.push(`"${raw}" is not an address or a CIDR block`);
    } else {
      sources.push(`${address}/${bits}`);
    }
  }
  if (requested.length > 0 && sources.length === 0 && problems.length === 0)
    problems.push('--allow-from needs at least one CIDR block');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, sources: [...new Set(sources)] };
}

/** A date (`YYYY-MM-DD`, the end of that day UTC) or an instant, in the future. */
export function checkExpiry(
  raw: string,
  now = new Date(),
): { ok: true; at: string } | { ok: false; problem: string } {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T23:59:59.999Z` : raw;
  const at = new Date(value);
  // Checked before Date does: it rolls 2027-02-30 into 2 March.
  if (Number.isNaN(at.getTime()) || !isCalendarDate(raw.slice(0, 10))) {
    return {
      ok: false,
      problem: `"${raw}" is not a date that exists (YYYY-MM-DD) or an ISO 8601 instant on one`,
    };
  }
  if (at.getTime() <= now.getTime()) return { ok: false, problem: `the expiry ${raw} is already past` };
  return { ok: true, at: at.toISOString() };
}

const blockLists = new WeakMap<readonly string[], BlockList>();

function blockList(sources: readonly string[]): BlockList {
  let list = blockLists.get(sources);
  if (!list) {
    list = new BlockList();
    for (const source of sources) {
      const [address = '', bits] = source.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      list.addSubnet(address, Number(bits), family);
    }
    blockLists.set(sources, list);
  }
  return list;
}

/** Whether a request from `address` (as Fastify gives it, proxies resolved) may use the key now. */
export function withinLimits(limits: KeyLimits, address: string, now = Date.now()): boolean {
  if (limits.expiresAt !== null && Date.parse(limits.expiresAt) <= now) return false;
  if (limits.allowedSources === null) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return blockList(limits.allowedSources).check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** Days until the expiry (rounded down), or null when the key never expires. */
export function daysUntilExpiry(expiresAt: string | null, now = Date.now()): number | null {
  return expiresAt === null ? null : Math.floor((Date.parse(expiresAt) - now) / 86_400_000);
}
