import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenCollaborator,
  givenComplementaryContract,
  givenDependant,
  givenEstablishment,
} from '../support/hr-data.ts';
import { asText, statisticsText } from '../support/planner-statistics.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** A webhook receiver on 127.0.0.1 that keeps every body it is sent. */
async function receiver() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, bodies, close: () => new Promise((r) => server.close(r)) };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every row of every table of the store (SQLite's own statistics tables included), as `table: values`. */
async function everyRow(t: TestServer): Promise<string[]> {
  const db = t.testStore.store.db;
  const tables =
    t.engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const all = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of all.rows) rows.push(`${name}: ${Object.values(row).map(asText).join(' | ')}`);
  }
  return rows;
}

const holding = (texts: string[], value: string) => texts.filter((text) => text.includes(value));

describe.each(testEngines())('erasure that leaves nothing on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { webhooksAllowPrivate: true });
  });
  afterAll(async () => t?.stop());

  it('after hrapi collaborators erase, none of the person’s values is in any table, the planner statistics, the read cache, the idempotency records or the webhook deliveries; the access log keeps their id only', async () => {
    const db = t.testStore.store.db;
    const org = 'org_nothing';
    await givenOrganization(db, org);
    const establishment = await givenEstablishment(db, org);
    const values = {
      first_name: 'Zéphyrine',
      last_name: 'Quenouillard',
      birth_name: 'Vautrinelle',
      email: 'zephyrine.quenouillard@example.fr',
      secondary_email: 'zq.perso@example.org',
      social_security_number: '296057512345642',
      iban: 'FR7630004000031234567890143',
      phone_number: '+33677665544',
      address_street: '9 allée des Oubliés',
    };
    const person = await givenCollaborator(db, org, { ...values, establishment_id: establishment.id });
    // Others, each with values of their own: the planner samples the person among them (fewer
    // rows than SQLite's 24 samples per index, so that every key is sampled).
    for (let i = 0; i < 20; i++) {
      await givenCollaborator(db, org, {
        establishment_id: establishment.id,
        last_name: `Autre${i}`,
        email: `autre${i}@example.fr`,
        social_security_number: `1850175000${String(i).padStart(5, '0')}`,
        iban: `FR76300040000300000000${String(i).padStart(5, '0')}`,
        phone_number: `+336000000${String(i).padStart(2, '0')}`,
      });
    }
    const dependant = { firstName: 'Ondeline', nir: '215067512399961' };
    const needles = [...Object.values(values), 'quenouillard', 'zephyrine', ...Object.values(dependant)];

    const reader = await givenKey(db, org, ['org:employee:read', 'org:employee:details:read']);
    const partner = await givenKey(
      db,
      org,
      ['org:company:read', 'org:employee:health_insurance:manage'],
      'partner',
    );
    const hook = await receiver();
    try {
      const created = await runCli(
        ['webhooks', 'create', '--org', org, '--url', hook.url, '--events', '*', '--json'],
        {
          ...storeEnv(t.testStore.config),
          HRAPI_WEBHOOKS_ALLOW_PRIVATE: 'true',
        },
      );
      expect(created.code, created.stderr).toBe(0);

      // Answers the read cache keeps: the person's page and the list holding them.
      const one = `/organizations/${org}/collaborators/${person.id}`;
      const list = `/organizations/${org}/collaborators?limit=100`;
      for (const path of [one, list, one, list]) {
        const read = await t.api(path, { key: reader.secret });
        expect(read.status).toBe(200);
        expect(JSON.stringify(read.body)).toContain(values.social_security_number);
      }
      // A retried write of the person's, kept under its Idempotency-Key.
      const contract = await givenComplementaryContract(db, org);
      const affiliation = {
        establishmentId: establishment.id,
        complementaryContractId: contract.id,
        status: 'active',
        optionId: contract.optionIds[0],
      };
      const put = await t.api(`/organizations/${org}/collaborators/${person.id}/affiliations`, {
        key: partner.secret,
        method: 'PUT',
        headers: { 'Idempotency-Key': 'erasure-nothing-1' },
        body: affiliation,
      });
      expect(put.status).toBe(200);
      // A child the affiliation covers (S21.G00.73): their values go with the person.
      await givenDependant(db, org, person.id, contract.id, {
        first_name: dependant.firstName,
        social_security_number: dependant.nir,
      });
      // A kept answer that names the person (no route's answer does today; a future one may), and one
      // that names someone else, which stays: copies of the PUT's record, whatever its columns.
      const record = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('organization_id', '=', org)
        .where('idempotency_key', '=', 'erasure-nothing-1')
        .executeTakeFirstOrThrow();
      for (const [key, collaboratorId] of [
        ['names-the-person', person.id],
        ['names-another', 'col_someone_else'],
      ] as const) {
        await db
          .insertInto('idempotency_keys')
          .values({
            ...record,
            idempotency_key: key,
            fingerprint: key,
            response_body: JSON.stringify({ data: { collaboratorId } }),
            collaborator_ids: collaboratorId === person.id ? null : ` ${collaboratorId} `,
          })
          .execute();
      }
      // Planner statistics taken while the person is there: ours after a large write, or anyone's.
      if (engine === 'sqlite') await sql`pragma analysis_limit = 0`.execute(db);
      await sql`analyze`.execute(db);
      // Not blind: the scan sees the person, and the statistics hold rows of that table.
      const before = await everyRow(t);
      for (const value of needles) expect(holding(before, value).length, value).toBeGreaterThan(0);
      // SQLite's ANALYZE (run by hand here) samples index keys, the folded name among them; the
      // personal columns of PostgreSQL have no statistics, its other columns do (the ids).
      expect(await statisticsText(t.testStore.store)).toContain(
        engine === 'sqlite' ? 'quenouillard' : person.id,
      );

      const erased = await runCli(
        ['collaborators', 'erase', '--org', org, person.id],
        storeEnv(t.testStore.config),
      );
      expect(erased.code, erased.stderr).toBe(0);
      await until('the collaborator.deleted delivery', () =>
        hook.bodies.some((body) => body.includes('collaborator.deleted')),
      );

      // Every table: nothing of the person's values, including SQLite's statistics tables.
      const rows = await everyRow(t);
      for (const value of needles) expect(holding(rows, value), value).toEqual([]);
      // The planner's statistics.
      const statistics = await statisticsText(t.testStore.store);
      for (const value of needles) expect(statistics, value).not.toContain(value);
      // The read cache: the same questions with the same key get today's answers.
      expect((await t.api(one, { key: reader.secret })).status).toBe(404);
      const after = await t.api(list, { key: reader.secret });
      expect(after.status).toBe(200);
      for (const value of needles) expect(JSON.stringify(after.body), value).not.toContain(value);
      // Idempotency records: none names the person; the other organization's answer stays.
      const kept = await db
        .selectFrom('idempotency_keys')
        .select(['idempotency_key', 'response_body'])
        .where('organization_id', '=', org)
        .execute();
      expect(kept.filter((k) => (k.response_body ?? '').includes(person.id))).toEqual([]);
      expect(kept.map((k) => k.idempotency_key)).toContain('names-another');
      // The person's own retried write is forgotten too, though its answer does not name them (the
      // request did): a retry under the same key runs again, and finds nobody.
      expect(kept.map((k) => k.idempotency_key)).not.toContain('erasure-nothing-1');
      const retried = await t.api(`/organizations/${org}/collaborators/${person.id}/affiliations`, {
        key: partner.secret,
        method: 'PUT',
        headers: { 'Idempotency-Key': 'erasure-nothing-1' },
        body: affiliation,
      });
      expect(retried.status).toBe(404);
      expect(retried.headers.get('idempotency-replayed')).toBeNull();
      // Webhook deliveries, stored and sent: dataless, ids only.
      const deliveries = await db
        .selectFrom('webhook_deliveries')
        .select('payload')
        .where('organization_id', '=', org)
        .execute();
      expect(deliveries.length).toBeGreaterThan(0);
      for (const payload of [...deliveries.map((d) => d.payload), ...hook.bodies]) {
        const event = JSON.parse(payload) as { data: Record<string, unknown> };
        for (const field of Object.keys(event.data)) {
          expect([
            'cursor',
            'type',
            'resourceId',
            'collaboratorId',
            'establishmentId',
            'occurredAt',
            'endpointId',
          ]).toContain(field);
        }
        for (const value of needles) expect(payload, value).not.toContain(value);
      }
      // The access log keeps whom each key read, by id (GDPR art. 19), and nothing else of them.
      await until('the access log written', async () => {
        const logged = await db
          .selectFrom('access_log_months')
          .select('collaborator_id')
          .where('organization_id', '=', org)
          .where('collaborator_id', '=', person.id)
          .execute();
        return logged.length > 0;
      });
    } finally {
      await hook.close();
    }
  });
});
