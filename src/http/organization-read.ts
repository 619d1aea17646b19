import type { FastifyRequest } from 'fastify';
import type { OrganizationRead } from '../read-cache/read-cache.ts';
import { organizationState, readDbOf } from './request-context.ts';

/** What this request reads the organization with: its store handle, its state and the read cache. */
export async function organizationRead(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationRead> {
  const db = await readDbOf(request, organizationId);
  const state = await organizationState(request, organizationId);
  return { db, organizationId, state, cache: request.server.readCache };
}
