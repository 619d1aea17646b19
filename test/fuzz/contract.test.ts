import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { ERROR_CODES } from '../../src/http/errors.ts';
import { basic, givenGrant, givenPartnerApp } from '../partner-apps/support.ts';
import { appOperations, openApiKey } from '../support/app-routes.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  ficheXml,
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  fuzzedCursor,
  hostileString,
  hostileXml,
  type KnownIds,
  withControlCharacter,
} from './arbitraries.ts';
import {
  type FuzzCredentials,
  type FuzzOperation,
  type FuzzRequest,
  forgedCursorExamples,
  importsSettled,
  numericExamples,
  operationsOf,
  requestOf,
  type Sent,
  send,
  tenantSnapshot,
} from './requests.ts';

/**
 * Contract-driven fuzz over every operation of the API, read from the OpenAPI document the server
 * generates from its route schemas (and checked against Fastify's own route list, so none is
 * skipped). Whatever arrives: never a 500, always the DECISIONS.md error body on an error, never a
 * stack or SQL text, and a refused write changes nothing. `npm test` runs a short pass;
 * `npm run fuzz` a long one (FUZZ_RUNS per operation and engine; FUZZ_SEED replays a run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|SQLITE_|sqlite3?\b|syntax error at|violates .* constraint|constraint failed|\bselect\b[^"]{0,80}\bfrom\b|relation "/i;
const BODY_LIMIT = 1024 * 1024;

/** What is wrong with one answer; empty when it keeps the contract. */
function problemsOf(sent: Sent): string[] {
  const problems: string[] = [];
  if (sent.status === 500 || sent.status > 503) problems.push(`answered ${sent.status}`);
  if (LEAK.test(sent.text)) problems.push('leaks a stack or SQL text');
  if (sent.status < 400) return problems;
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(sent.text);
  } catch {
    return [...problems, 'error body is not JSON'];
  }
  if (!body || typeof body !== 'object') return [...problems, 'error body is not an object'];
  for (const member of ['type', 'title', 'status', 'code', 'detail', 'requestId']) {
    if (!(member in body)) problems.push(`error body lacks ${member}`);
  }
  if (body.status !== sent.status) problems.push(`body status ${String(body.status)} is not ${sent.status}`);
  if (!(ERROR_CODES as readonly string[]).includes(String(body.code)))
    problems.push(`code ${String(body.code)} is not in the closed set`);
  if (body.requestId !== sent.headers.get('x-request-id')) problems.push('requestId is not X-Request-Id');
  if (!sent.headers.get('content-type')?.startsWith('application/json')) problems.push('error is not JSON');
  return problems;
}

const describeRequest = (request: FuzzRequest) => {
  const body =
    request.body === undefined
      ? ''
      : ` body=${(typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString('latin1')).slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 200)}${body}`;
};

