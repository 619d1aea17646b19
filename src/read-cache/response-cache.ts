import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../access-log/access-log.ts';
import { type OrganizationReadState, readOrganizationState } from './organization-state.ts';
import { idsBytes, type ReadCache } from './read-cache.ts';

/** A kept 200 body, with whose data it carried (for the data-access log of a cached answer). */
interface KeptAnswer {
  body: string;
  dataAccess: DataAccess | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 bodies may be kept, by organization, data version, date, scopes and query. */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The organization's version and date, read once per request by the first who needs them. */
    readState: Promise<OrganizationReadState> | null;
    responseCacheKey: string | null;
  }
}

/** The organization's version and date for this request: one look-up, shared by hook and handler. */
export function organizationState(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationReadState> {
  request.readState ??= readOrganizationState(request.server.store.db, organizationId);
  return request.readState;
}

/** Query and path parameters in a stable order: `?b=1&a=2` and `?a=2&b=1` are one entry. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .sort()
    .map((k) => `${k}=${canonical(record[k])}`)
    .join('&');
}

/**
 * Serves a route's kept 200 body when nothing it depends on has changed: same organization, data
 * version, date, scope set and normalized query. The version is read from the store on every
 * request, so an answer is never served after a write of the organization has committed, on any
 * instance. Runs after authentication and validation (preHandler), so refusals are never cached.
 */
export function installResponseCache(api: FastifyInstance, cache: ReadCache): void {
  if (cache.budgetBytes === 0) return;

  api.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.readCache !== true || request.apiKey === null) return;
    const params = request.params as Record<string, unknown>;
    const organizationId = params.organizationId;
    if (typeof organizationId !== 'string') return;
    const state = await organizationState(request, organizationId);
    const key = [
      request.routeOptions.url,
      organizationId,
      state.version,
      state.today,
      // The scope set includes the withheld fields: two keys see the same answer only if both match.
      `${[...request.apiKey.scopes].sort().join(' ')}-${request.apiKey.withheldFields.join(' ')}`,
      canonical(params),
      canonical(request.query),
    ].join('\u0000');
    const kept = cache.get<KeptAnswer>(key);
    if (kept === undefined) {
      request.responseCacheKey = key;
      return;
    }
    // A kept answer still counts in the data-access log, as the answer it repeats did.
    request.dataAccess = kept.dataAccess;
    return reply.type('application/json; charset=utf-8').send(kept.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (key !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const kept: KeptAnswer = { body: payload, dataAccess: request.dataAccess };
      const accessBytes = kept.dataAccess ? idsBytes(kept.dataAccess.collaboratorIds) : 0;
      cache.set(key, kept, 2 * (payload.length + key.length) + 64 + accessBytes);
    }
    return payload;
  });
}
