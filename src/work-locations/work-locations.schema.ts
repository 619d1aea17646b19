import { type Static, Type } from '@sinclair/typebox';
import { DateRangeQuery, RequestStatus } from '../absences/date-range.ts';
import { PaginationQuery } from '../http/pagination.ts';
import { EstablishmentQuery } from '../http/params.ts';

export const WorkLocation = Type.Object({
  id: Type.String(),
  collaboratorId: Type.String(),
  isRemoteWork: Type.Boolean(),
  location: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  startHalfDay: Type.Boolean(),
  endHalfDay: Type.Boolean(),
  status: RequestStatus,
});

export const WorkLocationListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...DateRangeQuery,
    status: Type.Optional(RequestStatus),
    ...EstablishmentQuery,
  },
  { additionalProperties: false },
);

export type WorkLocation = Static<typeof WorkLocation>;
