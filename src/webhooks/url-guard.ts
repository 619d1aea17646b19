import { lookup } from 'node:dns/promises';
import net from 'node:net';

export interface UrlPolicy {
  /** HRAPI_WEBHOOKS_ALLOW_PRIVATE: private and loopback addresses, and `http`, allowed (tests, labs). */
  allowPrivate: boolean;
  production: boolean;
}

/** Why a webhook URL is refused, or null when it may be called. */
export function urlProblem(raw: string, policy: UrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  if (url.protocol === 'http:' && !policy.allowPrivate && policy.production) {
    return 'must use https (http is allowed only with HRAPI_WEBHOOKS_ALLOW_PRIVATE=true)';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (raw.length > 2048) return 'is longer than 2048 characters';
  return null;
}

const BLOCKED_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const blockList = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blockList.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['fd00:ec2::254', 128], // AWS metadata over IPv6
] as const) {
  blockList.addSubnet(address, prefix, 'ipv6');
}

/** True for loopback, private, link-local, metadata and other non-public addresses (IPv4-mapped too). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blockList.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return blockList.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves the URL's host and refuses it when any address is forbidden (unless allowed): at
 * creation, and again before every delivery, where the connection then goes to the address checked
 * here, so a DNS answer that changes in between (rebinding) cannot redirect it.
 */
export async function resolveDeliveryAddress(
  raw: string,
  policy: UrlPolicy,
): Promise<{ ok: true; address: string; family: number } | { ok: false; problem: string }> {
  const problem = urlProblem(raw, policy);
  if (problem) return { ok: false, problem };
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = net.isIP(host)
      ? [{ address: host, family: net.isIP(host) }]
      : await lookup(host, { all: true });
  } catch {
    return { ok: false, problem: `host ${host} does not resolve` };
  }
  const first = addresses[0];
  if (!first) return { ok: false, problem: `host ${host} does not resolve` };
  if (!policy.allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
    return {
      ok: false,
      problem: `resolves to a loopback, private, link-local or metadata address (set HRAPI_WEBHOOKS_ALLOW_PRIVATE=true only in a lab)`,
    };
  }
  return { ok: true, address: first.address, family: first.family };
}
