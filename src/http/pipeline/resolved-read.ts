import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { visibilityOfKey } from '../../auth/field-visibility.ts';
import type { ListRead, ResolvedRead } from '../../read-cache/read-cache.ts';
import { listWindow } from '../pagination.ts';
import { organizationIdOf } from '../params.ts';
import { type ListDeclaration, type ListFilter, organizationRead } from '../request-context.ts';
import { requestKey } from './authenticate.ts';

/**
 * The read of a route declaring `resolvedRead`, for an organization: its store handle (a replica
 * when one has caught up, readDbOf), its state (the one the response's identity was read with),
 * the read cache and the key's field visibility; for a list, its filter as parsed and its window
 * (the cursor opened and checked against the list's scope). The filter is parsed before the
 * cursor is opened, and both before anything is read: a bad `ids` is refused before a bad cursor.
 */
export async function resolveRead(
  request: FastifyRequest,
  organizationId: string,
  list: ListDeclaration | undefined,
): Promise<ResolvedRead | ListRead<ListFilter>> {
  if (list === undefined) return readOf(request, organizationId);
  const { filter, ...asked } = list.parse(request.query);
  const scope = { list: list.list, organizationId, filters: filter };
  const window = await listWindow(asked, request, scope, list.keyLength);
  return { ...(await readOf(request, organizationId)), filter, window };
}

async function readOf(request: FastifyRequest, organizationId: string): Promise<ResolvedRead> {
  const read = await organizationRead(request, organizationId);
  return { ...read, visibility: visibilityOfKey(requestKey(request)) };
}

/**
 * Resolves the read before the handler (preHandler: after validation, the conditional reads' 304
 * and the read cache's hit, which never reach it), so that a handler is handed one read whole.
 */
export const resolvedReads = fp(
  async function resolveReads(api: FastifyInstance) {
    api.decorateRequest('resolvedRead', null);
    api.addHook('preHandler', async (request) => {
      const declared = request.routeOptions.config.resolvedRead;
      const organizationId = organizationIdOf(request);
      if (declared === undefined || organizationId === undefined) return;
      request.resolvedRead = await resolveRead(
        request,
        organizationId,
        declared === true ? undefined : declared,
      );
    });
  },
  { name: 'resolved-reads' },
);
