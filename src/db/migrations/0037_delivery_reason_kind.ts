import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Each failed webhook attempt (an organization's, a partner app's) keeps why it failed as a kind
 * (issue 48), and so does an organization's endpoint its last retry disabled: the console words
 * the kind for an HR officer, while `error` and `disabled_reason` keep the technical text,
 * switches of the operator included, for the API and the CLI. The kinds are written out
 * here, not taken from src/webhooks/failure.ts, so this migration never changes. SQLite checks
 * a column added with a CHECK as PostgreSQL does, so both engines take the same statement.
 *
 * Rows stored before get the kind their text or status says; one neither says stays null, and
 * the console words it as a failure without a known cause.
 */
const KINDS = [
  'private_address',
  'unresolved',
  'https_required',
  'invalid_url',
  'timeout',
  'tls',
  'connection',
  'invalid_answer',
  'http_status',
];
const TABLES = ['webhook_attempts', 'partner_webhook_attempts'] as const;

/** The kinds an earlier attempt's text shows, tried in order (the dispatcher's own sentences). */
const FROM_TEXT: readonly (readonly [string, string])[] = [
  ['refused: the URL resolves to a loopback%', 'private_address'],
  ['refused: the URL must use https (http%', 'https_required'],
  ['refused: the URL host % does not resolve', 'unresolved'],
  ['refused: the URL%', 'invalid_url'],
  ['no answer within %', 'timeout'],
  ['the answer (HTTP %) did not end within %', 'timeout'],
  ["the answer's headers exceed %", 'invalid_answer'],
];

const CHECKED = KINDS.map((kind) => `'${kind}'`).join(', ');

const addKindColumn = (table: string, column: string) =>
  sql.raw(`alter table "${table}" add column "${column}" text
    constraint "${table}_${column}" check ("${column}" in (${CHECKED}))`);

export const deliveryReasonKindMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await addKindColumn(table, 'reason_kind').execute(db);
      for (const [pattern, kind] of FROM_TEXT) {
        await sql`update ${sql.table(table)} set reason_kind = ${kind}
            where reason_kind is null and error like ${pattern}`.execute(db);
      }
      await sql`update ${sql.table(table)} set reason_kind = 'http_status'
          where reason_kind is null and error is null and (status_code < 200 or status_code > 299)`.execute(
        db,
      );
    }
    // The dispatcher's reason: `disabled at … after n failed attempts … (last: HTTP 502: text)`.
    await addKindColumn('webhook_endpoints', 'disabled_reason_kind').execute(db);
    for (const [pattern, kind] of [...FROM_TEXT, ['HTTP ___)', 'http_status'] as const]) {
      await sql`update webhook_endpoints set disabled_reason_kind = ${kind}
        where status = 'disabled' and disabled_reason_kind is null
          and disabled_reason like ${`%(last: ${pattern}`}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await sql.raw(`alter table "${table}" drop column "reason_kind"`).execute(db);
    }
    await sql`alter table webhook_endpoints drop column disabled_reason_kind`.execute(db);
  },
};
