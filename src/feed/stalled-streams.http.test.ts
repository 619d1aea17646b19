import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey } from '../../test/support/fixtures.ts';
import { callApi, startTestServer, type TestServer } from '../../test/support/server.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { openSnapshotViews } from '../db/read-snapshot.ts';
import { importDocument } from '../hr-data/import.ts';
import { seedDocument } from '../seed/document.ts';
import { type RunningServer, startServer } from '../server.ts';

const LARGE = 'org_stalled_large';
const OTHERS = ['org_stalled_a', 'org_stalled_b', 'org_stalled_c'];
const READ_ALL = [
  'org:employee:read',
  'org:absence:read',
  'org:absence:type:read',
  'org:work_location:read',
] as const;
/** The first server's streams are never cut while the test measures: only the caps protect the others. */
const LONG_STALL_MS = 120_000;
/** The second server's bound, which the release test holds it to. */
const SHORT_STALL_MS = 1_500;
/** The defaults with a pool of 10: half of it for streams, two of them for one key. */
const STREAMS_PER_PROCESS = 5;
const STREAMS_PER_KEY = 2;

/** A client that asked for an answer and, once its first bytes came, stopped reading with its socket open. */
interface PausedClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The error body of a refused request. */
  body: { code?: string; status?: number } | undefined;
  /** Reads the rest of the answer as far as it goes: its text and whether it ended whole. */
  resume(): Promise<{ text: string; complete: boolean }>;
  destroy(): void;
}