describe.each(testEngines())('contract fuzz on %s', (engine) => {
  let t: TestServer;
  let key: string;
  let credentials: FuzzCredentials;
  let ids: KnownIds;
  let operations: FuzzOperation[] = [];
  /** Cursors the server gave for the fuzzed organization's lists (limit=1) and its feed. */
  const listCursors: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(engine, { rateLimitPerMinute: 1_000_000, writeRateLimitPerMinute: 1_000_000 });
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_fuzz');
    await givenOrganization(db, 'org_fuzz_other');
    const establishment = await givenEstablishment(db, 'org_fuzz', { id: 'est_fuzz' });
    const foreignEstablishment = await givenEstablishment(db, 'org_fuzz_other');
    const collaborators = [];
    for (let i = 0; i < 3; i++) {
      const c = await givenCollaborator(db, 'org_fuzz', { establishment_id: establishment.id });
      await givenAbsence(db, 'org_fuzz', c.id);
      await givenWorkLocation(db, 'org_fuzz', c.id);
      collaborators.push(c.id);
    }
    const foreign = await givenCollaborator(db, 'org_fuzz_other', {
      establishment_id: foreignEstablishment.id,
    });
    const contract = await givenComplementaryContract(db, 'org_fuzz', {
      optionIds: ['opt_fuzz_a', 'opt_fuzz_b'],
    });
    const foreignContract = await givenComplementaryContract(db, 'org_fuzz_other');
    key = (await givenKey(db, 'org_fuzz', [...ALL_SCOPES], 'partner')).secret;
    const app = await givenPartnerApp(db);
    await givenGrant(db, app.clientId, 'org_fuzz', ['org:employee:read']);
    credentials = { key, app: basic(app.clientId, app.clientSecret) };
    for (const list of ['collaborators', 'absences', 'work-locations', `collaborators?status=active`]) {
      const read = await t.api(`/organizations/org_fuzz/${list}${list.includes('?') ? '&' : '?'}limit=1`, {
        key,
      });
      if (typeof read.body?.nextCursor === 'string') listCursors.push(read.body.nextCursor);
    }
    const feed = (await t.api('/organizations/org_fuzz/changes/latest', { key })).body?.cursor;
    const genuine = typeof feed === 'string' ? [...listCursors, feed] : listCursors;
    ids = {
      organizationId: 'org_fuzz',
      byName: {
        collaboratorId: collaborators,
        employeeId: collaborators,
        establishmentId: [establishment.id],
        complementaryContractId: [contract.id],
        optionId: contract.optionIds,
      },
      foreign: [foreign.id, foreignEstablishment.id, foreignContract.id, ...foreignContract.optionIds],
      byField: {
        cursor: fuzzedCursor(genuine),
        after: fuzzedCursor(genuine),
        ficheParametrageXml: fc.oneof(
          fc.constant(ficheXml()),
          hostileXml,
          hostileString,
          fc.constant(ficheXml({ entries: [{ reference: 'R'.repeat(70) }] })),
          withControlCharacter('Prévoyance', 'none').map(({ text }) =>
            ficheXml({ entries: [{ contractName: text, option: { code: 'OPT1', name: text } }] }),
          ),
        ),
      },
    };
    operations = operationsOf(t.server.app.swagger() as Parameters<typeof operationsOf>[0]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('walks every operation the server routes under the API prefix', () => {
    const served = appOperations(t.server.app)
      .filter((o) => o.url.startsWith('/api/public/v1/') && !/\/(openapi\.json|docs)(\/|\*|$)/.test(o.url))
      .map(openApiKey)
      .sort();
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(served);
    expect(served.length).toBeGreaterThan(0);
  });

  it(
    'answers every hostile request of every operation within the contract, and a refused write changes nothing',
    async () => {
      const failures: string[] = [];
      for (const op of operations) {
        const write = op.method !== 'GET';
        const fixed = new Set(numericExamples(op, ids, credentials));
        const examples = [...fixed].map((request): [FuzzRequest] => [request]);
        await fc.assert(
          fc.asyncProperty(requestOf(op, ids, credentials, BODY_LIMIT), async (request) => {
            if (write) await importsSettled(t.testStore.store.db, 'org_fuzz');
            const before = write ? await tenantSnapshot(t.testStore.store.db, 'org_fuzz') : '';
            const sent = await send(t.baseUrl, request);
            const problems = problemsOf(sent);
            // Only a plain decimal integer in range is an integer (DECISIONS.md).
            if (fixed.has(request) && sent.status !== 400)
              problems.push(`accepted a number that is not one (${sent.status})`);
            if (process.env.FUZZ_TRACE)
              fs.appendFileSync(
                process.env.FUZZ_TRACE,
                `${sent.status} ${describeRequest(request).slice(0, 160)}\n`,
              );
            if (
              write &&
              sent.status >= 400 &&
              (await tenantSnapshot(t.testStore.store.db, 'org_fuzz')) !== before
            ) {
              problems.push('a refused write changed the store');
            }
            if (problems.length > 0) {
              failures.push(
                `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${sent.status} ${sent.text.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: RUNS, seed: SEED, examples },
        );
      }
      if (process.env.FUZZ_REPORT) fs.appendFileSync(process.env.FUZZ_REPORT, `${failures.join('\n')}\n`);
      const replay = `${failures.length} answer(s) broke the contract; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`;
      expect(failures, `${replay}\n${failures.slice(0, 10).join('\n')}`).toEqual([]);
    },
    Math.max(60_000, RUNS * 5_000),
  );

  it('refuses every forged or changed cursor with 400 naming it, on every list and on the feed', async () => {
    const failures: string[] = [];
    let sentCount = 0;
    for (const op of operations) {
      // Fixed requests, all sent whatever FUZZ_RUNS: fast-check counts its examples within numRuns.
      for (const request of forgedCursorExamples(op, ids, credentials, listCursors)) {
        const sent = await send(t.baseUrl, request);
        sentCount++;
        const problems = problemsOf(sent);
        const name = request.url.includes('?after=') ? 'after' : 'cursor';
        if (sent.status !== 400) problems.push(`did not refuse it with 400 (${sent.status})`);
        else if (!sent.text.includes(`"name":"${name}"`)) problems.push(`the 400 does not name ${name}`);
        if (problems.length > 0) {
          failures.push(
            `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${sent.text.slice(0, 300)}`,
          );
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Every list (collaborators, absences, work locations, meal vouchers, complementary contracts,
    // affiliations) and the feed.
    expect(sentCount).toBeGreaterThanOrEqual(7 * 14);
  });

  it.each([
    [
      'a bad percent-encoding in the path',
      { url: '/api/public/v1/organizations/%E0%A4%A/collaborators', header: '' },
    ],
    [
      'an over-long URL',
      { url: `/api/public/v1/organizations/org_fuzz/collaborators?x=${'a'.repeat(100_000)}`, header: '' },
    ],
    [
      'oversized headers',
      { url: '/api/public/v1/organizations/org_fuzz/collaborators', header: 'y'.repeat(20_000) },
    ],
  ])('answers %s with the error body', async (_case, { url, header }) => {
    const request: FuzzRequest = {
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${key}`, ...(header ? { 'x-padding': header } : {}) },
      body: undefined,
    };
    const sent = await send(t.baseUrl, request);
    expect(problemsOf(sent), `${sent.status} ${sent.text.slice(0, 200)}`).toEqual([]);
    expect(sent.status).toBeGreaterThanOrEqual(400);
  });
});
