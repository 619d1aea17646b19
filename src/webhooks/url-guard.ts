import { lookup } from 'node:dns/promises';
import net from 'node:net';

export interface UrlPolicy {
  /** HRAPI_WEBHOOKS_ALLOW_PRIVATE: private and loopback addresses, and `http`, allowed (tests, labs). */
  allowPrivate: boolean;
  production: boolean;
}

/** Why a URL is refused, as a kind the console words in its own language for an HR officer. */
export type UrlRefusal = 'invalid' | 'scheme' | 'https' | 'credentials' | 'length' | 'unresolved' | 'private';

/** Why a webhook URL is refused, for integrators: the API's wording, with the operator's switch. */
const REFUSAL_TEXT: Record<Exclude<UrlRefusal, 'unresolved' | 'private'>, string> = {
  invalid: 'is not a valid URL',
  scheme: 'must use https',
  https: 'must use https (http is allowed only with HRAPI_WEBHOOKS_ALLOW_PRIVATE=true)',
  credentials: 'must not carry credentials',
  length: 'is longer than 2048 characters',
};

function urlRefusal(raw: string, policy: UrlPolicy): keyof typeof REFUSAL_TEXT | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.protocol === 'http:' && !policy.allowPrivate && policy.production) return 'https';
  if (url.username || url.password) return 'credentials';
  if (raw.length > 2048) return 'length';
  return null;
}

/** Why a webhook URL is refused, or null when it may be called. */
export function urlProblem(raw: string, policy: UrlPolicy): string | null {
  const refusal = urlRefusal(raw, policy);
  return refusal ? REFUSAL_TEXT[refusal] : null;
}

/**
 * The IANA IPv4 special-purpose registry (and multicast), whether or not an entry is marked
 * globally reachable: no webhook receiver lives in any of them.
 */
