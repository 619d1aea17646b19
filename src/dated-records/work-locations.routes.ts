import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { paginated } from '../db/keyset.ts';
import type { WorkLocationTable } from '../db/schema.ts';
import { listWindow } from '../http/pagination.ts';
import { idsFilter } from '../http/params.ts';
import { noteDataAccess, readDbOf } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { MAX_LIMIT } from '../schema/pagination.ts';
import { OrganizationParams } from '../schema/params.ts';
import { assertDateRange } from './date-range.ts';
import { DATED_REQUEST_ORDER } from './dated-requests.queries.ts';
import { listWorkLocations } from './work-locations.queries.ts';
import { type WorkLocation, WorkLocationListQuery, WorkLocationPage } from './work-locations.schema.ts';

type ListWorkLocationsRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof WorkLocationListQuery>;
}>;

/** A page of the work locations overlapping the asked dates. */
export async function handleListWorkLocations(request: ListWorkLocationsRequest) {
  const db = await readDbOf(request, request.params.organizationId);
  const { organizationId } = request.params;
  const { page, limit, cursor, ids, ...dates } = request.query;
  const filter = { ...dates, ids: idsFilter(ids, MAX_LIMIT, 'work locations') };
  assertDateRange(filter);
  const scope = { list: 'work-locations', organizationId, filters: filter };
  const window = await listWindow({ page, limit, cursor }, request, scope, DATED_REQUEST_ORDER.length);
  await requireEstablishment(db, organizationId, filter.establishmentId);
  const { workLocations, total, nextKey } = await listWorkLocations(db, organizationId, filter, window);
  noteDataAccess(
    request,
    workLocations.map((w) => w.collaborator_id),
    ['work_location'],
  );
  return paginated(workLocations.map(toWorkLocation), total, window, nextKey);
}

export const workLocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/work-locations',
    {
      schema: {
        operationId: 'listWorkLocations',
        tags: ['Work locations'],
        summary: 'List work locations',
        description:
          'A page of the work locations and remote-work requests overlapping [startDate, endDate] (both optional, inclusive), ordered by start date then id.',
        params: OrganizationParams,
        querystring: WorkLocationListQuery,
        response: { 200: ok(WorkLocationPage, 'A page of work locations.'), ...errorResponses() },
      },
      config: { auth: { scopes: ['org:work_location:read'] }, readCache: ['work_locations', 'people'] },
    },
    handleListWorkLocations,
  );
};

export function toWorkLocation(row: Selectable<WorkLocationTable>): WorkLocation {
  return {
    id: row.id,
    collaboratorId: row.collaborator_id,
    isRemoteWork: row.is_remote_work === 1,
    location: row.location,
    createdAt: row.created_at,
    startDate: row.start_date,
    endDate: row.end_date,
    startHalfDay: row.start_half_day === 1,
    endHalfDay: row.end_half_day === 1,
    status: row.status as WorkLocation['status'],
  };
}
