/**
 * The two ceilings the product is measured against, served by a bare Fastify inside the bench
 * harness (never by the product): (A) the product's own response bytes, precomputed; (B) the same
 * page read straight from the store by one SELECT, without authentication, count or shaping.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

export type BarePage = (db: Kysely<Database>) => Promise<unknown>;

export interface Ceilings {
  url: string;
  /** Registers a scenario: its bytes for (A) and its one-statement page for (B). */
  add(name: string, bytes: string, bare: BarePage): void;
  close(): Promise<void>;
}

export async function startCeilings(db: Kysely<Database>): Promise<Ceilings> {
  const bytes = new Map<string, string>();
  const pages = new Map<string, BarePage>();
  const app: FastifyInstance = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/bytes/:name', async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return bytes.get(request.params.name) ?? '{}';
  });
  app.get<{ Params: { name: string } }>('/page/:name', async (request, reply) => {
    const page = pages.get(request.params.name);
    if (!page) return reply.code(404).send();
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ data: await page(db) });
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    add(name, body, bare) {
      bytes.set(name, body);
      pages.set(name, bare);
    },
    close: () => app.close(),
  };
}
