/**
 * The snapshot of responses: every read operation of the OpenAPI document, and a few of its
 * errors, called on the real server over a store seeded with one deterministic organization, and
 * each response (status, the headers a client acts on, the body's bytes) compared with the
 * committed fixture test/fixtures/responses-snapshot.json, one list of responses per engine
 * (the ETags differ between engines: PostgreSQL's differ from SQLite's). A refactor that must leave every
 * response as it was (issue 49) proves it by this test passing unchanged, on both engines.
 *
 * Normalization (the only bytes not compared as sent): the seeded data has fixed ids and dates, so
 * what varies from run to run is only what the server makes up per request or at the seed's time.
 * Headers are kept from HEADERS alone (no Date, request id, timing, rate-limit counter). In the
 * body and those headers, `mask` replaces: the keys' and the partner app's secrets (random per
 * run) by `<reader key>`, `<narrow key>`, `<app secret>`; a problem's `requestId` by
 * `<request id>`; a list's `nextCursor` by `<cursor>` (sealed by the store's own random cursor key;
 * the next page is fetched with it, so the cursor still has to work, and that page's ETag, which
 * hashes the request and so the cursor, by `<of the cursor>`); a timestamp from the run itself (the change events' `occurredAt`, stamped by
 * the import) by `<during the run>`. The OpenAPI document, 680 kB, is kept as its SHA-256 (it is
 * also compared whole with the generated one by document.test.ts).
 *
 * Partner app webhook reads answer their 404s here: an endpoint registered in the store would be
 * delivered to by the server's dispatcher meanwhile, and its lanes would change under the test.
 *
 * Regenerate the fixture, only for a change of responses you mean: `UPDATE_RESPONSES_SNAPSHOT=1
 * npx vitest run test/openapi/responses-snapshot.test.ts` (docs/api.md, "Contract tests").
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../../src/auth/scopes.ts';
import type { Database } from '../../src/db/schema.ts';
import type { Engine } from '../../src/db/store.ts';
import { basic, givenPartnerApp } from '../partner-apps/support.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { exampleDocument, importHrDocument } from '../support/hr-document.ts';
import { givenImport } from '../support/imports.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/responses-snapshot.json', import.meta.url));
const UPDATE = process.env.UPDATE_RESPONSES_SNAPSHOT === '1';

const ORG = 'org_snapshot';
const OTHER_ORG = 'org_snapshot_other';
const APP_ID = 'app_snapshot';

/** The response headers a client acts on; the rest (Date, request id, timings, counters) vary. */
const HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'location',
  'link',
  'vary',
  'www-authenticate',
  'retry-after',
  'content-disposition',
  'deprecation',
  'sunset',
] as const;

const READ_SCOPES: Scope[] = [
  'org:employee:read',
  'org:employee:details:read',
  'org:contract:details:read',
  'org:absence:read',
  'org:absence:type:read',
  'org:work_location:read',
  'org:company:read',
  'org:employee:health_insurance:manage',
  'org:employee:health_insurance:dependants:read',
  'org:hr_data:import',
];

type Caller = 'reader' | 'narrow' | 'none' | 'wrong' | 'app' | 'appWrong';

interface Call {
  /** Names the response in the fixture; unique. */
  name: string;
  path: string;
  caller: Caller;
  /** Sends If-None-Match with the ETag of the response of that name. */
  ifNoneMatchOf?: string;
  /** Appends `cursor=` with the nextCursor of the response of that name (a list's next page). */
  cursorOf?: string;
}

