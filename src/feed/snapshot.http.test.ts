import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey } from '../../test/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { createApiKey } from '../auth/keys/api-keys.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { openSnapshotViews } from '../db/read-snapshot.ts';
import { importDocument } from '../hr-data/import.ts';
import { seedDocument } from '../seed/document.ts';

const ORG = 'org_snapshot';
const READ_ALL = [
  'org:employee:read',
  'org:absence:read',
  'org:absence:type:read',
  'org:work_location:read',
] as const;

interface Line {
  list?: string;
  data?: { id: string };
  cursor?: string;
}

describe.each(testEngines())('the snapshot on %s', (engine) => {
  let t: TestServer;
  let key: string;

  const snapshot = async (query = '', apiKey = key) => {
    const response = await fetch(`${t.baseUrl}/api/public/v1/organizations/${ORG}/snapshot${query}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const text = await response.text();
    return {
      response,
      text,
      lines:
        response.status === 200
          ? text
              .trimEnd()
              .split('\n')
              .map((l) => JSON.parse(l) as Line)
          : [],
    };
  };

  /** A list read in full by cursor, as an integrator would without the snapshot. */
  const readList = async (path: string, apiKey = key) => {
    const items: unknown[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '?limit=100' : `?limit=100&cursor=${cursor}`;
      const page = await t.api(`/organizations/${ORG}/${path}${query}`, { key: apiKey });
      items.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor !== null);
    return items;
  };

  /** An organization of `collaborators` from `hrapi seed`'s generator, imported, and a key reading all of it. */
  const seeded = async (organizationId: string, collaborators: number, seed: string) => {
    const asOf = new Date().toISOString().slice(0, 10);
    const outcome = await importDocument(
      t.testStore.store,
      seedDocument({ collaborators, seed, organizationId, asOf }),
      { actor: CLI_ACTOR, replace: false },
    );
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
    return (await givenKey(t.testStore.store.db, organizationId, [...READ_ALL])).secret;
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    key = await seeded(ORG, 700, 'snapshot');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('streams as NDJSON every record of each list in its list item shape, then the feed cursor of that view', async () => {
    const { response, lines } = await snapshot();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    const last = lines.at(-1);
    const latest = await t.api(`/organizations/${ORG}/changes/latest`, { key });
    expect(last).toEqual({ cursor: latest.body.cursor });
    const of = (list: string) => lines.filter((l) => l.list === list).map((l) => l.data);
    const sortById = (items: unknown[]) =>
      [...items].sort((a, b) => ((a as { id: string }).id < (b as { id: string }).id ? -1 : 1));
    expect(of('collaborators').length).toBe(700);
    expect(sortById(of('collaborators'))).toEqual(sortById(await readList('collaborators')));
    expect(sortById(of('absences'))).toEqual(sortById(await readList('absences')));
    expect(sortById(of('work-locations'))).toEqual(sortById(await readList('work-locations')));
    expect(of('absences').length).toBeGreaterThan(0);
  });

  it('lists picks the lists streamed; an unknown name is a 400 naming lists', async () => {
    const { lines } = await snapshot('?lists=work-locations');
    expect(new Set(lines.slice(0, -1).map((l) => l.list))).toEqual(new Set(['work-locations']));
    expect(lines.at(-1)?.cursor).toEqual(expect.any(String));
    const refused = await snapshot('?lists=absences,payslips');
    expect(refused.response.status).toBe(400);
    const body = JSON.parse(refused.text);
    expect(body.code).toBe('invalid_parameter');
    expect(body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'lists' }));
  });

  it('keeps the scopes and withheld fields of the lists: no absence type without org:absence:type:read, 403 for a list the key cannot read', async () => {
    const narrow = (await givenKey(t.testStore.store.db, ORG, ['org:absence:read'])).secret;
    const { lines } = await snapshot('', narrow);
    const absences = lines.filter((l) => l.list === 'absences').map((l) => l.data);
    expect(lines.every((l) => l.list === undefined || l.list === 'absences')).toBe(true);
    expect(absences.length).toBeGreaterThan(0);
    expect(absences.some((a) => a !== undefined && 'type' in a)).toBe(false);
    expect((await snapshot('?lists=collaborators', narrow)).response.status).toBe(403);
  });

  it('gives each key the collaborators its list gives it: without the details or contract scope, with fields withheld', async () => {
    const db = t.testStore.store.db;
    const keys = [
      (await givenKey(db, ORG, ['org:employee:read'])).secret,
      (await givenKey(db, ORG, ['org:employee:read', 'org:employee:details:read'])).secret,
      (await givenKey(db, ORG, ['org:employee:read', 'org:contract:details:read'])).secret,
      (
        await createApiKey(
          db,
          {
            organizationId: ORG,
            name: 'withholding key',
            scopes: ['org:employee:read', 'org:employee:details:read', 'org:contract:details:read'],
            kind: 'self_serve',
            withhold: ['birthDate', 'team', 'bankAccount', 'socialSecurityNumber'],
          },
          CLI_ACTOR,
        )
      ).secret,
    ];
    const byId = (items: unknown[]) =>
      new Map(items.map((item) => [(item as { id: string }).id, item] as const));
    for (const narrow of keys) {
      const { lines } = await snapshot('?lists=collaborators', narrow);
      const streamed = byId(lines.filter((l) => l.list === 'collaborators').map((l) => l.data));
      const listed = byId(await readList('collaborators', narrow));
      expect(streamed.size).toBe(700);
      expect(streamed).toEqual(listed);
      // The same properties in the same order (the bytes of a line do not depend on the path).
      for (const [id, item] of streamed)
        expect(Object.keys(item ?? {})).toEqual(Object.keys(listed.get(id) ?? {}));
    }
  });

  it('a client that disconnects mid-stream frees its transaction at once', async () => {
    // An organization whose stream cannot end inside the sockets' buffers: on loopback the kernel
    // alone takes about 4 MB from a writer whose reader has stopped (the send buffer grows to
    // net.ipv4.tcp_wmem's maximum), more than the 700 collaborators' 0.8 MB above, so that stream
    // could end before the client left and the test would prove nothing (CI, seed 2661883020).
    // 6,000 collaborators stream about 7 MB.
    const large = `${ORG}_large`;
    const largeKey = await seeded(large, 6_000, 'snapshot-large');
    const pgClient =
      engine === 'postgres'
        ? new pg.Client({ connectionString: t.testStore.config.databaseUrl ?? '' })
        : null;
    await pgClient?.connect();
    // The transactions open on the server's connections (not this one), each as its backend and
    // start: a background job's short transaction may come and go beside the snapshot's.
    const openTransactions = async () =>
      ((
        await pgClient?.query(
          `select pid || '@' || xact_start::text as id, extract(epoch from now() - xact_start) as age
             from pg_stat_activity
            where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`,
        )
      )?.rows ?? []) as { id: string; age: number }[];
    try {
      // A client that goes away closes its connection (fetch's abort may keep the socket open
      // unread, which is a client that stalls, not one that left).
      const request = await new Promise<http.ClientRequest>((resolve, reject) => {
        const sent = http.get(
          `${t.baseUrl}/api/public/v1/organizations/${large}/snapshot`,
          { headers: { authorization: `Bearer ${largeKey}` } },
          (response) => {
            response.once('data', () => {
              response.pause();
              resolve(sent);
            });
          },
        );
        sent.on('error', reject);
      });
      // The stream waits on the client (backpressure), its transaction still open: the snapshot's
      // is the one that stays open while the client reads nothing (CI, seed 2637338541, counted
      // a background transaction beside it).
      let snapshotTransaction: string | undefined;
      if (pgClient) {
        const settled = Date.now() + 5_000;
        while (snapshotTransaction === undefined && Date.now() < settled) {
          snapshotTransaction = (await openTransactions()).find((row) => Number(row.age) >= 0.5)?.id;
          if (snapshotTransaction === undefined) await new Promise((r) => setTimeout(r, 50));
        }
        expect(snapshotTransaction).toEqual(expect.any(String));
      }
      expect(openSnapshotViews()).toBe(1);
      request.destroy();
      // The view (a PostgreSQL transaction, or SQLite's own read connection) is released at once.
      const released = Date.now() + 5_000;
      while (openSnapshotViews() > 0 && Date.now() < released) await new Promise((r) => setTimeout(r, 20));
      expect(openSnapshotViews()).toBe(0);
      if (pgClient) {
        const stillOpen = async () =>
          (await openTransactions()).some((row) => row.id === snapshotTransaction);
        const deadline = Date.now() + 2_000;
        while ((await stillOpen()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await stillOpen()).toBe(false);
      }
    } finally {
      await pgClient?.end();
    }
    // The server goes on serving, and a complete snapshot still ends with its cursor.
    expect((await snapshot('?lists=absences')).lines.at(-1)?.cursor).toEqual(expect.any(String));
  });
});
