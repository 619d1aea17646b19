/**
 * `node --import tsx bench/write-probe.ts [--collaborators N] [--writes N] [--engine sqlite|postgres] [--sql]`:
 * for each kind of single-record write (a request absence, a replaced absence, a replaced
 * collaborator, an approve), the statements the product runs (the bench's capture,
 * harness/write-capture.ts) and the CPU per write of the product's app against (B)'s replay of the
 * same statements in one transaction, both in this process, one write at a time (`inject`, no
 * socket, no load generator): reproducible on a shared machine where a throughput is not. Run it
 * under `node --cpu-prof` for the profile.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../src/app.ts';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import type { Engine } from '../src/db/store.ts';
import { writeTransaction } from '../src/db/write-transaction.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { seedDocument } from '../src/seed/document.ts';
import { uuidv7 } from '../src/shared/ids.ts';
import { createTestStore } from '../test/support/store.ts';
import { captureWrite, type WriteRequest } from './harness/write-capture.ts';
import { inferTemplate, parametersOf, type WriteTemplate } from './harness/write-templates.ts';
import { type WriteFixtures, type WriteKind, writeTargets } from './harness/writes-plan.ts';

const { values } = parseArgs({
  options: {
    collaborators: { type: 'string', default: '2000' },
    writes: { type: 'string', default: '300' },
    engine: { type: 'string', default: 'sqlite' },
    sql: { type: 'boolean', default: false },
    kinds: { type: 'string', default: 'absence.create,absence.replace,collaborator.replace,absence.approve' },
    bare: { type: 'boolean', default: true },
    'no-bare': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const engine = values.engine as Engine;
const WRITES = Number(values.writes);
const org = 'org_probe';
const t = await createTestStore(engine);
try {
  await createOrganization(t.store.db, { id: org, name: 'Probe' });
  let text = '';
  for await (const chunk of seedDocument({
    collaborators: Number(values.collaborators),
    seed: 'bench',
    organizationId: org,
    asOf: '2026-11-15',
  }).open())
    text += chunk;
  const document = JSON.parse(text) as {
    collaborators: Record<string, unknown>[];
    absences: Record<string, unknown>[];
  };
  const imported = await importDocument(
    t.store,
    {
      open: async function* () {
        yield text;
      },
    } as never,
    {
      organizationId: org,
      actor: CLI_ACTOR,
    } as never,
  );
  if (!imported.ok) throw new Error('the seed import failed');
  const ranks = new Map<string, number>();
  const fixtures: WriteFixtures = {
    organizationId: org,
    collaborators: document.collaborators.filter(
      (c) => Array.isArray(c.contracts) && c.contracts.length === 1,
    ),
    absences: document.absences
      .map((record) => {
        const owner = String(record.collaboratorId);
        const rank = ranks.get(owner) ?? 0;
        ranks.set(owner, rank + 1);
        return { record, rank };
      })
      .filter((a) => a.record.status === 'approved'),
  };
  const key = await createApiKey(
    t.store.db,
    { organizationId: org, name: 'probe', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  const app = await buildApp({
    config: {
      ...t.config,
      redisUrl: undefined,
      rateLimitPerMinute: 1_000_000,
      writeRateLimitPerMinute: 1_000_000,
    },
    store: t.store,
    logger: false,
  });
  await app.ready();
  let run = 0;
  const send = async (w: WriteRequest) => {
    const answer = await app.inject({
      method: w.method,
      url: w.path,
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
      payload: JSON.stringify(w.body),
    });
    if (answer.statusCode >= 300)
      throw new Error(`${w.method} ${w.path}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return answer;
  };
  const batch = (kind: WriteKind | 'absence.approve', count: number): WriteRequest[] => {
    if (kind === 'absence.approve') return pending.splice(0, count);
    return writeTargets(fixtures, { kind, run: run++, count, side: 'product', secret: key.secret }).map(
      (x) => ({
        method: x.method === 'PUT' ? 'PUT' : 'POST',
        path: x.path,
        body: JSON.parse(x.body ?? '{}'),
      }),
    );
  };
  /** Approves of pending requests made beforehand. */
  const pending: WriteRequest[] = [];
  for (const w of batch('absence.create', values.kinds.includes('approve') ? 4 * WRITES + 10 : 0)) {
    const answer = await send(w);
    pending.push({
      method: 'POST',
      path: `${answer.headers.location}/approve`.replace(/^.*\/api\//, '/api/'),
      body: {},
    });
  }
  const replay = async (template: WriteTemplate, record: Record<string, unknown>) => {
    const fresh = { now: new Date().toISOString(), uuid: () => uuidv7() };
    await writeTransaction(t.store, async (trx) => {
      const results: Record<string, unknown>[][] = [];
      for (const statement of template.statements) {
        const parameters = parametersOf(statement, record, results, fresh);
        results.push((await trx.executeQuery(CompiledQuery.raw(statement.sql, parameters))).rows as never);
      }
    });
  };
  const cpu = async (fn: () => Promise<unknown>) => {
    const start = process.cpuUsage();
    await fn();
    const spent = process.cpuUsage(start);
    return spent.user + spent.system;
  };
  const session = values.profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  for (const kind of values.kinds.split(',') as (WriteKind | 'absence.approve')[]) {
    const [a, b, sample] = batch(kind, 3) as [WriteRequest, WriteRequest, WriteRequest];
    const captured = await captureWrite(t.store, t.config, key.secret, [a, b], sample);
    const template = inferTemplate(kind, captured.record, captured.statements, captured.capturedAt, {
      organizationId: { from: 'constant', value: org },
      organizationIds: { from: 'constant', value: [org] },
      collaboratorId: { from: 'record', path: kind === 'collaborator.replace' ? ['id'] : ['collaboratorId'] },
      id: { from: 'record', path: ['id'] },
    });
    console.log(`${kind}: ${captured.statements.length} statements (${captured.status})`);
    const markers = template.statements.flatMap((s) =>
      s.bindings.filter(
        (b) => b.from === 'constant' && typeof b.value === 'string' && b.value.includes('\u0000'),
      ),
    );
    if (markers.length) throw new Error(`${kind}: (B) would replay markers ${JSON.stringify(markers)}`);
    if (values.sql)
      for (const s of captured.statements) console.log(`   ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    const rounds: { product: number; bare: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const writes = batch(kind, WRITES);
      const product = await cpu(async () => {
        for (const w of writes) await send(w);
      });
      let bare = 0;
      if (kind !== 'absence.approve' && !values['no-bare']) {
        const records = batch(kind, WRITES).map((w) =>
          w.method === 'PUT'
            ? { ...w.body, id: decodeURIComponent(w.path.split('/').at(-1) ?? '') }
            : { ...w.body, id: uuidv7(), status: 'pending' },
        );
        bare = await cpu(async () => {
          for (const r of records) await replay(template, r);
        });
      }
      rounds.push({ product: Math.round(product / WRITES), bare: Math.round(bare / WRITES) });
    }
    console.log(
      `  CPU µs per write, product / (B), per round: ${rounds.map((r) => `${r.product} / ${r.bare}`).join('; ')}`,
    );
  }
  if (session && values.profile) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(values.profile, JSON.stringify(profile));
    console.log(`profile: ${values.profile}`);
  }
  await app.close();
} finally {
  await t.drop();
}