const o = `/organizations/${ORG}`;
const CALLS: Call[] = [
  { name: 'organization', path: o, caller: 'reader' },
  { name: 'organization of an establishment', path: `${o}?establishmentId=est_paris`, caller: 'reader' },
  { name: 'organization, not modified', path: o, caller: 'reader', ifNoneMatchOf: 'organization' },
  { name: 'collaborators', path: `${o}/collaborators`, caller: 'reader' },
  { name: 'collaborators again', path: `${o}/collaborators`, caller: 'reader' },
  {
    name: 'collaborators, not modified',
    path: `${o}/collaborators`,
    caller: 'reader',
    ifNoneMatchOf: 'collaborators',
  },
  { name: 'collaborators, page 2 of 1 each', path: `${o}/collaborators?page=2&limit=1`, caller: 'reader' },
  { name: 'collaborators, limit 2', path: `${o}/collaborators?limit=2`, caller: 'reader' },
  {
    name: 'collaborators, the page after limit 2',
    path: `${o}/collaborators?limit=2`,
    caller: 'reader',
    cursorOf: 'collaborators, limit 2',
  },
  { name: 'collaborators by ids', path: `${o}/collaborators?ids=col_1,col_9`, caller: 'reader' },
  {
    name: 'collaborators of an establishment',
    path: `${o}/collaborators?establishmentId=est_paris`,
    caller: 'reader',
  },
  { name: 'collaborators, status active', path: `${o}/collaborators?status=active`, caller: 'reader' },
  { name: 'collaborators, narrow scope', path: `${o}/collaborators`, caller: 'narrow' },
  { name: 'collaborator', path: `${o}/collaborators/col_1`, caller: 'reader' },
  { name: 'collaborator, narrow scope', path: `${o}/collaborators/col_1`, caller: 'narrow' },
  { name: 'collaborator, missing', path: `${o}/collaborators/col_missing`, caller: 'reader' },
  { name: 'absences', path: `${o}/absences`, caller: 'reader' },
  { name: 'absences, narrow scope', path: `${o}/absences`, caller: 'narrow' },
  {
    name: 'absences in a period',
    path: `${o}/absences?startDate=2026-08-01&endDate=2026-08-31`,
    caller: 'reader',
  },
  { name: 'absences, status pending', path: `${o}/absences?status=pending`, caller: 'reader' },
  { name: 'absences, a bad date', path: `${o}/absences?startDate=2026-13-45`, caller: 'reader' },
  { name: 'absence', path: `${o}/absences/abs_1`, caller: 'reader' },
  { name: 'absence, missing', path: `${o}/absences/abs_missing`, caller: 'reader' },
  { name: 'work locations', path: `${o}/work-locations`, caller: 'reader' },
  {
    name: 'work locations in a period',
    path: `${o}/work-locations?startDate=2026-09-01&endDate=2026-09-30&limit=1`,
    caller: 'reader',
  },
  { name: 'work location', path: `${o}/work-locations/wl_1`, caller: 'reader' },
  { name: 'work location, missing', path: `${o}/work-locations/wl_missing`, caller: 'reader' },
  { name: 'meal vouchers', path: `${o}/meal-vouchers?month=9&year=2026`, caller: 'reader' },
  { name: 'meal vouchers, limit 1', path: `${o}/meal-vouchers?month=8&year=2026&limit=1`, caller: 'reader' },
  {
    name: 'meal vouchers, the page after limit 1',
    path: `${o}/meal-vouchers?month=8&year=2026&limit=1`,
    caller: 'reader',
    cursorOf: 'meal vouchers, limit 1',
  },
  { name: 'meal vouchers, no month', path: `${o}/meal-vouchers?year=2026`, caller: 'reader' },
  { name: 'meal voucher days', path: `${o}/meal-vouchers/col_1/days?month=8&year=2026`, caller: 'reader' },
  {
    name: 'meal voucher days, missing collaborator',
    path: `${o}/meal-vouchers/col_missing/days?month=8&year=2026`,
    caller: 'reader',
  },
  { name: 'complementary contracts', path: `${o}/complementary-contracts`, caller: 'reader' },
  {
    name: 'complementary contract contributions',
    path: `${o}/complementary-contracts/cc_snap/contributions?month=6&year=2025`,
    caller: 'reader',
  },
  {
    name: 'complementary contract contributions, missing contract',
    path: `${o}/complementary-contracts/cc_missing/contributions?month=6&year=2025`,
    caller: 'reader',
  },
  { name: 'affiliations', path: `${o}/collaborators/col_1/affiliations`, caller: 'reader' },
  { name: 'affiliations, narrow scope', path: `${o}/collaborators/col_1/affiliations`, caller: 'narrow' },
  { name: 'changes', path: `${o}/changes`, caller: 'reader' },
  { name: 'changes, limit 2', path: `${o}/changes?limit=2`, caller: 'reader' },
  { name: 'changes of a type', path: `${o}/changes?types=absence.created`, caller: 'reader' },
  { name: 'changes, narrow scope', path: `${o}/changes`, caller: 'narrow' },
  { name: 'changes, a bad position', path: `${o}/changes?after=not-a-position`, caller: 'reader' },
  { name: 'changes, latest', path: `${o}/changes/latest`, caller: 'reader' },
  { name: 'snapshot', path: `${o}/snapshot`, caller: 'reader' },
  { name: 'snapshot of collaborators', path: `${o}/snapshot?lists=collaborators`, caller: 'reader' },
  { name: 'snapshot, narrow scope', path: `${o}/snapshot`, caller: 'narrow' },
  { name: 'import', path: `${o}/imports/01900000-0000-7000-8000-0000000000aa`, caller: 'reader' },
  { name: 'import, missing', path: `${o}/imports/01900000-0000-7000-8000-0000000000ff`, caller: 'reader' },
  { name: 'another organization', path: `/organizations/${OTHER_ORG}/collaborators`, caller: 'reader' },
  { name: 'no key', path: `${o}/collaborators`, caller: 'none' },
  { name: 'a wrong key', path: `${o}/collaborators`, caller: 'wrong' },
  { name: 'a bad limit', path: `${o}/collaborators?limit=0`, caller: 'reader' },
  { name: 'a bad cursor', path: `${o}/collaborators?cursor=garbage`, caller: 'reader' },
  { name: 'an unknown path', path: `${o}/nothing-here`, caller: 'reader' },
  { name: 'partner app grants', path: '/partner-app/grants', caller: 'app' },
  { name: 'partner app webhook endpoint', path: '/partner-app/webhook-endpoint', caller: 'app' },
  { name: 'partner app lanes', path: '/partner-app/webhook-endpoint/lanes', caller: 'app' },
  {
    name: 'partner app deliveries',
    path: `/partner-app/webhook-endpoint/lanes/${ORG}/deliveries`,
    caller: 'app',
  },
  { name: 'partner app, wrong secret', path: '/partner-app/grants', caller: 'appWrong' },
  { name: 'openapi document', path: '/openapi.json', caller: 'none' },
];

