import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SCOPES, SELF_SERVE_SCOPES } from '../../src/auth/scopes.ts';
import { tenantSnapshot } from '../fuzz/requests.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  ficheXml,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_textrule';
const SIREN = '552100554';

interface ErrorBody {
  code: string;
  detail: string;
  errors?: { in: string; name: string; message: string }[];
}

describe.each(testEngines())('API writes and the fiche hold text that cannot hurt on %s', (engine) => {
  let t: TestServer;
  let key: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await db.updateTable('organizations').set({ siren: SIREN }).where('id', '=', ORG).execute();
    await givenEstablishment(db, ORG, { id: 'est_tr' });
    await givenCollaborator(db, ORG, { id: 'col_tr', establishment_id: 'est_tr' });
    await givenComplementaryContract(db, ORG, { id: 'cc_tr', optionIds: ['opt_tr'] });
    key = (await givenKey(db, ORG, [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Sends `json` as it is written, so that a case controls its escapes and raw characters. */
  async function send(method: string, path: string, json: string) {
    const response = await fetch(`${t.baseUrl}/api/public/v1/organizations/${ORG}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: Buffer.from(json, 'utf8'),
    });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  }
  const snapshot = () => tenantSnapshot(t.testStore.store.db, ORG);

  const bulk = (employeeId: string) =>
    `{"establishmentId":"est_tr","affiliations":[{"employeeId":"col_tr","complementaryContractId":"cc_tr","optionId":"opt_tr","status":"active"},{"employeeId":"${employeeId}","complementaryContractId":"cc_tr","optionId":"opt_tr","status":"active"}]}`;

  it.each([
    ['a NUL escape', 'col\\u0000x', 'U+0000', 4],
    ['a C1 control, raw', 'col\u0085', 'U+0085', 4],
    ['a C1 control, escaped', '\\u009bcol', 'U+009B', 1],
    ['DEL', 'c\\u007f', 'U+007F', 2],
    ['a \\b escape', 'col\\b', 'U+0008', 4],
  ])(
    'a bulk affiliations PUT with %s in a string is a 400 invalid_body naming its JSON path, and writes nothing',
    async (_case, employeeId, code, position) => {
      const before = await snapshot();
      const response = await send('PUT', '/complementary-contracts/affiliations', bulk(employeeId));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'invalid_body',
        detail: `affiliations[1].employeeId contains a control character (${code}) at position ${position}`,
        errors: [
          {
            in: 'body',
            name: 'affiliations[1].employeeId',
            message: `contains a control character (${code}) at position ${position}`,
          },
        ],
      });
      expect(await snapshot()).toBe(before);
    },
  );

  it('a collaborator affiliation PUT with a control character in a property name says so of the body, never repeating the name', async () => {
    const before = await snapshot();
    const response = await send(
      'PUT',
      '/collaborators/col_tr/affiliations',
      '{"establishmentId":"est_tr","complementaryContractId":"cc_tr","optionId":"opt_tr","status":"active","x\\u0000secret":1}',
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_body',
      errors: [
        {
          in: 'body',
          name: '',
          message: expect.stringMatching(
            /^has a property name that contains a control character \(U\+0000\)/,
          ),
        },
      ],
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
    expect(await snapshot()).toBe(before);
  });

  const fiche = (xml: string) =>
    send(
      'POST',
      '/complementary-contracts/fiche-parametrage',
      JSON.stringify({ establishmentId: 'est_tr', ficheParametrageXml: xml }),
    );
  const CONTRACT = 'FICHE[1]/GROUPE[NumeroGrp=1]/ParametresContrats[1]/Contrat/@LibelleContrat';

  it.each([
    ['a C1 control written as itself', 'Pr\u0085voyance', 'U+0085'],
    ['a C1 control written as a character reference', 'Pr&#x9F;voyance', 'U+009F'],
    ['a C1 control from a Latin-1 byte 0x80 read as is', 'Pr\u0080voyance', 'U+0080'],
  ])(
    'the fiche refuses %s in an attribute, naming the attribute and its line, and writes nothing',
    async (_case, contractName, code) => {
      const before = await snapshot();
      const xml = ficheXml({
        siren: SIREN,
        entries: [{ contractName, option: { code: 'OPT1', name: 'Base' } }],
      });
      const response = await fiche(xml.replace('<GROUPE', '\n<GROUPE'));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_body');
      expect(response.body.errors).toEqual([
        {
          in: 'body',
          name: 'ficheParametrageXml',
          message: `${CONTRACT}: contains a control character (${code}) at position 3 (line 2)`,
        },
      ]);
      expect(await snapshot()).toBe(before);
    },
  );

  it('the fiche refuses a NUL (XML forbids it) with its line, and writes nothing', async () => {
    const before = await snapshot();
    const xml = ficheXml({ siren: SIREN, entries: [{ contractName: 'Pr\0voyance' }] });
    const response = await fiche(xml);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_body');
    expect(response.body.errors?.[0]?.message).toMatch(/^malformed XML: .*\(line 1\)$/);
    expect(await snapshot()).toBe(before);
  });

  it('the fiche refuses a control character in an attribute it does not keep, as it has no use for it either', async () => {
    const before = await snapshot();
    const xml = ficheXml({ siren: SIREN }).replace('RaisonSociale="ACME"', 'RaisonSociale="AC&#x85;ME"');
    const response = await fiche(xml);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe(
      'FICHE[1]/Entreprise/@RaisonSociale: contains a control character (U+0085) at position 3 (line 1)',
    );
    expect(await snapshot()).toBe(before);
  });
});
