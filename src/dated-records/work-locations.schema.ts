import { type Static, Type } from '@sinclair/typebox';
import { component } from '../schema/kit.ts';
import { MAX_LIMIT, Paginated, PaginationQuery } from '../schema/pagination.ts';
import { EstablishmentQuery, IdsQuery } from '../schema/params.ts';
import { DateOnly } from './absences.schema.ts';
import { DateRangeQuery, RequestStatus } from './date-range.ts';

export const WorkLocation = component(
  'WorkLocation',
  Type.Object({
    id: Type.String(),
    collaboratorId: Type.String(),
    isRemoteWork: Type.Boolean(),
    location: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    startDate: DateOnly,
    endDate: DateOnly,
    startHalfDay: Type.Boolean(),
    endHalfDay: Type.Boolean(),
    status: RequestStatus,
  }),
);

export const WorkLocationPage = component('WorkLocationPage', Paginated(WorkLocation));

export const WorkLocationListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...DateRangeQuery,
    status: Type.Optional(RequestStatus),
    ...EstablishmentQuery,
    ...IdsQuery(MAX_LIMIT, 'work locations'),
  },
  { additionalProperties: false },
);

export type WorkLocation = Static<typeof WorkLocation>;
