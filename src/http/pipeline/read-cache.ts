import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../../read-cache/read-cache.ts';
import { type CachedResponse, cachedResponse, chargeOf } from '../../read-cache/response-cache.ts';
import { matchesAny } from './conditional-reads.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves a route's cached 200 body when nothing it depends on has changed: the response's identity
 * (response-identity.ts: organization, versions of the kinds of data it shows, date, key
 * generation, access, parameters as sent) is its key, and the versions are read from the store on
 * every request, so a response is never served after a write it depends on has committed, on any
 * instance.
 *
 * A cached response is served on arrival, right after authentication, authorization and the rate
 * limit (and the conditional reads' ETag): what it is cached under was, by construction, a request
 * that passed validation and was answered 200, and validation depends on nothing but the request
 * as sent, which the identity holds whole. So a hit skips validation and the rest of the
 * pipeline, and a refusal is never cached nor served. With `If-None-Match` naming its ETag, a
 * cached response is a 304 there too.
 *
 * The Fastify side of src/read-cache/: the cache and the cached response take plain values (a key,
 * a body, whose data it carried); this stage reads and sets them on the request.
 */
export function installResponseCache(api: FastifyInstance, cache: ReadCache): void {
  api.addHook('onRequest', async (request, reply) => {
    const key = request.responseIdentity;
    const dependsOn = request.routeOptions.config.readCache;
    if (key === null || dependsOn === undefined || dependsOn === false) return;
    const ifNoneMatch = request.headers['if-none-match'];
    const held = request.etag !== null && matchesAny(ifNoneMatch, request.etag);
    let cached = cache.get<CachedResponse>(key, 'answer');
    if (cached === undefined) {
      // Joined synchronously: between a miss and `begin` no other request may start the same one.
      const running = cache.join<CachedResponse>(key);
      if (running) cached = await running;
    }
    if (cached !== undefined) {
      // A record's own ETag (recordEtag) was made from the response, and is cached with it.
      if (cached.etag !== null) request.etag = cached.etag;
      if (held || (cached.etag !== null && matchesAny(ifNoneMatch, cached.etag))) {
        return reply.code(304).header('etag', request.etag).send();
      }
      // A cached response still counts in the data-access log, as the response it repeats did.
      request.dataAccess = cached.dataAccess;
      return reply.type(JSON_TYPE).send(cached.body);
    }
    // A miss the client already holds is a 304 after validation (conditional-reads.ts): nothing
    // to compute, so nothing for others to wait for. (A record's own ETag is not known before its
    // response: that miss is computed, and its 304 made once the response is.)
    if (held) return;
    // Computed by this request; concurrent misses of the same response wait for it (single-flight),
    // even with a budget of 0, where nothing is cached.
    request.responseCacheKey = key;
    request.responseCacheSettle = cache.begin<CachedResponse>(key);
  });

  // An error, an abort or a non-200: the waiters compute their own.
  api.addHook('onResponse', async (request) => {
    request.responseCacheSettle?.(undefined);
  });
  api.addHook('onRequestAbort', async (request) => {
    request.responseCacheSettle?.(undefined);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (key !== null && reply.statusCode === 200 && typeof payload === 'string') {
      // Cached and served as bytes: a hit is sent as is, never re-encoded. The Buffer lives outside
      // the V8 heap; the entry is charged what it costs the process (chargeOf).
      const recordEtag = request.routeOptions.config.recordEtag === true ? request.etag : null;
      const cached = cachedResponse(payload, request.dataAccess, recordEtag);
      cache.set(key, cached, chargeOf(key, cached));
      request.responseCacheSettle?.(cached);
      return cached.body;
    }
    request.responseCacheSettle?.(undefined);
    return payload;
  });
}

/**
 * The cached responses of reads (src/read-cache/), after the conditional reads, which give a read
 * its identity and ETag on arrival.
 */
export const readCache = fp(
  async function cacheResponses(api: FastifyInstance) {
    installResponseCache(api, api.readCache);
  },
  { name: 'read-cache' },
);
