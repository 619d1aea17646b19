import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccess } from '../../src/access-log/access-log.queries.ts';
import { GATED_FIELDS, type GatedField } from '../../src/auth/field-visibility.ts';
import { createApiKey } from '../../src/auth/keys/api-keys.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenDependant,
  givenEstablishment,
  givenTeam,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { givenImport } from '../support/imports.ts';
import { type ApiResponse, startTestServer, type TestServer } from '../support/server.ts';
import { givenStoppage } from '../support/stoppages.ts';
import {
  enrolledRoutes,
  methodOf,
  SECURITY_IMPORT_ID,
  SECURITY_REQUEST_DAYS,
  type SecurityContext,
  securityRequestId,
} from './enrolled-routes.ts';
import {
  API_PREFIX,
  type KeyCase,
  keyCases,
  markedPaths,
  mayExpected,
  mayExpectedAt,
  pathsOf,
  responseSchema,
} from './gated-fields.ts';
import { servedApiRoutes } from './served-routes.ts';

/**
 * Scopes on every surface (issue 26): every route the app serves, called over HTTP by keys of
 * every scope set and withholding, must show each gated field (src/auth/field-visibility.ts)
 * exactly to the keys that may see it, and every read showing a person's data must reach the
 * data-access log in the categories of what it showed. The expectations come from the
 * declarations (the `x-field` marks of the OpenAPI document), completed by a hand-written core of
 * known-sensitive properties and values so that the table cannot pass by seeing nothing.
 */

// A partner app's own routes (its grants, its webhook endpoint) take no key and answer no
// collaborator's data: test/partner-apps/ holds their rules.
const served = (await servedApiRoutes()).filter(
  (route) => !route.public && !route.appCredential && enrolledRoutes[route.name]?.changesState !== true,
);

const route = (path: string) => `GET ${API_PREFIX}/organizations/:organizationId${path}`;

/**
 * Written by hand, not derived: properties known to carry sensitive data. The derived table
 * must hold each of them (else a schema lost its mark), and the answers are checked against both.
 */
const KNOWN_SENSITIVE: Record<string, Record<string, GatedField>> = {
  [route('/collaborators')]: {
    'data[].ssn': 'socialSecurityNumber',
    'data[].bankAccount': 'bankAccount',
    'data[].birthDate': 'birthDate',
    'data[].address': 'address',
    'data[].phoneNumber': 'phoneNumber',
    'data[].currentContract': 'contracts',
  },
  [route('/collaborators/:collaboratorId')]: {
    socialSecurityNumber: 'socialSecurityNumber',
    bankAccount: 'bankAccount',
    birthDate: 'birthDate',
    nationality: 'nationality',
    contracts: 'contracts',
  },
  [route('/absences')]: { 'data[].type': 'absenceType', 'data[].dsnReason': 'absenceType' },
  [route('/meal-vouchers/:collaboratorId/days')]: { 'data.days[].absence.type': 'absenceType' },
  [route('/changes')]: { 'data[].reason': 'absenceType' },
  [route('/collaborators/:collaboratorId/affiliations')]: {
    'data[].beneficiaries': 'beneficiaries',
    'data[].beneficiaries[].socialSecurityNumber': 'socialSecurityNumber',
  },
  [route('/complementary-contracts')]: {
    'data[].affiliatedEmployees[].beneficiaries': 'beneficiaries',
    'data[].affiliatedEmployees[].beneficiaries[].socialSecurityNumber': 'socialSecurityNumber',
  },
};

/** Seeded values that must never reach a key that may not see their field, under any property name. */
const SICKNESS = 'maladie_non_professionnelle';
const NIR = '188037512345691';
const IBAN = 'FR7630006000011234567890189';
/** A dependant the affiliation covers (S21.G00.73): a third party's name and NIR. */
const DEPENDANT_NAME = 'Zéphyrine';
const DEPENDANT_NIR = '215067512345742';
const KNOWN_VALUES: [string, GatedField][] = [
  [SICKNESS, 'absenceType'],
  [DEPENDANT_NAME, 'beneficiaries'],
  [DEPENDANT_NIR, 'beneficiaries'],
  [NIR, 'socialSecurityNumber'],
  [IBAN, 'bankAccount'],
];

/** Routes that name collaborators without showing their data: the client fetches it, and that read is logged. */
const NAMES_ONLY = new Set([route('/changes'), route('/changes/latest')]);

/** The feed gives the stoppage events, whose reason is health data, only to a reader that names them. */
const QUERIES: Record<string, string> = {
  [route('/changes')]: 'types=absence.stoppage_started,absence.stoppage_ended',
};

interface Call {
  key: KeyCase;
  keyId: string;
  route: string;
  response: ApiResponse;
  text: string;
}

const CASES = keyCases();

