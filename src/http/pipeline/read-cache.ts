import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../../read-cache/read-cache.ts';
import { chargeOf, type KeptAnswer, keptAnswer } from '../../read-cache/response-cache.ts';
import { matchesAny } from './conditional-reads.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves a route's kept 200 body when nothing it depends on has changed: the answer's identity
 * (answer-identity.ts: organization, versions of the kinds of data it shows, date, key generation,
 * access, parameters as sent) is its key, and the versions are read from the store on every
 * request, so an answer is never served after a write it depends on has committed, on any
 * instance.
 *
 * A kept answer is served on arrival, right after authentication, authorization and the rate
 * limit (and the conditional reads' ETag): what it is kept under was, by construction, a request
 * that passed validation and was answered 200, and validation depends on nothing but the request
 * as sent, which the identity holds whole. So a hit skips validation and the rest of the
 * pipeline, and a refusal is never kept nor served. With `If-None-Match` naming its ETag, a kept
 * answer is a 304 there too.
 */
export function installResponseCache(api: FastifyInstance, cache: ReadCache): void {
  api.addHook('onRequest', async (request, reply) => {
    const key = request.answerIdentity;
    const dependsOn = request.routeOptions.config.readCache;
    if (key === null || dependsOn === undefined || dependsOn === false) return;
    const ifNoneMatch = request.headers['if-none-match'];
    const held = request.etag !== null && matchesAny(ifNoneMatch, request.etag);
    let kept = cache.get<KeptAnswer>(key, 'answer');
    if (kept === undefined) {
      // Joined synchronously: between a miss and `begin` no other request may start the same one.
      const running = cache.join<KeptAnswer>(key);
      if (running) kept = await running;
    }
    if (kept !== undefined) {
      // A record's own ETag (recordEtag) was made from the answer, and is kept with it.
      if (kept.etag !== null) request.etag = kept.etag;
      if (held || (kept.etag !== null && matchesAny(ifNoneMatch, kept.etag))) {
        return reply.code(304).header('etag', request.etag).send();
      }
      // A kept answer still counts in the data-access log, as the answer it repeats did.
      request.dataAccess = kept.dataAccess;
      return reply.type(JSON_TYPE).send(kept.body);
    }
    // A miss the client already holds is a 304 after validation (conditional-reads.ts): nothing
    // to compute, so nothing for others to wait for. (A record's own ETag is not known before its
    // answer: that miss is computed, and its 304 made once the answer is.)
    if (held) return;
    // Computed by this request; concurrent misses of the same answer wait for it (single-flight),
    // even with a budget of 0, where nothing is kept.
    request.responseCacheKey = key;
    request.responseCacheSettle = cache.begin<KeptAnswer>(key);
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
      // Kept and served as bytes: a hit is sent as is, never re-encoded. The Buffer lives outside
      // the V8 heap; the entry is charged what it costs the process (chargeOf).
      const recordEtag = request.routeOptions.config.recordEtag === true ? request.etag : null;
      const kept = keptAnswer(payload, request.dataAccess, recordEtag);
      cache.set(key, kept, chargeOf(key, kept));
      request.responseCacheSettle?.(kept);
      return kept.body;
    }
    request.responseCacheSettle?.(undefined);
    return payload;
  });
}

/**
 * The kept answers of reads (src/read-cache/), after the conditional reads, which give a read its
 * identity and ETag on arrival.
 */
export const readCache = fp(
  async function keepAnswers(api: FastifyInstance) {
    installResponseCache(api, api.readCache);
  },
  { name: 'read-cache' },
);
