import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccess } from '../../src/access-log/access-log.queries.ts';
import { createApiKey } from '../../src/api-keys/api-keys.ts';
import { CLI_ACTOR } from '../../src/audit/audit.ts';
import { ALL_GATED, GATED_FIELDS, type GatedField } from '../../src/auth/field-visibility.ts';
import { ALL_SCOPES, PREREQUISITES, type Scope } from '../../src/auth/scopes.ts';
import { ALL_WITHHOLDABLE, type WithheldField } from '../../src/auth/withheld-fields.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenTeam,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { type ApiResponse, startTestServer, type TestServer } from '../support/server.ts';
import { enrolledRoutes, methodOf, type SecurityContext } from './enrolled-routes.ts';
import { servedApiRoutes } from './served-routes.ts';

/**
 * Scopes on every surface (issue 26): every route the app serves, called over HTTP by keys of
 * every scope set and withholding, must show each gated field (src/auth/field-visibility.ts)
 * exactly to the keys that may see it, and every read showing a person's data must reach the
 * data-access log in the categories of what it showed. The expectations come from the
 * declarations (the `x-field` marks of the OpenAPI document), completed by a hand-written core of
 * known-sensitive properties and values so that the table cannot pass by seeing nothing.
 */

const served = (await servedApiRoutes()).filter((route) => !route.public);
const API_PREFIX = '/api/public/v1';

// The committed document, itself checked equal to the generated one (test/openapi).
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const document = JSON.parse(
  fs.readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as JsonObject;

/** The properties of an answer, as paths (`data[].absence.type`): arrays are `[]`, whatever their index. */
function pathsOf(value: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) pathsOf(item, `${at}[]`, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const path = at === '' ? key : `${at}.${key}`;
      into.add(path);
      pathsOf(inner, path, into);
    }
  }
  return into;
}

function resolve(node: JsonObject): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: Json | undefined = document;
  for (const segment of ref.replace(/^#\//, '').split('/'))
    target = isObject(target) ? target[segment] : undefined;
  return isObject(target) ? resolve(target) : {};
}

/** The properties a route's 200 schema marks with `x-field`, by path. */
function markedPaths(schema: Json | undefined, at = '', into = new Map<string, GatedField>()) {
  if (!isObject(schema) || at.split('.').length > 12) return into;
  const field = schema['x-field'];
  if (typeof field === 'string') {
    if (!(ALL_GATED as readonly string[]).includes(field))
      throw new Error(`${at} marks unknown field ${field}`);
    into.set(at, field as GatedField);
  }
  const node = resolve(schema);
  if (isObject(node.properties)) {
    for (const [key, inner] of Object.entries(node.properties)) {
      markedPaths(inner, at === '' ? key : `${at}.${key}`, into);
    }
  }
  markedPaths(node.items, `${at}[]`, into);
  for (const union of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[union];
    if (Array.isArray(branches)) for (const branch of branches) markedPaths(branch, at, into);
  }
  return into;
}

function responseSchema(method: string, url: string): Json | undefined {
  const path = url.slice(API_PREFIX.length).replace(/:([A-Za-z]+)/g, '{$1}');
  const paths = document.paths;
  const item = isObject(paths) ? paths[path] : undefined;
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  const responses = isObject(operation) ? operation.responses : undefined;
  const ok = isObject(responses) ? responses['200'] : undefined;
  const content = isObject(ok) ? ok.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return isObject(json) ? json.schema : undefined;
}

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
};

/** Seeded values that must never reach a key that may not see their field, under any property name. */
const SICKNESS = 'maladie_non_professionnelle';
const NIR = '188037512345691';
const IBAN = 'FR7630006000011234567890189';
const KNOWN_VALUES: [string, GatedField][] = [
  [SICKNESS, 'absenceType'],
  [NIR, 'socialSecurityNumber'],
  [IBAN, 'bankAccount'],
];

/** Routes that name collaborators without showing their data: the client fetches it, and that read is logged. */
const NAMES_ONLY = new Set([route('/changes'), route('/changes/latest')]);

/** A key's scopes and withheld fields, and what the declarations let it see. */
interface KeyCase {
  name: string;
  scopes: Scope[];
  withheld: WithheldField[];
}

