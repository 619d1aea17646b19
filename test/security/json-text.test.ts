import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SCOPES, SELF_SERVE_SCOPES } from '../../src/auth/scopes.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { ficheXml, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_text';
const SIREN = '552100554';

describe.each(testEngines())('JSON bodies hold only valid text on %s', (engine) => {
  let t: TestServer;
  let key: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await db.updateTable('organizations').set({ siren: SIREN }).where('id', '=', ORG).execute();
    await givenEstablishment(db, ORG, { id: 'est_text' });
    key = (await givenKey(db, ORG, [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const contracts = async () =>
    (await t.testStore.store.db.selectFrom('complementary_contracts').select('id').execute()).length;

  /** Posts a valid fiche body, as bytes that `build` may spoil. */
  async function postFiche(build: (json: Buffer) => Buffer) {
    const json = Buffer.from(
      JSON.stringify({ establishmentId: 'est_text', ficheParametrageXml: ficheXml({ siren: SIREN }) }),
    );
    const response = await fetch(
      `${t.baseUrl}/api/public/v1/organizations/${ORG}/complementary-contracts/fiche-parametrage`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: build(json),
      },
    );
    const body = (await response.json()) as { code: string; detail: string };
    return { status: response.status, body };
  }

  /** Puts `bytes` in place of the first `Prévoyance` accent, inside the fiche text. */
  const withBytesInFiche = (bytes: number[]) => (json: Buffer) => {
    const at = json.indexOf(Buffer.from('é'));
    return Buffer.concat([json.subarray(0, at), Buffer.from(bytes), json.subarray(at + 2)]);
  };

  it('accepts the fiche with one leading byte-order mark on the body', async () => {
    const response = await postFiche((json) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]));
    expect(response.status).toBe(200);
  });

  it.each([
    ['invalid UTF-8', [0xc3, 0x28]],
    ['overlong UTF-8', [0xc0, 0xa9]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses %s with 400 invalid_body naming the byte offset, writing nothing', async (_case, bytes) => {
    const before = await contracts();
    const response = await postFiche(withBytesInFiche(bytes));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body', status: 400 });
    expect(response.body.detail).toMatch(/not valid UTF-8 at byte \d+/);
    expect(await contracts()).toBe(before);
  });

  it('names the exact byte offset of the bad sequence', async () => {
    let offset = -1;
    const response = await postFiche((json) => {
      offset = json.indexOf(Buffer.from('é'));
      return withBytesInFiche([0xff])(json);
    });
    expect(response.body.detail).toBe(`the request body is not valid UTF-8 at byte ${offset}`);
  });

  it('refuses a lone surrogate escape in the fiche with 400 and its byte offset', async () => {
    const before = await contracts();
    const response = await postFiche((json) => Buffer.from(json.toString().replace('é', '\\ud800')));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body' });
    expect(response.body.detail).toMatch(/lone surrogate escape \(\\ud800\) at byte \d+/);
    expect(await contracts()).toBe(before);
  });

  it('refuses a double byte-order mark on the body', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const response = await postFiche((json) => Buffer.concat([bom, bom, json]));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body', detail: expect.stringContaining('byte 3') });
  });

  it('refuses a fiche text that starts with a double byte-order mark', async () => {
    const before = await contracts();
    const response = await postFiche((json) =>
      Buffer.from(
        json.toString().replace('"ficheParametrageXml":"', '"ficheParametrageXml":"\\ufeff\\ufeff'),
      ),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body', detail: expect.stringContaining('byte 3') });
    expect(await contracts()).toBe(before);
  });
});
