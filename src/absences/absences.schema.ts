import { type Static, Type } from '@sinclair/typebox';
import { PaginationQuery } from '../http/pagination.ts';
import { EstablishmentQuery } from '../http/params.ts';
import { DateRangeQuery, RequestStatus } from './date-range.ts';

export const Absence = Type.Object({
  id: Type.String(),
  collaboratorId: Type.String(),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  createdAt: Type.String({ format: 'date-time' }),
  startHalfDay: Type.Boolean(),
  endHalfDay: Type.Boolean(),
  status: RequestStatus,
  type: Type.Optional(Type.String({ description: 'The leave code. Needs org:absence:type:read.' })),
});

export const AbsenceListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...DateRangeQuery,
    status: Type.Optional(RequestStatus),
    ...EstablishmentQuery,
  },
  { additionalProperties: false },
);

export type Absence = Static<typeof Absence>;
