import type { FastifyRequest } from 'fastify';
import { isRecord } from '../shared/guards.ts';
import { invalidParameter } from './errors.ts';

/** The `ids` filter as a list without repeats; more than `max` is a 400 naming `ids`. */
export function idsFilter(ids: string | undefined, max: number, records: string): string[] | undefined {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids.split(','))];
  if (unique.length > max) {
    throw invalidParameter(`ids names at most ${max} ${records}`, [
      { in: 'query', name: 'ids', message: `must name at most ${max} ${records}` },
    ]);
  }
  return unique;
}

/** The organization a request's path names, if its route has one. */
export function organizationIdOf(request: FastifyRequest): string | undefined {
  const params: unknown = request.params;
  const id = isRecord(params) ? params.organizationId : undefined;
  return typeof id === 'string' ? id : undefined;
}
