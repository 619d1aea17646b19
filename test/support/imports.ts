import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { assertMatchesContract } from './contract.ts';
import type { ApiResponse, TestServer } from './server.ts';

/**
 * POSTs a body as payroll software or curl --data-binary sends it (the test client's `api` sends
 * JSON); `chunked` sends it without a Content-Length. The answer is checked against the document.
 */
export async function postImport(
  t: Pick<TestServer, 'baseUrl'>,
  path: string,
  key: string,
  body: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
  chunked = false,
): Promise<ApiResponse> {
  const url = `${t.baseUrl}/api/public/v1${path}`;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType, ...headers },
    body: chunked ? stream : new Uint8Array(bytes),
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  assertMatchesContract({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: parsed,
  });
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Follows an import at its Location until it ends (succeeded or failed); its last answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the answer freely
export async function untilEnded(t: Pick<TestServer, 'api'>, location: string, key: string): Promise<any> {
  const path = location.replace(/^\/api\/public\/v1/, '');
  for (let tries = 0; tries < 600; tries++) {
    const response = await t.api(path, { key });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (response.body.status === 'succeeded' || response.body.status === 'failed') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import at ${location} did not end within 30 s`);
}

/** Every row the organization's data and its logs hold: "nothing written" is this, before = after. */
export async function organizationState(db: Kysely<Database>, org: string) {
  const tables = [
    'organizations',
    'establishments',
    'teams',
    'collaborators',
    'contracts',
    'absences',
    'work_locations',
    'change_events',
    'audit_events',
  ] as const;
  const state: Record<string, unknown[]> = {};
  for (const table of tables) {
    const column = table === 'organizations' ? 'id' : 'organization_id';
    state[table] = await db
      .selectFrom(table)
      .selectAll()
      .where(column, '=', org)
      .orderBy(table === 'change_events' ? 'seq' : 'id')
      .execute();
  }
  return state;
}

/** An import of the organization, ended, as the store keeps it (for routes that read one). */
export async function givenImport(db: Kysely<Database>, organizationId: string, id: string): Promise<void> {
  const at = '2026-05-04T09:30:00.000Z';
  await db
    .insertInto('http_imports')
    .values({
      id,
      organization_id: organizationId,
      kind: 'document',
      status: 'succeeded',
      dry_run: 1,
      replace_missing: 0,
      byte_count: 2,
      bytes_read: 2,
      phase: 'done',
      result: JSON.stringify({
        counts: null,
        totalProblems: 0,
        problems: [],
        totalWarnings: 0,
        warnings: [],
      }),
      holder: 'test',
      heartbeat_at: at,
      created_at: at,
      started_at: at,
      finished_at: at,
    })
    .execute();
}