const withPrerequisites = (scopes: readonly Scope[]): Scope[] => {
  const wanted = new Set(scopes);
  for (const scope of scopes) {
    const prerequisite = PREREQUISITES[scope];
    if (prerequisite) wanted.add(prerequisite);
  }
  return ALL_SCOPES.filter((s) => wanted.has(s));
};

/** Each scope alone, all, all but one, the company scope with each other one, and every withholding. */
function keyCases(): KeyCase[] {
  const cases: KeyCase[] = [{ name: 'every scope', scopes: [...ALL_SCOPES], withheld: [] }];
  for (const scope of ALL_SCOPES) {
    cases.push({ name: `${scope} alone`, scopes: withPrerequisites([scope]), withheld: [] });
    cases.push({
      name: `every scope but ${scope}`,
      scopes: ALL_SCOPES.filter((s) => s !== scope && PREREQUISITES[s] !== scope),
      withheld: [],
    });
    if (scope !== 'org:company:read') {
      cases.push({
        name: `org:company:read and ${scope}`,
        scopes: withPrerequisites(['org:company:read', scope]),
        withheld: [],
      });
    }
  }
  for (const field of ALL_WITHHOLDABLE) {
    cases.push({ name: `every scope, withholding ${field}`, scopes: [...ALL_SCOPES], withheld: [field] });
  }
  cases.push({
    name: 'every scope, withholding everything',
    scopes: [...ALL_SCOPES],
    withheld: [...ALL_WITHHOLDABLE],
  });
  const seen = new Set<string>();
  return cases.filter((c) => {
    const id = `${c.scopes.join(' ')}|${c.withheld.join(' ')}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Derived from the declarations alone: the scope (and its prerequisite) held, and not withheld. */
function mayExpected(key: KeyCase, field: GatedField): boolean {
  const { scope, withholdable } = GATED_FIELDS[field];
  const prerequisite = PREREQUISITES[scope];
  return (
    key.scopes.includes(scope) &&
    (prerequisite === undefined || key.scopes.includes(prerequisite)) &&
    !(withholdable && (key.withheld as readonly string[]).includes(field))
  );
}

interface Call {
  key: KeyCase;
  keyId: string;
  route: string;
  response: ApiResponse;
  text: string;
}

const CASES = keyCases();

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
    await givenAbsence(db, organizationId, person.id, {
      type: SICKNESS,
      dsn_reason: '01',
      start_date: '2026-04-07',
      end_date: '2026-04-09',
      end_half_day: 1,
    });
    await givenWorkLocation(db, organizationId, person.id, {
      start_date: '2026-04-14',
      end_date: '2026-04-14',
    });
    const contract = await givenComplementaryContract(db, organizationId, { id: 'cc_fields' });
    await givenAffiliation(db, organizationId, person.id, contract);
    ctx = { organizationId, establishmentId: establishment.id, collaboratorId: person.id };
    // The write routes act on a second establishment, so that they leave the reads' data alone.
    const other = await givenEstablishment(db, organizationId, { id: 'est_fields_writes' });
    const writer = await givenCollaborator(db, organizationId, { establishment_id: other.id });
    await givenComplementaryContract(db, organizationId, { id: 'cc_sec_a', optionIds: ['opt_sec_a'] });
    const writes: SecurityContext = { organizationId, establishmentId: other.id, collaboratorId: writer.id };

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
        const path = enrolled.path(on) + (enrolled.query ? `?${enrolled.query}` : '');
        // A read twice: the second answer may come from the read cache.
        for (let read = 0; read < (method === 'GET' ? 2 : 1); read++) {
          const response = await t.api(path, {
            key: secret,
            method,
            ...(enrolled.body ? { body: enrolled.body(on) } : {}),
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
      expect({ route: call.route, status: call.response.status }).toEqual({ route: call.route, status: 200 });
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
        expect({ route: call.route, status }).toEqual({ route: call.route, status: 200 });
        const present = pathsOf(body);
        for (const [path, field] of expectedPaths(call.route)) {
          const may = mayExpected(key, field);
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
    const reads = calls.filter(
      (c) => methodOf(c.route) === 'GET' && c.response.status === 200 && !NAMES_ONLY.has(c.route),
    );
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
