import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  categoriesShown,
  type FieldVisibility,
  showVisible,
  visibilityOfKey,
} from '../auth/field-visibility.ts';
import { paginated } from '../db/keyset.ts';
import type { UpsertRow } from '../db/schema.ts';
import { listWindow } from '../http/pagination.ts';
import { idsFilter } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { noteDataAccess, readDbOf } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { MAX_LIMIT } from '../schema/pagination.ts';
import { OrganizationParams } from '../schema/params.ts';
import { listAbsences } from './absences.queries.ts';
import { type Absence, AbsenceListQuery, AbsencePage, type AbsenceType } from './absences.schema.ts';
import { assertDateRange } from './date-range.ts';
import { DATED_REQUEST_ORDER } from './dated-requests.queries.ts';

type ListAbsencesRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof AbsenceListQuery>;
}>;

/** A page of the absences overlapping the asked dates; their type only to a key that may see it. */
export async function handleListAbsences(request: ListAbsencesRequest) {
  const db = await readDbOf(request, request.params.organizationId);
  const { organizationId } = request.params;
  const { page, limit, cursor, ids, ...dates } = request.query;
  const filter = { ...dates, ids: idsFilter(ids, MAX_LIMIT, 'absences') };
  assertDateRange(filter);
  const scope = { list: 'absences', organizationId, filters: filter };
  const window = await listWindow({ page, limit, cursor }, request, scope, DATED_REQUEST_ORDER.length);
  await requireEstablishment(db, organizationId, filter.establishmentId);
  const { absences, total, nextKey } = await listAbsences(db, organizationId, filter, window);
  const visibility = visibilityOfKey(requestKey(request));
  noteDataAccess(
    request,
    absences.map((a) => a.collaborator_id),
    ['absence', ...categoriesShown(visibility, ['absenceType'])],
  );
  return paginated(
    absences.map((row) => toAbsence(row, visibility)),
    total,
    window,
    nextKey,
  );
}

export const absenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/absences',
    {
      schema: {
        operationId: 'listAbsences',
        tags: ['Absences'],
        summary: 'List absences',
        description:
          'A page of the absences overlapping [startDate, endDate] (both optional, inclusive), ordered by start date then id. `type` needs org:absence:type:read.',
        params: OrganizationParams,
        querystring: AbsenceListQuery,
        response: { 200: ok(AbsencePage, 'A page of absences.'), ...errorResponses() },
      },
      config: { auth: { scopes: ['org:absence:read'] }, readCache: ['absences', 'people'] },
    },
    handleListAbsences,
  );
};

/** The absence as the API shows it; `type` and `dsnReason` only to a key that may see the absence type. */
export function toAbsence(row: UpsertRow<'absences'>, visibility: FieldVisibility): Absence {
  const absence: Absence = {
    id: row.id,
    collaboratorId: row.collaborator_id,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    startHalfDay: row.start_half_day === 1,
    endHalfDay: row.end_half_day === 1,
    status: row.status as Absence['status'],
  };
  showVisible<Pick<Absence, 'type' | 'dsnReason' | 'returnReason' | 'accidentDate'>>(absence, visibility, {
    type: ['absenceType', () => row.type as AbsenceType],
    dsnReason: ['absenceType', () => row.dsn_reason],
    returnReason: ['absenceType', () => row.return_reason ?? null],
    accidentDate: ['absenceType', () => row.accident_date ?? null],
  });
  return absence;
}
