import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { installResponseCache } from '../../read-cache/response-cache.ts';

/**
 * The kept answers of reads (src/read-cache/): after the conditional reads, so a 304 needs neither
 * a kept body nor a computed one.
 */
export const readCache = fp(
  async function keepAnswers(api: FastifyInstance) {
    installResponseCache(api, api.readCache);
  },
  { name: 'read-cache' },
);