function pausedClient(baseUrl: string, path: string, key: string): Promise<PausedClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/public/v1${path}`,
      { agent: false, headers: { authorization: `Bearer ${key}` } },
      (response) => {
        response.setEncoding('utf8');
        response.on('error', () => {});
        let text = '';
        const ended = new Promise<void>((done) => response.once('close', done));
        const client = (body: PausedClient['body']): PausedClient => ({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          async resume() {
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.resume();
            await ended;
            return { text, complete: response.complete };
          },
          destroy: () => request.destroy(),
        });
        if (response.statusCode !== 200) {
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.once('end', () => resolve(client(JSON.parse(text))));
          return;
        }
        response.once('data', (chunk: string) => {
          response.pause();
          text += chunk;
          resolve(client(undefined));
        });
      },
    );
    request.on('error', reject);
  });
}

const until = async (done: () => Promise<boolean> | boolean, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
};

const p99 = (durations: number[]): number => {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Number.POSITIVE_INFINITY;
};

describe.each(testEngines())('a stalled reader never holds the store, on %s', (engine) => {
  let t: TestServer;
  /** A second instance on the same store whose stall timeout is short. */
  let short: RunningServer;
  let pgClient: pg.Client | null = null;
  let largeKeys: string[] = [];
  const otherKeys = new Map<string, string>();
  const otherCollaborator = new Map<string, string>();

  const seeded = async (organizationId: string, collaborators: number, seed: string) => {
    const asOf = new Date().toISOString().slice(0, 10);
    const outcome = await importDocument(
      t.testStore.store,
      seedDocument({ collaborators, seed, organizationId, asOf }),
      { actor: CLI_ACTOR, replace: false },
    );
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
  };
  const keyOf = async (organizationId: string) =>
    (await givenKey(t.testStore.store.db, organizationId, [...READ_ALL])).secret;

  /** Transactions open on the servers' connections (not this one, nor autovacuum's after the seeding). */
  const openTransactions = async (): Promise<number> =>
    pgClient === null
      ? 0
      : (
          await pgClient.query(
            'select count(*)::int as n from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid() and backend_type = $$client backend$$',
          )
        ).rows[0].n;

  /** Other organizations' reads, one after another: each one's milliseconds, and every status (up to the first refusal). */
  const otherReads = async (server: string, rounds: number) => {
    const durations: number[] = [];
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const org of OTHERS) {
        const key = otherKeys.get(org) ?? '';
        for (const path of [
          `/organizations/${org}/collaborators?limit=100`,
          `/organizations/${org}/collaborators/${otherCollaborator.get(org)}`,
          `/organizations/${org}/absences?limit=100`,
        ]) {
          const started = performance.now();
          const { status } = await callApi(server, path, { key });
          durations.push(performance.now() - started);
          statuses.push(status);
          // A store held by the streams answers each read after the pool's wait: one says it.
          if (status !== 200) return { durations, statuses };
        }
      }
      statuses.push((await fetch(`${server}/readyz`)).status);
    }
    return { durations, statuses };
  };

  beforeAll(async () => {
    // Nothing kept: every read of the other organizations reads the store.
    t = await startTestServer(engine, {
      readCacheBytes: 0,
      dbPoolSize: 10,
      streamStallTimeoutMs: LONG_STALL_MS,
      streamsPerProcess: STREAMS_PER_PROCESS,
      streamsPerKey: STREAMS_PER_KEY,
    });
    // An organization whose stream cannot end inside the sockets' buffers (about 4 MB on
    // loopback): 6,000 collaborators stream about 7 MB (the disconnect test's reasoning).
    await seeded(LARGE, 6_000, 'stalled-large');
    largeKeys = [];
    for (let i = 0; i < 9; i++) largeKeys.push(await keyOf(LARGE));
    for (const org of OTHERS) {
      await seeded(org, 40, org);
      otherKeys.set(org, await keyOf(org));
      const page = await t.api(`/organizations/${org}/collaborators?limit=1`, { key: otherKeys.get(org) });
      otherCollaborator.set(org, page.body.data[0].id);
    }
    short = await startServer({
      ...t.testStore.config,
      port: 0,
      host: '127.0.0.1',
      streamStallTimeoutMs: SHORT_STALL_MS,
    });
    if (engine === 'postgres') {
      pgClient = new pg.Client({ connectionString: t.testStore.config.databaseUrl ?? '' });
      await pgClient.connect();
    }
  }, 240_000);
  afterAll(async () => {
    await pgClient?.end();
    await short?.stop();
    await t?.stop();
  });

  it('50 paused snapshots take only their share: other organizations keep their latency and /readyz stays 200', async () => {
    const [streamsPerProcess, streamsPerKey] = [STREAMS_PER_PROCESS, STREAMS_PER_KEY];
    expect(await until(() => openSnapshotViews() === 0, 10_000)).toBe(true);
    // Warm: the first reads of a fresh server compile its statements and schemas.
    await otherReads(t.baseUrl, 2);
    const before = await otherReads(t.baseUrl, 20);
    expect(new Set(before.statuses)).toEqual(new Set([200]));

    // One key opens 10 snapshots of the large organization, 8 other keys 5 each; 20 more clients
    // stop reading a page and the change feed (answers built whole before they are written).
    const [greedy = '', ...others] = largeKeys;
    const asked = [
      ...Array.from({ length: 10 }, () => greedy),
      ...others.flatMap((key) => Array.from({ length: 5 }, () => key)),
    ];
    expect(asked.length).toBe(50);
    const paused = await Promise.all(
      asked.map((key) => pausedClient(t.baseUrl, `/organizations/${LARGE}/snapshot`, key)),
    );
    const pausedOthers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        pausedClient(t.baseUrl, `/organizations/${LARGE}/collaborators?limit=100`, largeKeys[i % 9] ?? ''),
        pausedClient(t.baseUrl, `/organizations/${LARGE}/changes?limit=100`, largeKeys[i % 9] ?? ''),
      ]).flat(),
    );
    try {
      // The paused streams hold their views (and on PostgreSQL their transactions) meanwhile.
      const streaming = paused.filter((c) => c.status === 200);
      expect(openSnapshotViews()).toBe(streaming.length);
      const during = await otherReads(t.baseUrl, 20);
      expect(openSnapshotViews()).toBe(streaming.length);
      expect(new Set(during.statuses)).toEqual(new Set([200]));
      // Generous (the machine is shared): the store's share held by the streams is not the others'.
      const [base, paused99] = [p99(before.durations), p99(during.durations)];
      expect(paused99, `p99 ${paused99.toFixed(1)} ms against ${base.toFixed(1)} ms`).toBeLessThanOrEqual(
        Math.max(5 * base, base + 1_000),
      );

      // Their share: the process's few, and at most the key's own for the greedy key.
      expect(streaming.length).toBe(streamsPerProcess);
      expect(paused.filter((c, i) => c.status === 200 && asked[i] === greedy).length).toBeLessThanOrEqual(
        streamsPerKey,
      );
      for (const refused of paused.filter((c) => c.status !== 200)) {
        // Beyond its key's share a 429 with the rate limit's body; beyond the process's a 503.
        expect([429, 503]).toContain(refused.status);
        expect(refused.body?.code).toBe(refused.status === 429 ? 'rate_limited' : 'service_unavailable');
        expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      }
      expect(paused.some((c, i) => c.status === 429 && asked[i] === greedy)).toBe(true);
      // The paused pages and feed were answered whole and hold no transaction.
      expect(pausedOthers.every((c) => c.status === 200)).toBe(true);
      if (pgClient)
        expect(await until(async () => (await openTransactions()) === streamsPerProcess, 5_000)).toBe(true);
    } finally {
      for (const client of [...paused, ...pausedOthers]) client.destroy();
    }
    expect(await until(() => openSnapshotViews() === 0, 10_000)).toBe(true);
  }, 120_000);

  it('a paused snapshot gives its transaction and connection back within HRAPI_STREAM_STALL_TIMEOUT_MS, its client sees a cut answer, and the access log records what it showed', async () => {
    expect(await until(() => openSnapshotViews() === 0, 10_000)).toBe(true);
    const stalledBefore = await stalledCount(short);
    // A key of its own: what the data-access log holds of it comes from this stream alone.
    const { key, secret } = await givenKey(t.testStore.store.db, LARGE, [...READ_ALL]);
    const logged = async () =>
      (
        await t.testStore.store.db
          .selectFrom('access_log_months')
          .select('collaborator_id')
          .where('key_id', '=', key.id)
          .execute()
      ).length;
    expect(await logged()).toBe(0);
    const client = await pausedClient(short.address, `/organizations/${LARGE}/snapshot`, secret);
    const pausedAt = Date.now();
    try {
      expect(client.status).toBe(200);
      const checkedOut = () =>
        short.store.pool ? short.store.pool.totalCount - short.store.pool.idleCount : 0;
      // Released: no view, no transaction on the server's connections, every pool connection idle.
      const released = await until(
        async () => openSnapshotViews() === 0 && checkedOut() === 0 && (await openTransactions()) === 0,
        SHORT_STALL_MS + 10_000,
      );
      const heldMs = Date.now() - pausedAt;
      const held = `views ${openSnapshotViews()}, pool ${checkedOut()}, transactions ${await openTransactions()}`;
      expect(released, `still held after ${heldMs} ms: ${held}`).toBe(true);
      expect(heldMs).toBeLessThanOrEqual(SHORT_STALL_MS + 10_000);
      expect(await stalledCount(short)).toBe(stalledBefore + 1);
      // The stream's share is given back when its response closes, a moment after the store's.
      expect(await until(() => short.app.longStreams.running === 0, 5_000)).toBe(true);
      // What the cut answer showed is in the data-access log all the same.
      await short.app.accessLog.flush();
      expect(await logged()).toBeGreaterThan(0);
      // The client, reading again, gets what was sent and then a cut: no cursor line, no end.
      const { text, complete } = await client.resume();
      expect(complete).toBe(false);
      expect(text.trimEnd().split('\n').at(-1)).not.toMatch(/^\{"cursor"/);
    } finally {
      client.destroy();
    }

    // A client that reads is never cut: a whole snapshot still ends with its cursor line.
    const response = await fetch(`${short.address}/api/public/v1/organizations/${OTHERS[0]}/snapshot`, {
      headers: { authorization: `Bearer ${otherKeys.get(OTHERS[0] ?? '')}` },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).trimEnd().split('\n').at(-1)).toMatch(/^\{"cursor"/);
    expect(await stalledCount(short)).toBe(stalledBefore + 1);
  }, 60_000);
});

async function stalledCount(server: RunningServer): Promise<number> {
  const metric = await server.app.metrics.registry.getSingleMetric('hrapi_streams_stalled_total')?.get();
  return metric?.values[0]?.value ?? 0;
}
