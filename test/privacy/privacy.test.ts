import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/auth/keys/api-keys.ts';
import type { Scope } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { runLeaverRetention, shiftYears } from '../../src/privacy/leaver-retention.ts';
import { todayIn } from '../../src/shared/time.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenDependant,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const READ: Scope = 'org:employee:read';
const DETAILS: Scope = 'org:employee:details:read';
const CONTRACTS: Scope = 'org:contract:details:read';
const ABSENCES: Scope = 'org:absence:read';
const ABSENCE_TYPES: Scope = 'org:absence:type:read';
const LOCATIONS: Scope = 'org:work_location:read';
const ALL_SELF_SERVE: Scope[] = [READ, DETAILS, CONTRACTS, ABSENCES, ABSENCE_TYPES, LOCATIONS];

describe.each(testEngines())('privacy on %s', (engine) => {
  let t: TestServer;
  let env: Record<string, string>;
  let dir: string;
  beforeAll(async () => {
    t = await startTestServer(engine);
    env = storeEnv(t.testStore.config);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-privacy-'));
  });
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const db = () => t.testStore.store.db;

  it('a key created with --withhold socialSecurityNumber never receives it, from any endpoint, cached or not, while another key of the organization does', async () => {
    await givenOrganization(db(), 'org_wh');
    const ssn = '199017512345699';
    const person = await givenCollaborator(db(), 'org_wh', { social_security_number: ssn });
    await givenAbsence(db(), 'org_wh', person.id);
    await givenWorkLocation(db(), 'org_wh', person.id);
    const created = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_wh',
        '--name',
        'No NIR',
        '--scopes',
        ALL_SELF_SERVE.join(','),
        '--withhold',
        'socialSecurityNumber',
        '--json',
      ],
      env,
    );
    expect(created.code).toBe(0);
    const withheld = JSON.parse(created.stdout) as { secret: string; withheldFields: string[] };
    expect(withheld.withheldFields).toEqual(['socialSecurityNumber']);
    const full = (await givenKey(db(), 'org_wh', ALL_SELF_SERVE)).secret;
    const paths = [
      '/organizations/org_wh/collaborators',
      `/organizations/org_wh/collaborators/${person.id}`,
      '/organizations/org_wh/absences',
      '/organizations/org_wh/work-locations',
    ];
    // Alternating keys, twice over: the second round is served from the read cache.
    for (let round = 0; round < 2; round++) {
      for (const p of paths) {
        const first = await t.api(p, { key: round === 0 ? withheld.secret : full });
        const second = await t.api(p, { key: round === 0 ? full : withheld.secret });
        const [hidden, shown] = round === 0 ? [first, second] : [second, first];
        expect(hidden.status).toBe(200);
        expect(JSON.stringify(hidden.body)).not.toContain(ssn);
        if (p.includes('collaborators')) expect(JSON.stringify(shown.body)).toContain(ssn);
      }
    }
    const list = await t.api('/organizations/org_wh/collaborators', { key: withheld.secret });
    expect(list.body.data[0]).not.toHaveProperty('ssn');
    expect(list.body.data[0]).toHaveProperty('bankAccount');
    const listed = JSON.parse((await runCli(['keys', 'list', '--org', 'org_wh', '--json'], env)).stdout) as {
      keys: { withheldFields: string[] }[];
    };
    expect(listed.keys.map((k) => k.withheldFields).sort()).toEqual([[], ['socialSecurityNumber']]);
    const audit = await db()
      .selectFrom('audit_events')
      .select('details')
      .where('organization_id', '=', 'org_wh')
      .where('action', '=', 'api_key.created')
      .execute();
    expect(audit.some((a) => a.details?.includes('"withheldFields":["socialSecurityNumber"]'))).toBe(true);
  });

  it('refuses to withhold a field the key is not granted, or an unknown one', async () => {
    await givenOrganization(db(), 'org_wh2');
    const result = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_wh2',
        '--name',
        'x',
        '--scopes',
        READ,
        '--withhold',
        'socialSecurityNumber',
      ],
      env,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('needs "org:employee:details:read"');
    const unknown = await runCli(
      ['keys', 'create', '--org', 'org_wh2', '--name', 'x', '--scopes', READ, '--withhold', 'firstName'],
      env,
    );
    expect(unknown.code).toBe(2);
  });

  it('an expired key gets 401 like a revoked one', async () => {
    await givenOrganization(db(), 'org_exp');
    const soon = new Date(Date.now() + 1500).toISOString();
    const { secret } = await createApiKey(
      db(),
      { organizationId: 'org_exp', name: 'short-lived', scopes: [READ], kind: 'self_serve', expiresAt: soon },
      CLI_ACTOR,
    );
    expect((await t.api('/organizations/org_exp/collaborators', { key: secret })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const refused = await t.api('/organizations/org_exp/collaborators', { key: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');
  });

  it('a key used from outside its allowed sources gets 401; from inside, 200', async () => {
    await givenOrganization(db(), 'org_cidr');
    const elsewhere = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_cidr',
        '--name',
        'office',
        '--scopes',
        READ,
        '--allow-from',
        '10.0.0.0/8',
        '--json',
      ],
      env,
    );
    const here = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_cidr',
        '--name',
        'here',
        '--scopes',
        READ,
        '--allow-from',
        '127.0.0.1/32,::1',
        '--json',
      ],
      env,
    );
    const outside = JSON.parse(elsewhere.stdout) as { secret: string; allowedSources: string[] };
    expect(outside.allowedSources).toEqual(['10.0.0.0/8']);
    const refused = await t.api('/organizations/org_cidr/collaborators', { key: outside.secret });
    expect(refused.status).toBe(401);
    const inside = JSON.parse(here.stdout) as { secret: string };
    expect((await t.api('/organizations/org_cidr/collaborators', { key: inside.secret })).status).toBe(200);
  });

  it('after a key reads page 1 of the collaborators, the access log names exactly those collaborators for that key and category', async () => {
    await givenOrganization(db(), 'org_log');
    const people = [];
    for (const name of ['Abel', 'Bruno', 'Chloé']) {
      people.push(await givenCollaborator(db(), 'org_log', { last_name: name }));
    }
    const { key, secret } = await givenKey(db(), 'org_log', [READ, DETAILS]);
    const other = await givenKey(db(), 'org_log', [READ]);
    await t.api('/organizations/org_log/collaborators?limit=2', { key: secret });
    await t.api('/organizations/org_log/collaborators?limit=2', { key: secret });
    await t.api(`/organizations/org_log/collaborators/${people[2]?.id}`, { key: other.secret });
    await t.server.app.accessLog.flush();
    const result = await runCli(['access-log', '--org', 'org_log', '--key', key.id, '--json'], env);
    expect(result.code).toBe(0);
    const { entries } = JSON.parse(result.stdout) as {
      entries: { collaboratorId: string; category: string; reads: number; keyId: string }[];
    };
    const pageOne = [people[0]?.id, people[1]?.id].sort();
    expect(entries.map((e) => [e.collaboratorId, e.category, e.reads])).toEqual(
      pageOne.flatMap((id) => [
        [id, 'basic', 2],
        [id, 'personal_details', 2],
      ]),
    );
    const forThird = JSON.parse(
      (await runCli(['access-log', '--org', 'org_log', '--collaborator', people[2]?.id ?? '', '--json'], env))
        .stdout,
    ) as { entries: { keyId: string; category: string }[] };
    expect(forThird.entries.map((e) => [e.keyId, e.category])).toEqual([[other.key.id, 'basic']]);
  });

  it('the export of a person holds their contracts, absences, affiliations and access log, and nothing of anyone else; written 0600 and audited', async () => {
    await givenOrganization(db(), 'org_exp2');
    const person = await givenCollaborator(db(), 'org_exp2', { email: 'ines.roux@example.fr' });
    const stranger = await givenCollaborator(db(), 'org_exp2', {
      email: 'paul.stranger@example.fr',
      last_name: 'Stranger',
      social_security_number: '177017512345611',
    });
    const absence = await givenAbsence(db(), 'org_exp2', person.id);
    await givenAbsence(db(), 'org_exp2', stranger.id);
    const contract = await givenComplementaryContract(db(), 'org_exp2');
    await givenAffiliation(db(), 'org_exp2', person.id, contract, { id: `aff_${person.id}` });
    const { secret } = await givenKey(db(), 'org_exp2', [READ]);
    await t.api(`/organizations/org_exp2/collaborators/${person.id}`, { key: secret });
    await t.server.app.accessLog.flush();
    const out = path.join(dir, `${person.id}.json`);
    const result = await runCli(
      ['collaborators', 'export', '--org', 'org_exp2', person.id, '--out', out],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(person.social_security_number ?? '');
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(out, 'utf8');
    const file = JSON.parse(text);
    expect(file.collaborator.email).toBe('ines.roux@example.fr');
    expect(file.collaborator.contracts).toHaveLength(1);
    expect(file.absences.map((a: { id: string }) => a.id)).toEqual([absence.id]);
    expect(file.affiliations.map((a: { contractId: string }) => a.contractId)).toEqual([contract.id]);
    expect(file.accessLog.map((e: { category: string }) => e.category)).toEqual(['basic']);
    for (const foreign of [stranger.id, stranger.email, 'Stranger', '177017512345611']) {
      expect(text).not.toContain(foreign);
    }
    const audited = await db()
      .selectFrom('audit_events')
      .select('target_id')
      .where('organization_id', '=', 'org_exp2')
      .where('action', '=', 'collaborator.exported')
      .execute();
    expect(audited).toEqual([{ target_id: person.id }]);
  });

  it('the export of a person holds the dependants their cover reaches, their monthly counts and their portability, and none of another person’s', async () => {
    await givenOrganization(db(), 'org_exp3');
    const person = await givenCollaborator(db(), 'org_exp3', { email: 'nora.dep@example.fr' });
    const stranger = await givenCollaborator(db(), 'org_exp3', { email: 'hugo.dep@example.fr' });
    const contract = await givenComplementaryContract(db(), 'org_exp3');
    const affiliation = await givenAffiliation(db(), 'org_exp3', person.id, contract);
    await givenAffiliation(db(), 'org_exp3', stranger.id, contract);
    const key = await givenDependant(db(), 'org_exp3', person.id, contract.id, {
      first_name: 'Ondeline',
      social_security_number: '215067512399961',
    });
    await givenDependant(db(), 'org_exp3', stranger.id, contract.id, {
      first_name: 'Zephyrine',
      social_security_number: '116037512345678',
    });
    await db()
      .insertInto('dsn_portabilities')
      .values({
        organization_id: 'org_exp3',
        affiliation_id: affiliation,
        collaborator_id: person.id,
        start_date: '2025-07-01',
        end_date: '2026-06-30',
        month: '2025-06',
      })
      .execute();
    const out = path.join(dir, `${person.id}-dependants.json`);
    const result = await runCli(
      ['collaborators', 'export', '--org', 'org_exp3', person.id, '--out', out],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('215067512399961');
    const text = fs.readFileSync(out, 'utf8');
    const file = JSON.parse(text);
    expect(file.dependants).toEqual([
      {
        contractId: contract.id,
        month: '2025-06',
        dependantKey: key,
        type: 'child',
        firstName: 'Ondeline',
        lastName: 'Martin',
        birthDate: '2015-06-03',
        socialSecurityNumber: '215067512399961',
        optionCode: 'OPT1',
        startDate: null,
        endDate: null,
      },
    ]);
    expect(file.dependantCounts).toEqual([
      {
        contractId: contract.id,
        month: '2025-06',
        children: 1,
        adults: 0,
        covered: 1,
        others: 0,
        coveredChildren: 1,
        declarationType: '01',
        importedAt: '2025-07-05T00:00:00.000Z',
      },
    ]);
    expect(file.portabilities).toEqual([
      { affiliationId: affiliation, startDate: '2025-07-01', endDate: '2026-06-30', month: '2025-06' },
    ]);
    for (const foreign of [stranger.id, 'Zephyrine', '116037512345678']) {
      expect(text).not.toContain(foreign);
    }
  });

  it('with the retention set to 5 years, a collaborator whose contract ended 6 years ago is erased with its collaborator.deleted event, one whose contract ended 4 years ago is kept', async () => {
    await givenOrganization(db(), 'org_ret');
    const today = todayIn('Europe/Paris');
    const gone = await givenCollaborator(db(), 'org_ret', {
      contracts: [{ startDate: '2010-01-01', endDate: shiftYears(today, -6) }],
    });
    const kept = await givenCollaborator(db(), 'org_ret', {
      contracts: [{ startDate: '2010-01-01', endDate: shiftYears(today, -4) }],
    });
    const active = await givenCollaborator(db(), 'org_ret', { contracts: [{ startDate: '2000-01-01' }] });
    const set = await runCli(['org', 'update', '--org', 'org_ret', '--leaver-retention-years', '5'], env);
    expect(set.code).toBe(0);
    const erased = await runLeaverRetention(t.server.store);
    expect(erased).toEqual([gone.id]);
    const left = await db()
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', 'org_ret')
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.id)).toEqual([kept.id, active.id].sort());
    const events = await db()
      .selectFrom('change_events')
      .select(['type', 'resource_id'])
      .where('organization_id', '=', 'org_ret')
      .where('type', '=', 'collaborator.deleted')
      .execute();
    expect(events).toEqual([{ type: 'collaborator.deleted', resource_id: gone.id }]);
    // Once a day: a second pass the same day erases nothing, even a new leaver.
    await givenCollaborator(db(), 'org_ret', {
      contracts: [{ startDate: '2001-01-01', endDate: '2002-01-01' }],
    });
    expect(await runLeaverRetention(t.server.store)).toEqual([]);
  });
});