const SPECIAL_V4: readonly (readonly [string, number, string])[] = [
  ['0.0.0.0', 8, '"this" network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'AS112'],
  ['192.52.193.0', 24, 'AMT'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'AS112 direct delegation'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  ['255.255.255.255', 32, 'broadcast'],
];

/**
 * The IANA IPv6 special-purpose registry inside global unicast (2000::/3); everything outside
 * 2000::/3 (unspecified, loopback, discard, ULA, link-local, multicast, SRv6 SIDs, …) is refused
 * anyway, once the forms that embed an IPv4 address have been decoded.
 */
const SPECIAL_V6: readonly (readonly [string, number, string])[] = [
  ['2001::', 23, 'IETF protocol assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['2620:4f:8000::', 48, 'AS112 direct delegation'],
  ['3fff::', 20, 'documentation'],
];

const RANGES_V4 = SPECIAL_V4.map(([base, prefix, name]) => {
  const range = new net.BlockList();
  range.addSubnet(base, prefix, 'ipv4');
  return { range, reason: `${base}/${prefix} ${name}` };
});

function v4Reason(address: string): string | null {
  return RANGES_V4.find(({ range }) => range.check(address, 'ipv4'))?.reason ?? null;
}

/** An IPv6 address as a 128-bit number; undefined when it is not one. */
export function ipv6Value(raw: string): bigint | undefined {
  const address = raw.replace(/%.*$/, '');
  if (net.isIPv6(address) === false) return undefined;
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const v4 = v4Value(dotted);
    if (v4 === undefined) return undefined;
    text = `${text.slice(0, -dotted.length)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  if (groups.length !== 8) return undefined;
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function v4Value(address: string): number | undefined {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return parts.reduce((value, part) => value * 256 + part, 0);
}

function v4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

function inPrefix(value: bigint, base: string, prefix: number): boolean {
  const start = ipv6Value(base) ?? 0n;
  const shift = BigInt(128 - prefix);
  return value >> shift === start >> shift;
}

/** Forms that carry an IPv4 address: the connection ends at that IPv4 host, judged as such. */
const EMBEDDING_V6: readonly {
  base: string;
  prefix: number;
  name: string;
  embedded: (value: bigint) => number[];
}[] = [
  { base: '::ffff:0:0', prefix: 96, name: 'IPv4-mapped', embedded: (v) => [Number(v & 0xffffffffn)] },
  { base: '::ffff:0:0:0', prefix: 96, name: 'IPv4-translated', embedded: (v) => [Number(v & 0xffffffffn)] },
  { base: '64:ff9b::', prefix: 96, name: 'NAT64', embedded: (v) => [Number(v & 0xffffffffn)] },
  {
    base: '2002::',
    prefix: 16,
    name: '6to4',
    embedded: (v) => [Number((v >> 80n) & 0xffffffffn)],
  },
  {
    // Teredo: the server's IPv4, and the client's, stored inverted in the last 32 bits.
    base: '2001::',
    prefix: 32,
    name: 'Teredo',
    embedded: (v) => [Number((v >> 64n) & 0xffffffffn), Number(~v & 0xffffffffn)],
  },
];

/**
 * Why an address must not be dialled (the range it falls in), or null for a public unicast
 * address. IPv6 forms that embed an IPv4 address (mapped, translated, NAT64, 6to4, Teredo) are
 * decoded and the IPv4 address judged too; IPv4-compatible `::a.b.c.d` is deprecated and refused.
 */
export function forbiddenReason(address: string): string | null {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 4) return v4Reason(address);
  const value = family === 6 ? ipv6Value(address) : undefined;
  if (value === undefined) return 'not an IP address';
  for (const form of EMBEDDING_V6) {
    if (!inPrefix(value, form.base, form.prefix)) continue;
    for (const v4 of form.embedded(value)) {
      const reason = v4Reason(v4Text(v4));
      if (reason) return `${form.name} ${form.base}/${form.prefix} of ${v4Text(v4)}, ${reason}`;
    }
  }
  if (inPrefix(value, '::', 96)) return '::/96 unspecified, loopback or IPv4-compatible (deprecated)';
  if (inPrefix(value, '64:ff9b:1::', 48)) return '64:ff9b:1::/48 local-use NAT64';
  if (!inPrefix(value, '2000::', 3)) {
    // A mapped, translated or NAT64 form of a public IPv4 address reaches that public host.
    if (EMBEDDING_V6.some((form) => form.prefix === 96 && inPrefix(value, form.base, 96))) return null;
    return 'outside global unicast 2000::/3 (ULA, link-local, multicast, discard, SRv6, reserved)';
  }
  for (const [base, prefix, name] of SPECIAL_V6) {
    if (inPrefix(value, base, prefix)) return `${base}/${prefix} ${name}`;
  }
  return null;
}

/** True for any address of a special-purpose range, IPv4 embedded in IPv6 included. */
export function isForbiddenAddress(address: string): boolean {
  return forbiddenReason(address) !== null;
}

/**
 * Resolves the URL's host and refuses it when any address is forbidden (unless allowed): at
 * creation, and again before every delivery, where the connection then goes to the address checked
 * here, so a DNS answer that changes in between (rebinding) cannot redirect it.
 */
export async function resolveDeliveryAddress(
  raw: string,
  policy: UrlPolicy,
): Promise<
  { ok: true; address: string; family: number } | { ok: false; problem: string; refusal: UrlRefusal }
> {
  const refusal = urlRefusal(raw, policy);
  if (refusal) return { ok: false, problem: REFUSAL_TEXT[refusal], refusal };
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = net.isIP(host)
      ? [{ address: host, family: net.isIP(host) }]
      : await lookup(host, { all: true });
  } catch {
    return { ok: false, problem: `host ${host} does not resolve`, refusal: 'unresolved' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, problem: `host ${host} does not resolve`, refusal: 'unresolved' };
  const refused = policy.allowPrivate
    ? undefined
    : addresses.map((a) => forbiddenReason(a.address)).find((reason) => reason !== null);
  if (refused) {
    return {
      ok: false,
      problem: `resolves to a loopback, private, link-local or metadata address, or another special-purpose one (${refused}; set HRAPI_WEBHOOKS_ALLOW_PRIVATE=true only in a lab)`,
      refusal: 'private',
    };
  }
  return { ok: true, address: first.address, family: first.family };
}
