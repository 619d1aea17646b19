/**
 * The ceilings, each benchmark's reference, in a process of their own (forked by ceilings.ts),
 * on the same store as the product: (A) `/a/<name>` writes the product's own answer bytes, kept
 * in memory; (B) `/b/...` runs what the product must run for that answer (ceiling-queries.ts).
 * A bare Fastify: no authentication, no rate limit, no logging.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { openStore } from '../../src/db/store.ts';
import {
  absencesPage,
  changesAfter,
  collaboratorDetail,
  collaboratorsPage,
  mealVoucherInputs,
} from './ceiling-queries.ts';

type Query = Record<string, string | undefined>;

const store = openStore(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
const db = store.db;
const bytes = new Map<string, string>();
const app = Fastify({ logger: false });
const json = 'application/json; charset=utf-8';
const num = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
const page = (q: Query) => ({ page: num(q.page, 1), limit: num(q.limit, 100) });

app.get<{ Params: { name: string } }>('/a/:name', async (request, reply) => {
  const body = bytes.get(request.params.name);
  if (body === undefined) return reply.code(404).send();
  return reply.type(json).send(body);
});
app.get<{ Querystring: Query }>('/b/collaborators', async (request, reply) => {
  const q = request.query;
  const result = await collaboratorsPage(db, q.org ?? '', page(q), q.activeOn);
  return reply.type(json).send(JSON.stringify(result));
});
app.get<{ Querystring: Query; Params: { id: string } }>('/b/collaborators/:id', async (request, reply) => {
  const result = await collaboratorDetail(db, request.query.org ?? '', request.params.id);
  return reply.type(json).send(JSON.stringify(result));
});
app.get<{ Querystring: Query }>('/b/meal-vouchers', async (request, reply) => {
  const q = request.query;
  const result = await mealVoucherInputs(db, q.org ?? '', num(q.year, 2000), num(q.month, 1), page(q));
  return reply.type(json).send(JSON.stringify(result));
});
app.get<{ Querystring: Query }>('/b/absences', async (request, reply) => {
  const q = request.query;
  const result = await absencesPage(db, q.org ?? '', q.start ?? '', q.end ?? '', page(q));
  return reply.type(json).send(JSON.stringify(result));
});
app.get<{ Querystring: Query }>('/b/changes', async (request, reply) => {
  const q = request.query;
  const result = await changesAfter(db, q.org ?? '', num(q.after, 0), num(q.limit, 100));
  return reply.type(json).send(JSON.stringify(result));
});

process.on('message', (message: { name: string; body: string }) => {
  bytes.set(message.name, message.body);
  process.send?.({ kept: message.name });
});
process.on('disconnect', () => {
  void app.close().then(() => store.close().then(() => process.exit(0)));
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ listening: address });
