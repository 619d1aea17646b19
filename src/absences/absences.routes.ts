import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { requestKey } from '../auth/authenticate.ts';
import type { AbsenceTable } from '../db/schema.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { Paginated, paginated } from '../http/pagination.ts';
import { OrganizationParams } from '../http/params.ts';
import { listAbsences } from './absences.queries.ts';
import { Absence, AbsenceListQuery } from './absences.schema.ts';
import { assertDateRange } from './date-range.ts';

export const absenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/absences',
    {
      schema: {
        params: OrganizationParams,
        querystring: AbsenceListQuery,
        response: { 200: Paginated(Absence) },
      },
      config: { auth: { scopes: ['org:absence:read'] }, readCache: true },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { page, limit, ...filter } = request.query;
      assertDateRange(filter);
      await requireEstablishment(app.store.db, organizationId, filter.establishmentId);
      const { absences, total } = await listAbsences(app.store.db, organizationId, filter, { page, limit });
      const withType = requestKey(request).scopes.includes('org:absence:type:read');
      return paginated(
        absences.map((row) => toAbsence(row, withType)),
        total,
        { page, limit },
      );
    },
  );
};

/** The absence as the API shows it; `type` only for keys holding org:absence:type:read. */
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
    ...(withType ? { type: row.type } : {}),
  };
}
