import { type Static, Type } from '@sinclair/typebox';
import { ABSENCE_TYPES, CUSTOM_ABSENCE_TYPE } from '../hr-data/enums.ts';
import { Gated } from '../schema/gated.ts';
import { component, Nullable, StringEnum } from '../schema/kit.ts';
import { MAX_LIMIT, Paginated, PaginationQuery } from '../schema/pagination.ts';
import { DATE_PATTERN, EstablishmentQuery, IdsQuery } from '../schema/params.ts';
import { DateRangeQuery, RequestStatus } from './date-range.ts';

/** A documented leave code, or one of the organization's own, prefixed `custom_`. */
export const AbsenceType = component(
  'AbsenceType',
  Type.Union(
    [
      StringEnum(ABSENCE_TYPES),
      Type.String({ pattern: CUSTOM_ABSENCE_TYPE.source, description: 'An organization’s own type.' }),
    ],
    { description: 'The leave code: a documented one, or an organization’s own prefixed custom_.' },
  ),
);

/** `YYYY-MM-DD`, as absences and work locations show their dates (docs/api.md). */
export const DateOnly = Type.String({ pattern: DATE_PATTERN, description: 'YYYY-MM-DD' });

export const Absence = component(
  'Absence',
  Type.Object({
    id: Type.String(),
    collaboratorId: Type.String(),
    startDate: DateOnly,
    endDate: DateOnly,
    createdAt: Type.String({ format: 'date-time' }),
    startHalfDay: Type.Boolean(),
    endHalfDay: Type.Boolean(),
    status: RequestStatus,
    type: Gated('absenceType', AbsenceType, 'The leave code.'),
    dsnReason: Gated(
      'absenceType',
      Nullable(Type.String()),
      'The DSN norm’s own code of the stoppage (S21.G00.60.001, e.g. 01 sickness) or suspension (S21.G00.65.001, e.g. 501 unpaid leave); null when the absence did not come from a DSN.',
    ),
    returnReason: Gated(
      'absenceType',
      Nullable(Type.String()),
      'Beyond v1.11.0: how the person came back from a DSN work stoppage, the norm’s code (S21.G00.60.011: 01 normal, 02 therapeutic part time, 03 part time for personal reasons); null when not declared.',
    ),
    accidentDate: Gated(
      'absenceType',
      Nullable(DateOnly),
      'Beyond v1.11.0: the day of the accident, or of the first diagnosis, a DSN work stoppage declares (S21.G00.60.012); null when not declared.',
    ),
  }),
);

export const AbsencePage = component('AbsencePage', Paginated(Absence));

export const AbsenceListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...DateRangeQuery,
    status: Type.Optional(RequestStatus),
    ...EstablishmentQuery,
    ...IdsQuery(MAX_LIMIT, 'absences'),
  },
  { additionalProperties: false },
);

export type Absence = Static<typeof Absence>;
export type AbsenceType = Static<typeof AbsenceType>;
