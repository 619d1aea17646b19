import { describe, expect, it } from 'vitest';
import { etagOf } from '../src/index.ts';
import type { OperationSpec } from '../src/operation-spec.ts';
import { createTransport } from '../src/transport.ts';

const BASE = 'http://127.0.0.1:9/api/public/v1';
const PATCH: OperationSpec = {
  method: 'PATCH',
  path: '/organizations/{organizationId}/collaborators/{collaboratorId}',
  pathParams: ['organizationId', 'collaboratorId'],
  queryParams: [],
  defaultedParams: [],
  bodyParams: ['email'],
  bodyMediaType: 'application/merge-patch+json',
  wholeBody: false,
  maxLimit: null,
  items: null,
};

/** A server that answers 503 first, then the record with its ETag; it keeps what it was sent. */
function flakyServer() {
  const seen: Headers[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    seen.push(new Headers(init?.headers));
    if (seen.length === 1) return new Response('{}', { status: 503, headers: { 'retry-after': '0' } });
    return Response.json({ id: 'col_1', email: 'new@example.fr' }, { headers: { etag: '"v2"' } });
  };
  return { seen, fetch };
}

describe('the options of a write call', () => {
  it('a PATCH sends its merge patch, If-Match, and the same Idempotency-Key on every attempt', async () => {
    const server = flakyServer();
    const transport = createTransport({
      baseUrl: BASE,
      apiKey: 'k',
      fetch: server.fetch,
      retry: { baseDelayMs: 1 },
    });
    const written = await transport.call(
      'patchCollaborator',
      PATCH,
      { organizationId: 'o', collaboratorId: 'col_1', email: 'new@example.fr' },
      { ifMatch: '"v1"', idempotencyKey: 'key-1' },
    );
    expect(server.seen).toHaveLength(2);
    for (const headers of server.seen) {
      expect(headers.get('content-type')).toBe('application/merge-patch+json');
      expect(headers.get('if-match')).toBe('"v1"');
      expect(headers.get('idempotency-key')).toBe('key-1');
    }
    expect(written).toEqual({ id: 'col_1', email: 'new@example.fr' });
    // The answer's ETag travels with the value, for the next If-Match.
    expect(etagOf(written)).toBe('"v2"');
  });

  it('a DELETE carries an Idempotency-Key of its own when none is given, and no If-Match', async () => {
    const server = flakyServer();
    const transport = createTransport({
      baseUrl: BASE,
      apiKey: 'k',
      fetch: server.fetch,
      retry: { baseDelayMs: 1 },
    });
    await transport.call(
      'withdraw',
      { ...PATCH, method: 'DELETE', bodyParams: [], bodyMediaType: null },
      {
        organizationId: 'o',
        collaboratorId: 'col_1',
      },
    );
    const [first, second] = server.seen.map((headers) => headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(server.seen[0]?.has('if-match')).toBe(false);
    expect(server.seen[0]?.has('content-type')).toBe(false);
  });

  it('a raw body is sent as application/octet-stream, the same bytes on a retry', async () => {
    const server = flakyServer();
    const bodies: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      bodies.push(init?.body);
      return server.fetch(input, init);
    };
    const transport = createTransport({ baseUrl: BASE, apiKey: 'k', fetch, retry: { baseDelayMs: 1 } });
    const file = new TextEncoder().encode("S10.G00.00.001,'x'\n");
    await transport.call(
      'importDsn',
      {
        ...PATCH,
        method: 'POST',
        pathParams: ['organizationId'],
        path: '/organizations/{organizationId}/dsn-imports',
        bodyParams: ['body'],
        bodyMediaType: 'application/octet-stream',
        wholeBody: true,
      },
      { organizationId: 'o', body: file },
    );
    expect(server.seen.map((headers) => headers.get('content-type'))).toEqual([
      'application/octet-stream',
      'application/octet-stream',
    ]);
    expect(bodies).toEqual([file, file]);
  });

  it('etagOf is undefined for a value no answer gave', () => {
    expect(etagOf({ id: 'x' })).toBeUndefined();
    expect(etagOf(undefined)).toBeUndefined();
  });
});
