/**
 * The write ceiling (B), in a process of its own (forked by write-ceiling.ts): a bare node:http
 * server on the product's store that, per request, runs the statements the product ran for that
 * kind of write (captured by write-capture.ts, bound by write-templates.ts), with the request's
 * own record, all of them in one transaction (src/db/write-transaction.ts: on SQLite IMMEDIATE,
 * behind the same writer turns). No authentication, validation, rate limit, logging or
 * serialization of a read: what is left of a write when only its SQL is run.
 *
 *   POST /b/organizations/{org}/absences            (the absence.create template, a fresh id)
 *   PUT  /b/organizations/{org}/absences/{id}       (absence.replace)
 *   PUT  /b/organizations/{org}/collaborators/{id}  (collaborator.replace)
 *   GET  /a/probe                                   (the drain's probe)
 */
import http from 'node:http';
import { CompiledQuery } from 'kysely';
import { loadConfig } from '../../src/config.ts';
import { openStore } from '../../src/db/store.ts';
import { writeTransaction } from '../../src/db/write-transaction.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { parametersOf, type WriteTemplate } from './write-templates.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const store = openStore(config, { poolSize: config.dbPoolSize });
const templates = new Map<string, WriteTemplate>();
const failedKinds = new Set<string>();

function route(method: string, url: string): { kind: string; id?: string } | undefined {
  const path = url.split('?')[0] ?? '';
  let m = /^\/b\/organizations\/[^/]+\/absences$/.exec(path);
  if (m && method === 'POST') return { kind: 'absence.create' };
  m = /^\/b\/organizations\/[^/]+\/absences\/([^/]+)$/.exec(path);
  if (m && method === 'PUT') return { kind: 'absence.replace', id: decodeURIComponent(m[1] ?? '') };
  m = /^\/b\/organizations\/[^/]+\/collaborators\/([^/]+)$/.exec(path);
  if (m && method === 'PUT') return { kind: 'collaborator.replace', id: decodeURIComponent(m[1] ?? '') };
  return undefined;
}

async function replay(template: WriteTemplate, record: Record<string, unknown>): Promise<void> {
  const fresh = { now: new Date().toISOString(), uuid: () => uuidv7() };
  await writeTransaction(store, async (trx) => {
    const results: Record<string, unknown>[][] = [];
    for (const statement of template.statements) {
      const parameters = parametersOf(statement, record, results, fresh);
      const result = await trx
        .executeQuery(CompiledQuery.raw(statement.sql, parameters))
        .catch((error: unknown) => {
          throw new Error(
            `${String(error)} in ${statement.sql.slice(0, 80)} (${parameters.map((p) => (p === null ? 'null' : p instanceof Uint8Array ? 'bytes' : typeof p)).join(', ')})`,
          );
        });
      results.push(result.rows as Record<string, unknown>[]);
    }
  });
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'GET' && request.url === '/a/probe') {
      response.writeHead(204).end();
      return;
    }
    const target = route(request.method ?? '', request.url ?? '');
    const template = target && templates.get(target.kind);
    if (!target || !template) {
      response.writeHead(404).end();
      return;
    }
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      response.writeHead(400).end();
      return;
    }
    const created = target.id === undefined;
    record = created ? { ...record, id: uuidv7(), status: 'pending' } : { ...record, id: target.id };
    replay(template, record).then(
      () => {
        const body = JSON.stringify(record);
        response
          .writeHead(created ? 201 : 200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          })
          .end(body);
      },
      (error: unknown) => {
        // The first failure of each kind is printed: a replay that fails is faster than a write, and must be seen.
        if (!failedKinds.has(target.kind)) {
          failedKinds.add(target.kind);
          console.error(`write ceiling: ${target.kind} failed: ${String(error).slice(0, 500)}`);
        }
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error).slice(0, 500));
      },
    );
  });
});

/** IPC gives a Buffer back as a plain Uint8Array, which pg would send as text: a Buffer again. */
const revived = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

process.on('message', (message: { templates?: WriteTemplate[] }) => {
  for (const t of message.templates ?? []) {
    for (const statement of t.statements) {
      statement.captured = statement.captured.map(revived);
      statement.bindings = statement.bindings.map((b) =>
        b.from === 'constant' ? { from: 'constant', value: revived(b.value) } : b,
      );
    }
    templates.set(t.kind, t);
  }
  process.send?.({ templates: templates.size });
});
process.on('disconnect', () => {
  server.close();
  void store.close().then(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({
    listening: typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '',
  });
});
