import type { FastifyRequest } from 'fastify';
import { type CursorSealer, cursorKeyringOf } from '../db/cursor-keys/keyring.ts';
import { type CursorScope, type ListWindow, sortKeyOf } from '../db/keyset.ts';
import { invalidParameter } from './errors.ts';
import { organizationState } from './request-context.ts';

export interface Page {
  page: number;
  limit: number;
}

const badCursor = (why: string) =>
  invalidParameter(`cursor ${why}`, [{ in: 'query', name: 'cursor', message: why }]);

/** The sort key a cursor holds, checked against the scope it is used in. */
export function decodeCursor(
  sealer: CursorSealer,
  cursor: string,
  scope: CursorScope,
  keyLength: number,
): string[] {
  const payload = sealer.open(cursor);
  if (payload === 'retired') {
    throw badCursor('was sealed with a retired key: read the list again from its start');
  }
  const key = payload === 'forged' ? undefined : sortKeyOf(payload, scope, keyLength);
  if (key === 'other scope') throw badCursor('belongs to another organization, list or set of filters');
  if (key === undefined) throw badCursor('is not a cursor of this API');
  return key;
}

/** The keys sealing this request's cursors: those of the key generation it read with its state. */
async function sealerOf(request: FastifyRequest, organizationId: string): Promise<CursorSealer> {
  const { keyGeneration } = await organizationState(request, organizationId);
  return cursorKeyringOf(request.server.store.db).at(keyGeneration);
}

/**
 * The window a list request asks for. `cursor` and `page` together are refused: `page` is
 * defaulted by validation, so whether the caller sent it is read from the request's URL.
 */
export async function listWindow(
  query: { page: number; limit: number; cursor?: string | undefined },
  request: FastifyRequest,
  scope: CursorScope,
  keyLength: number,
): Promise<ListWindow> {
  const { page, limit, cursor } = query;
  const sealer = await sealerOf(request, scope.organizationId);
  if (cursor === undefined)
    return { page, limit, offset: offsetOf({ page, limit }), after: null, scope, sealer };
  const url = request.url;
  const search = url.indexOf('?');
  if (search >= 0 && new URLSearchParams(url.slice(search + 1)).has('page')) {
    throw invalidParameter('cursor and page cannot be used together', [
      { in: 'query', name: 'page', message: 'must not be given with cursor' },
    ]);
  }
  return { page: 1, limit, offset: 0, after: decodeCursor(sealer, cursor, scope, keyLength), scope, sealer };
}

export function offsetOf({ page, limit }: Page): number {
  return (page - 1) * limit;
}
