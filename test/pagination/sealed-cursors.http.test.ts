import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { sortKey } from '../../src/shared/names.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

const uniqueOrg = () => `org_seal_${Math.random().toString(36).slice(2, 10)}`;

/** The bytes of a cursor, as anyone reading a URL log could get them. */
const bytesOf = (cursor: string) => Buffer.from(cursor, 'base64url');
/** The cursor with one byte changed at `at` (negative: from the end). */
function tampered(cursor: string, at: number): string {
  const bytes = bytesOf(cursor);
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}
/** The key number a sealed cursor names in its first four bytes. */
const keyIdOf = (cursor: string) => bytesOf(cursor).readUInt32BE(0);

/** Cursors nobody sealed: the unsealed format of before, with a NUL byte among others. */
const FORGED: readonly (readonly [string, string])[] = [
  [
    'a NUL byte in the old clear format',
    Buffer.from('["abcdefghijklmnop","a\\u0000b","c","d"]').toString('base64url'),
  ],
  ['a raw NUL byte', Buffer.from('\u0000\u0000\u0000\u0001').toString('base64url')],
  ['the old clear format', Buffer.from('["abcdefghijklmnop","dupont","jean","col_1"]').toString('base64url')],
  ['random bytes of a plausible length', Buffer.alloc(80, 7).toString('base64url')],
  ['a key number and nothing else', Buffer.from([0, 0, 0, 1]).toString('base64url')],
  ['a single character', 'A'],
  [
    'an unknown key number',
    Buffer.concat([Buffer.from([0xff, 0, 0, 1]), Buffer.alloc(60, 1)]).toString('base64url'),
  ],
];

