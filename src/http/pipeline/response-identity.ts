import type { FastifyRequest } from 'fastify';
import type { ApiKey } from '../../auth/keys/api-keys.ts';
import { stampOf } from '../../db/organization-state.ts';
import { canonicalJson } from '../canonical.ts';
import { organizationIdOf } from '../params.ts';
import { organizationState } from '../request-context.ts';

/**
 * What a key may see, as a text: its scopes and whatever else the key holds that withholds fields
 * (every list-valued property of the key), each sorted. Computed once per key as the
 * authentication keeps it (the same object on every request until a revocation or a change moves
 * the key generation): computed per request, it was a visible share of a cached read's CPU (see
 * docs/performance.md, "Figures behind the code").
 */
export function accessOf(key: ApiKey): string {
  let access = accessTexts.get(key);
  if (access === undefined) {
    access = Object.entries(key)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([name, values]) => `${name}=${values.map(String).sort().join(' ')}`)
      .sort()
      .join(';');
    accessTexts.set(key, access);
  }
  return access;
}

const accessTexts = new WeakMap<ApiKey, string>();

/**
 * What decides the response to an authenticated read of an organization, known before the response
 * is computed: the route, the organization, the versions of the kinds of data the route shows
 * (its `readCache` kinds; the organization's whole version for a route that declares none),
 * today's date there, the key generation (a list's cursor is sealed with its keys), the key's
 * access, the path and query parameters as the request sent them (sorted: `?b=1&a=2` and
 * `?a=2&b=1` are one read), and the route's own state if it declares one (the change feed's
 * position); null for a public route or one outside an organization (no ETag, nothing cached).
 *
 * Taken from the request as sent, not as validated (coerced, defaults filled), so that it is
 * known on arrival: two spellings of one read (`?limit=100` and none) are two identities, and an
 * identity under which a response is cached is one validation accepted (validation reads nothing
 * but the request as sent).
 */
export async function identifyRead(request: FastifyRequest): Promise<string | null> {
  const key = request.apiKey;
  const organizationId = organizationIdOf(request);
  if (key === null || organizationId === undefined) return null;
  const state = await organizationState(request, organizationId);
  const { readCache, conditionalState } = request.routeOptions.config;
  return [
    request.routeOptions.url ?? '',
    organizationId,
    stampOf(state, Array.isArray(readCache) ? readCache : 'all'),
    state.keyGeneration,
    accessOf(key),
    canonicalJson(request.params),
    canonicalJson(request.query),
    conditionalState ? await conditionalState(request) : '',
  ].join('\u0000');
}