interface Recorded {
  name: string;
  request: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Secrets {
  reader: string;
  narrow: string;
  appSecret: string;
}

/** One organization, its data fixed: the example document of docs/hr-data.md and a few more rows. */
async function seed(t: TestServer): Promise<Secrets> {
  const db: Kysely<Database> = t.testStore.store.db;
  await importHrDocument(t.testStore.store, exampleDocument(ORG));
  await givenCollaborator(db, ORG, {
    id: 'col_2',
    first_name: 'Zoé',
    last_name: 'Bernard',
    establishment_id: 'est_paris',
    personnel_number: '0002',
    contracts: [{ id: 'ctr_2', startDate: '2021-02-01', endDate: '2024-06-30' }],
  });
  await givenAbsence(db, ORG, 'col_0', { id: 'abs_2', status: 'pending', type: 'rtt' });
  await givenWorkLocation(db, ORG, 'col_0', { id: 'wl_2', start_date: '2026-09-08', end_date: '2026-09-08' });
  const contract = await givenComplementaryContract(db, ORG, { id: 'cc_snap', optionIds: ['opt_snap'] });
  await givenAffiliation(db, ORG, 'col_1', contract, { id: 'aff_snap' });
  await givenImport(db, ORG, '01900000-0000-7000-8000-0000000000aa');
  const reader = (await givenKey(db, ORG, READ_SCOPES, 'partner')).secret;
  const narrow = (await givenKey(db, ORG, ['org:employee:read'], 'partner')).secret;
  const app = await givenPartnerApp(db, { clientId: APP_ID, name: 'Snapshot app' });
  await db
    .insertInto('partner_grants')
    .values({
      id: '01900000-0000-7000-8000-000000000001',
      app_id: APP_ID,
      organization_id: ORG,
      scopes: 'org:employee:read org:absence:read',
      granted_by: null,
      granted_at: '2026-03-01T10:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
  return { reader, narrow, appSecret: app.clientSecret };
}

const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
/**
 * The server's clock during the test: the moment the fixture was recorded. Every read's ETag hashes
 * the organization's date, and what a record shows can depend on it (an employment status), so on
 * the real clock the snapshot would change every day.
 */
const RECORDED_AT = new Date('2026-12-03T15:38:00Z');
/** Every date the seed writes is before this; a later one was stamped during the run. */
let runStarted = 0;

function mask(text: string, secrets: Secrets): string {
  return text
    .replaceAll(secrets.reader, '<reader key>')
    .replaceAll(secrets.narrow, '<narrow key>')
    .replaceAll(secrets.appSecret, '<app secret>')
    .replace(/"requestId":"[^"]*"/g, '"requestId":"<request id>"')
    .replace(/"nextCursor":"[^"]*"/g, '"nextCursor":"<cursor>"')
    .replace(TIMESTAMP, (at) => (Date.parse(at) >= runStarted ? '<during the run>' : at));
}

const parsedOrText = (text: string, contentType: string | null): unknown =>
  text && contentType?.startsWith('application/json') ? JSON.parse(text) : text || undefined;

async function record(t: TestServer, secrets: Secrets): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  /** The nextCursor each response gave, before masking: a cursor is sealed by the store's own key. */
  const cursors = new Map<string, string>();
  for (const call of CALLS) {
    const headers: Record<string, string> = {};
    if (call.caller === 'reader') headers.authorization = `Bearer ${secrets.reader}`;
    if (call.caller === 'narrow') headers.authorization = `Bearer ${secrets.narrow}`;
    if (call.caller === 'wrong') headers.authorization = 'Bearer hrk_not_a_key_of_this_server';
    if (call.caller === 'app') headers.authorization = basic(APP_ID, secrets.appSecret);
    if (call.caller === 'appWrong') headers.authorization = basic(APP_ID, 'hrs_wrong');
    if (call.ifNoneMatchOf) {
      const etag = recorded.find((r) => r.name === call.ifNoneMatchOf)?.headers.etag;
      if (!etag) throw new Error(`${call.name}: ${call.ifNoneMatchOf} has no ETag`);
      headers['if-none-match'] = etag;
    }
    let path = call.path;
    if (call.cursorOf) {
      const cursor = cursors.get(call.cursorOf);
      if (!cursor) throw new Error(`${call.name}: ${call.cursorOf} has no nextCursor`);
      path += `${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
    }
    const url = `${t.baseUrl}/api/public/v1${path}`;
    const response = await fetch(url, { headers });
    const body = await response.text();
    // Checked against the document as every response of the suite is (test/support/contract.ts).
    assertMatchesContract({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: parsedOrText(body, response.headers.get('content-type')),
    });
    const nextCursor = /"nextCursor":"([^"]+)"/.exec(body)?.[1];
    if (nextCursor) cursors.set(call.name, nextCursor);
    const kept: Record<string, string> = {};
    for (const name of HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) kept[name] = mask(value, secrets);
    }
    // A page's ETag hashes its request, cursor included, and the cursor is sealed by a random key.
    if (call.cursorOf && kept.etag) kept.etag = '<of the cursor>';
    recorded.push({
      name: call.name,
      request: `GET ${call.path}${call.cursorOf ? ` (cursor of: ${call.cursorOf})` : ''}${call.ifNoneMatchOf ? ` (If-None-Match of: ${call.ifNoneMatchOf})` : ''}`,
      status: response.status,
      headers: kept,
      body:
        call.path === '/openapi.json'
          ? `sha256:${createHash('sha256').update(body).digest('hex')}`
          : mask(body, secrets),
    });
  }
  return recorded;
}

describe.each(testEngines())('the responses of the read operations on %s', (engine) => {
  let t: TestServer;
  let secrets: Secrets;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: RECORDED_AT, shouldAdvanceTime: true });
    runStarted = Date.now() - 60_000;
    t = await startTestServer(engine);
    secrets = await seed(t);
  });
  afterAll(async () => {
    await t?.stop();
    vi.useRealTimers();
  });

  it('are byte for byte the committed snapshot (status, headers that matter, body)', async () => {
    const recorded = await record(t, secrets);
    const fixture: Partial<Record<Engine, Recorded[]>> = fs.existsSync(FIXTURE)
      ? JSON.parse(fs.readFileSync(FIXTURE, 'utf8'))
      : {};
    if (UPDATE) {
      fixture[engine] = recorded;
      fs.writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
      return;
    }
    const expected = fixture[engine] ?? [];
    // What differs is easier read as a diff of files: the received responses sit beside the temp files.
    const received = path.join(os.tmpdir(), `responses-snapshot.${engine}.received.json`);
    fs.writeFileSync(received, `${JSON.stringify(recorded, null, 2)}\n`);
    expect(recorded.map((r) => r.name)).toEqual(expected.map((r) => r.name));
    for (const [i, response] of recorded.entries()) expect(response, response.name).toEqual(expected[i]);
  });
});