/** The status of a route's success: 200, or the one it enrolled (an import accepted: 202). */
const successOf = (name: string) => enrolledRoutes[name]?.success ?? 200;

describe.each(testEngines())('scopes on every surface on %s', (engine) => {
  let t: TestServer;
  let ctx: SecurityContext;
  const calls: Call[] = [];

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    const organizationId = 'org_fields';
    await givenOrganization(db, organizationId);
    const establishment = await givenEstablishment(db, organizationId, { id: 'est_fields' });
    const team = await givenTeam(db, organizationId);
    const manager = await givenCollaborator(db, organizationId, {
      first_name: 'Marc',
      last_name: 'Aubert',
      establishment_id: establishment.id,
    });
    const person = await givenCollaborator(db, organizationId, {
      id: 'col_fields',
      establishment_id: establishment.id,
      manager_id: manager.id,
      team_id: team.id,
      social_security_number: NIR,
      iban: IBAN,
    });
    // April 2026: a sick leave (health data) and a remote-work day, both in the days explanation.
    const sickLeave = await givenAbsence(db, organizationId, person.id, {
      type: SICKNESS,
      dsn_reason: '01',
      start_date: '2026-04-07',
      end_date: '2026-04-09',
      end_half_day: 1,
    });
    // A DSN declared it as a work stoppage: the feed tells it started, with its reason (health data).
    await givenStoppage(db, organizationId, {
      absenceId: sickLeave.id,
      collaboratorId: person.id,
      reason: '01',
    });
    await givenWorkLocation(db, organizationId, person.id, {
      start_date: '2026-04-14',
      end_date: '2026-04-14',
    });
    const contract = await givenComplementaryContract(db, organizationId, { id: 'cc_fields' });
    await givenAffiliation(db, organizationId, person.id, contract);
    await givenDependant(db, organizationId, person.id, contract.id, {
      first_name: DEPENDANT_NAME,
      social_security_number: DEPENDANT_NIR,
    });
    ctx = { organizationId, establishmentId: establishment.id, collaboratorId: person.id };
    // The write routes act on a second establishment, so that they leave the reads' data alone.
    const other = await givenEstablishment(db, organizationId, { id: 'est_fields_writes' });
    const writer = await givenCollaborator(db, organizationId, {
      establishment_id: other.id,
      team_id: team.id,
    });
    await givenComplementaryContract(db, organizationId, { id: 'cc_sec_a', optionIds: ['opt_sec_a'] });
    // A write's answer shows the affiliation's dependants as a read does.
    await givenDependant(db, organizationId, writer.id, 'cc_sec_a', {
      social_security_number: DEPENDANT_NIR,
    });
    const writes: SecurityContext = {
      organizationId,
      establishmentId: other.id,
      collaboratorId: writer.id,
      teamId: team.id,
    };
    // The absence and work location the get-by-id and PUT routes read and write again as stored.
    for (const purpose of ['get', 'put'] as const) {
      const day = SECURITY_REQUEST_DAYS[purpose];
      const period = { status: 'pending', start_date: day, end_date: day };
      await givenAbsence(db, organizationId, writer.id, { id: securityRequestId('abs', purpose), ...period });
      await givenWorkLocation(db, organizationId, writer.id, {
        id: securityRequestId('wl', purpose),
        ...period,
      });
    }
    // The import route answers 200 only for an import of the organization.
    await givenImport(db, organizationId, SECURITY_IMPORT_ID);

    // The key with every scope reads first: a kept answer must never reach a narrower key. A key
    // per case and route, so that the data-access log of each read can be told apart.
    for (const key of CASES) {
      for (const servedRoute of served) {
        const enrolled = enrolledRoutes[servedRoute.name];
        if (!enrolled)
          throw new Error(`${servedRoute.name} is not enrolled in test/security/enrolled-routes.ts`);
        const { key: stored, secret } = await createApiKey(
          db,
          { organizationId, name: key.name, scopes: key.scopes, kind: 'partner', withhold: key.withheld },
          CLI_ACTOR,
        );
        const method = methodOf(servedRoute.name);
        const on = method === 'GET' ? ctx : writes;
        const query = QUERIES[servedRoute.name] ?? enrolled.query;
        const path = enrolled.path(on) + (query ? `?${query}` : '');
        // A read twice: the second answer may come from the read cache.
        for (let read = 0; read < (method === 'GET' ? 2 : 1); read++) {
          const response = await t.api(path, {
            key: secret,
            method,
            ...(enrolled.body ? { body: enrolled.body(on) } : {}),
            ...(enrolled.bodyType ? { headers: { 'content-type': enrolled.bodyType } } : {}),
          });
          calls.push({
            key,
            keyId: stored.id,
            route: servedRoute.name,
            response,
            text: JSON.stringify(response.body),
          });
        }
      }
    }
  }, 600_000);

  afterAll(async () => {
    await t?.stop();
  });

  const expectedPaths = (name: string): Map<string, GatedField> => {
    const method = methodOf(name);
    const url = name.slice(method.length + 1);
    const marked = markedPaths(responseSchema(method, url));
    for (const [path, field] of Object.entries(KNOWN_SENSITIVE[name] ?? {})) marked.set(path, field);
    return marked;
  };

  it('finds every known-sensitive property marked in the OpenAPI document with its field', () => {
    const unmarked: string[] = [];
    for (const [name, properties] of Object.entries(KNOWN_SENSITIVE)) {
      const method = methodOf(name);
      const marked = markedPaths(responseSchema(method, name.slice(method.length + 1)));
      for (const [path, field] of Object.entries(properties)) {
        if (marked.get(path) !== field) unmarked.push(`${name}: ${path} (${field})`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('shows the key with every scope each gated property of every answer, so the table cannot pass by seeing nothing', () => {
    const missing: string[] = [];
    for (const call of calls.filter((c) => c.key.name === 'every scope')) {
      expect({ route: call.route, status: call.response.status }).toEqual({
        route: call.route,
        status: successOf(call.route),
      });
      const present = pathsOf(call.response.body);
      for (const path of expectedPaths(call.route).keys()) {
        if (!present.has(path)) missing.push(`${call.route}: ${path}`);
      }
    }
    for (const [value] of KNOWN_VALUES) {
      expect(calls.some((c) => c.key.name === 'every scope' && c.text.includes(value))).toBe(true);
    }
    expect(missing).toEqual([]);
  });

  it.each(CASES.map((key) => [key.name, key] as const))(
    'a key with %s is shown exactly the gated fields its scopes and withholdings allow, on every route',
    (_name, key) => {
      const wrong: string[] = [];
      for (const call of calls.filter((c) => c.key === key)) {
        const { status, body } = call.response;
        if (status === 403) continue;
        expect({ route: call.route, status }).toEqual({ route: call.route, status: successOf(call.route) });
        const present = pathsOf(body);
        const expected = expectedPaths(call.route);
        for (const path of expected.keys()) {
          const may = mayExpectedAt(key, path, expected);
          if (present.has(path) !== may) wrong.push(`${call.route}: ${path} ${may ? 'missing' : 'shown'}`);
        }
        for (const [value, field] of KNOWN_VALUES) {
          if (!mayExpected(key, field) && call.text.includes(value)) {
            wrong.push(`${call.route}: the value of ${field} is shown`);
          }
        }
      }
      expect([...new Set(wrong)]).toEqual([]);
    },
  );

  it("logs every read that shows a person's data, in the categories of the gated fields it showed", async () => {
    await t.server.app.accessLog.flush();
    const db = t.testStore.store.db;
    const unlogged: string[] = [];
    const reads = calls.filter((c) => methodOf(c.route) === 'GET' && c.response.status === 200);
    const byKey = new Map<string, Set<string>>();
    for (const entry of await listAccess(db, ctx.organizationId, { collaboratorId: ctx.collaboratorId })) {
      byKey.set(entry.keyId, (byKey.get(entry.keyId) ?? new Set()).add(entry.category));
    }
    for (const call of reads) {
      if (!call.text.includes(ctx.collaboratorId)) continue;
      const logged = byKey.get(call.keyId) ?? new Set<string>();
      const present = pathsOf(call.response.body);
      const shown = [...expectedPaths(call.route)]
        .filter(([path]) => present.has(path))
        .map(([, field]) => GATED_FIELDS[field].category);
      // Names alone are not logged; a gated field shown beside them is (a stoppage's reason).
      if (NAMES_ONLY.has(call.route) && shown.length === 0) continue;
      if (logged.size === 0) unlogged.push(`${call.key.name}: ${call.route} is not in the log`);
      for (const category of shown) {
        if (!logged.has(category)) unlogged.push(`${call.key.name}: ${call.route} without ${category}`);
      }
    }
    expect([...new Set(unlogged)]).toEqual([]);
  });

  it.each([
    ['org:company:read alone', ['absence', 'meal_voucher', 'work_location']],
    ['org:company:read and org:absence:read', ['absence', 'meal_voucher', 'work_location']],
    [
      'org:company:read and org:absence:type:read',
      ['absence', 'absence_type', 'meal_voucher', 'work_location'],
    ],
  ])('logs the days of a meal-voucher count read by a key with %s as %j', async (name, categories) => {
    await t.server.app.accessLog.flush();
    const call = calls.find(
      (c) => c.key.name === name && c.route === route('/meal-vouchers/:collaboratorId/days'),
    );
    expect(call?.response.status).toBe(200);
    const entries = await listAccess(t.testStore.store.db, ctx.organizationId, {
      keyId: call?.keyId,
      collaboratorId: ctx.collaboratorId,
    });
    expect(entries.map((e) => e.category).sort()).toEqual(categories);
  });
});