describe.each(testEngines())('sealed list cursors on %s', (engine) => {
  let t: TestServer;
  /** A second instance on the same store: keys are shared through the store, cached apart. */
  let other: RunningServer;
  let org: string;
  let selfServe: string;
  let partner: string;
  let firstCollaborator: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    other = await startServer({ ...t.testStore.config, port: 0, host: '127.0.0.1' });
    const db = t.testStore.store.db;
    org = uniqueOrg();
    await givenOrganization(db, org);
    selfServe = (await givenKey(db, org, ['org:employee:read', 'org:absence:read', 'org:work_location:read']))
      .secret;
    partner = (
      await givenKey(db, org, ['org:company:read', 'org:employee:health_insurance:manage'], 'partner')
    ).secret;
    const ids: string[] = [];
    for (const [i, lastName] of ['Quelquechose', 'Éléonore-Ñandú', 'Zwiebelkuchen'].entries()) {
      const c = await givenCollaborator(db, org, {
        last_name: lastName,
        first_name: 'Maximilienne',
        contracts: [{ startDate: '2020-01-01' }],
      });
      ids.push(c.id);
      await givenAbsence(db, org, c.id, { start_date: `2026-08-0${i + 1}`, end_date: '2026-08-20' });
      await givenWorkLocation(db, org, c.id, { start_date: `2026-09-0${i + 1}`, end_date: '2026-09-20' });
    }
    firstCollaborator = ids[0] ?? '';
    for (const reference of ['REF-SECRET-A', 'REF-SECRET-B'])
      await givenComplementaryContract(db, org, { reference });
    const contract = await givenComplementaryContract(db, org, { reference: 'AFF' });
    for (const [i, start] of ['2025-01-01', '2024-01-01'].entries()) {
      await givenAffiliation(db, org, firstCollaborator, contract, {
        id: `aff_${org}_${i}`,
        startDate: start,
      });
    }
  });
  afterAll(async () => {
    await other?.stop();
    await t?.stop();
  });

  const lists = () => [
    { name: 'collaborators', path: `/organizations/${org}/collaborators`, key: selfServe },
    { name: 'absences', path: `/organizations/${org}/absences`, key: selfServe },
    { name: 'work locations', path: `/organizations/${org}/work-locations`, key: selfServe },
    { name: 'meal vouchers', path: `/organizations/${org}/meal-vouchers?month=9&year=2026`, key: partner },
    { name: 'complementary contracts', path: `/organizations/${org}/complementary-contracts`, key: partner },
    {
      name: 'affiliations',
      path: `/organizations/${org}/collaborators/${firstCollaborator}/affiliations`,
      key: partner,
    },
  ];
  const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  async function firstCursor(path: string, key: string): Promise<string> {
    const response = await t.api(join(path, 'limit=1'), { key });
    expect(response.status, path).toBe(200);
    const cursor = response.body.nextCursor;
    expect(typeof cursor, path).toBe('string');
    return String(cursor);
  }

  const expectRefusedCursor = (response: { status: number; body: { code: string; errors: unknown } }) => {
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'cursor' }));
  };

  it('a cursor holds no readable name, date or reference: its bytes show nothing of the row', async () => {
    const secrets = [
      'quelquechose',
      'eleonore',
      'maximilienne',
      sortKey('Éléonore-Ñandú'),
      '2026-08',
      'REF-SECRET',
    ];
    for (const { name, path, key } of lists()) {
      const cursor = await firstCursor(path, key);
      for (const encoding of ['latin1', 'utf8', 'utf16le'] as const) {
        const text = bytesOf(cursor).toString(encoding).toLowerCase();
        for (const secret of secrets)
          expect(text, `${name} (${encoding})`).not.toContain(secret.toLowerCase());
      }
      expect(cursor.toLowerCase(), name).not.toMatch(/quelque|maximil|secret/);
    }
  });

  it('refuses a cursor with any one byte changed with 400 naming cursor, on every list', async () => {
    for (const { path, key } of lists()) {
      const cursor = await firstCursor(path, key);
      const length = bytesOf(cursor).length;
      for (const at of [0, 3, 4, 15, 16, Math.floor(length / 2), -17, -1]) {
        expectRefusedCursor(await t.api(join(path, `cursor=${tampered(cursor, at)}`), { key }));
      }
      expectRefusedCursor(await t.api(join(path, `cursor=${cursor.slice(0, -4)}`), { key }));
      expectRefusedCursor(await t.api(join(path, `cursor=${cursor}AAAA`), { key }));
    }
  });

  it.each(FORGED)(
    'refuses a forged cursor (%s) with 400 naming cursor on every list',
    async (_case, forged) => {
      for (const { path, key } of lists()) {
        expectRefusedCursor(await t.api(join(path, `cursor=${forged}`), { key }));
      }
    },
  );

  it('refuses a cursor of another list, another filter or another organization with 400', async () => {
    const all = lists();
    const cursors = await Promise.all(all.map(({ path, key }) => firstCursor(path, key)));
    for (const [i, { path, key }] of all.entries()) {
      const foreign = cursors[(i + 1) % cursors.length] ?? '';
      expectRefusedCursor(await t.api(join(path, `cursor=${foreign}`), { key }));
    }
    const collaborators = `/organizations/${org}/collaborators`;
    const unfiltered = await firstCursor(collaborators, selfServe);
    expectRefusedCursor(
      await t.api(`${collaborators}?status=active&cursor=${unfiltered}`, { key: selfServe }),
    );

    const db = t.testStore.store.db;
    const elsewhere = uniqueOrg();
    await givenOrganization(db, elsewhere);
    const { secret } = await givenKey(db, elsewhere, ['org:employee:read']);
    await givenCollaborator(db, elsewhere);
    await givenCollaborator(db, elsewhere);
    const theirs = await firstCursor(`/organizations/${elsewhere}/collaborators`, secret);
    const refused = await t.api(`${collaborators}?cursor=${theirs}`, { key: selfServe });
    expectRefusedCursor(refused);
    expect(refused.body.detail).toContain('another organization');
  });

  it('a cursor sealed by one instance continues on another instance of the same store', async () => {
    for (const { name, path, key } of lists()) {
      const cursor = await firstCursor(path, key);
      const here = await t.api(join(path, `limit=1&cursor=${cursor}`), { key });
      const there = await callApi(other.address, join(path, `limit=1&cursor=${cursor}`), { key });
      expect(there.status, name).toBe(200);
      expect(there.body.data, name).toEqual(here.body.data);
    }
  });

  it('after a rotation by the CLI, old cursors still open on every instance until their key is retired, then 400', async () => {
    const env = storeEnv(t.testStore.config);
    const path = `/organizations/${org}/collaborators`;
    const before = await firstCursor(path, selfServe);
    const oldKey = keyIdOf(before);

    const rotated = await runCli(['cursor-keys', 'rotate', '--json'], env);
    expect(rotated.code, rotated.stderr).toBe(0);
    const newKey = JSON.parse(rotated.stdout).key.id as number;
    expect(newKey).toBeGreaterThan(oldKey);
    expect(rotated.stdout + rotated.stderr).not.toMatch(/secret|material/i);

    // New cursors are sealed with the new key on both instances, at once.
    const after = await firstCursor(`${path}?status=active`, selfServe);
    expect(keyIdOf(after)).toBe(newKey);
    const otherCursor = (await callApi(other.address, `${path}?limit=2`, { key: selfServe })).body.nextCursor;
    expect(keyIdOf(otherCursor)).toBe(newKey);

    // The old key still opens, on both instances.
    expect((await t.api(`${path}?limit=1&cursor=${before}`, { key: selfServe })).status).toBe(200);
    expect(
      (await callApi(other.address, `${path}?limit=1&cursor=${before}`, { key: selfServe })).status,
    ).toBe(200);

    const listed = await runCli(['cursor-keys', 'list', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    const states = Object.fromEntries(
      (JSON.parse(listed.stdout).keys as { id: number; state: string }[]).map((k) => [k.id, k.state]),
    );
    expect(states[newKey]).toBe('current');
    expect(states[oldKey]).toBe('active');
    expect(listed.stdout).not.toMatch(/secret|material/i);

    const refusedCurrent = await runCli(['cursor-keys', 'retire', String(newKey)], env);
    expect(refusedCurrent.code).toBe(1);
    expect(refusedCurrent.stderr).toContain('rotate first');

    const retired = await runCli(['cursor-keys', 'retire', String(oldKey), '--json'], env);
    expect(retired.code, retired.stderr).toBe(0);
    for (const base of [t.baseUrl, other.address]) {
      const refused = await callApi(base, `${path}?limit=1&cursor=${before}`, { key: selfServe });
      expectRefusedCursor(refused);
      expect(refused.body.detail).toContain('retired key');
      expect(
        (await callApi(base, `${path}?status=active&limit=1&cursor=${after}`, { key: selfServe })).status,
      ).toBe(200);
    }
    // A fresh first page carries a cursor of the current key, never one kept from before.
    const fresh = (await t.api(`${path}?limit=1`, { key: selfServe })).body.nextCursor;
    expect(keyIdOf(fresh)).toBe(newKey);
  });

  it('the CLI refuses to retire an unknown key or a key number that is not one', async () => {
    const env = storeEnv(t.testStore.config);
    const unknown = await runCli(['cursor-keys', 'retire', '4000000000'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no cursor key');
    const malformed = await runCli(['cursor-keys', 'retire', 'x1'], env);
    expect(malformed.code).toBe(2);
  });
});
