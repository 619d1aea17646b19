/**
 * Whole documents over HTTP, sent to instance A through the generated client and followed on B:
 * the import is in the store, so the other instance shows its status and what it wrote.
 */
import { expect } from 'vitest';
import { contract, dsnText, establishment, header, individual } from '../dsn/builder.ts';
import type { GeneratedClient } from '../generated-client/client.ts';
import { exampleDocument } from '../support/hr-document.ts';
import type { WriteExercises } from './write-operations.ts';

async function untilEnded(client: GeneratedClient, organizationId: string, importId: string) {
  for (let tries = 0; tries < 600; tries++) {
    const { data } = await client.GET('/organizations/{organizationId}/imports/{importId}', {
      params: { path: { organizationId, importId } },
    });
    if (data?.status === 'succeeded' || data?.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${importId} did not end within 30 s`);
}

export const importWrites: WriteExercises = {
  async 'POST /organizations/{organizationId}/imports'(w) {
    const document = exampleDocument(w.organizationId);
    const accepted = await w.onA.POST('/organizations/{organizationId}/imports', {
      params: { path: { organizationId: w.organizationId }, query: { replace: false } },
      body: document,
    });
    expect(accepted.response.status, JSON.stringify(accepted.error)).toBe(202);
    const id = accepted.data?.id ?? '';
    expect(accepted.response.headers.get('location')).toBe(
      `/api/public/v1/organizations/${w.organizationId}/imports/${id}`,
    );
    const ended = await untilEnded(w.onB, w.organizationId, id);
    expect(ended.status, JSON.stringify(ended.problems)).toBe('succeeded');
    const listed = await w.onB.GET('/organizations/{organizationId}/collaborators', {
      params: { path: { organizationId: w.organizationId }, query: { limit: 100 } },
    });
    expect(listed.data?.data.map((c) => c.id)).toEqual(
      expect.arrayContaining(document.collaborators.map((c: { id: string }) => c.id)),
    );
  },

  async 'POST /organizations/{organizationId}/dsn-imports'(w) {
    // A monthly DSN as payroll software writes it, ISO-8859-1, sent byte for byte.
    const file = Buffer.from(
      dsnText([...header('052026'), ...establishment(), ...individual(), ...contract()]),
      'latin1',
    );
    const accepted = await w.onA.POST('/organizations/{organizationId}/dsn-imports', {
      params: { path: { organizationId: w.organizationId } },
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(file),
      bodySerializer: (body) => body,
    });
    expect(accepted.response.status, JSON.stringify(accepted.error)).toBe(202);
    const ended = await untilEnded(w.onB, w.organizationId, accepted.data?.id ?? '');
    expect(ended.status, JSON.stringify(ended.problems)).toBe('succeeded');
    expect(ended.months).toEqual(['2026-05']);
  },
};
