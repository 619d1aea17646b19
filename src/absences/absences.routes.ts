import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { noteDataAccess } from '../access-log/access-log.ts';
import type { ApiKey } from '../api-keys/api-keys.ts';
import { requestKey } from '../auth/authenticate.ts';
import type { AbsenceTable } from '../db/schema.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { listWindow, MAX_LIMIT, paginated } from '../http/pagination.ts';
import { idsFilter, OrganizationParams } from '../http/params.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { listAbsences } from './absences.queries.ts';
import { type Absence, AbsenceListQuery, AbsencePage, type AbsenceType } from './absences.schema.ts';
import { assertDateRange } from './date-range.ts';
import { DATED_REQUEST_ORDER } from './dated-requests.queries.ts';

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
    async (request) => {
      const { organizationId } = request.params;
      const { page, limit, cursor, ids, ...dates } = request.query;
      const filter = { ...dates, ids: idsFilter(ids, MAX_LIMIT, 'absences') };
      assertDateRange(filter);
      const scope = { list: 'absences', organizationId, filters: filter };
      const window = listWindow({ page, limit, cursor }, request.url, scope, DATED_REQUEST_ORDER.length);
      await requireEstablishment(app.store.db, organizationId, filter.establishmentId);
      const { absences, total, nextKey } = await listAbsences(app.store.db, organizationId, filter, window);
      const withType = absenceTypeVisible(requestKey(request));
      noteDataAccess(
        request,
        absences.map((a) => a.collaborator_id),
        withType ? ['absence', 'absence_type'] : ['absence'],
      );
      return paginated(
        absences.map((row) => toAbsence(row, withType)),
        total,
        window,
        nextKey,
      );
    },
  );
};

/** Whether a key sees an absence's `type` and `dsnReason`: org:absence:type:read, and not withheld. */
export function absenceTypeVisible(key: ApiKey): boolean {
  return key.scopes.includes('org:absence:type:read') && !key.withheldFields.includes('absenceType');
}

/** The absence as the API shows it; `type` and `dsnReason` only for keys holding org:absence:type:read. */
export function toAbsence(row: Selectable<AbsenceTable>, withType: boolean): Absence {
  return {
    id: row.id,
    collaboratorId: row.collaborator_id,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    startHalfDay: row.start_half_day === 1,
    endHalfDay: row.end_half_day === 1,
    status: row.status as Absence['status'],
    ...(withType ? { type: row.type as AbsenceType, dsnReason: row.dsn_reason } : {}),
  };
}
