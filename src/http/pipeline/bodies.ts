import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { installJsonBodyParser } from '../json-body.ts';
import { installStrictNumbers } from '../strict-numbers.ts';

/**
 * How a request's parts are read before validation: the one JSON body parser (UTF-8 and text
 * rules, src/http/json-body.ts) and integers of the query and path taken strictly
 * (src/http/strict-numbers.ts).
 */
export async function readBodies(app: FastifyInstance): Promise<void> {
  installStrictNumbers(app);
  installJsonBodyParser(app);
}

export const bodies = fp(readBodies, { name: 'bodies' });

/** The API speaks JSON only: a text/plain body is a 415, not a string that fails validation. */
export const jsonOnly = fp(
  async function refuseText(api: FastifyInstance) {
    api.removeContentTypeParser('text/plain');
  },
  { name: 'json-only' },
);
