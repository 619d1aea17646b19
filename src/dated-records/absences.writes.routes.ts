import { Type } from '@sinclair/typebox';
import { categoriesShown, visibilityOfKey } from '../auth/field-visibility.ts';
import { AbsenceItem } from '../hr-data/document.schema.ts';
import { component } from '../schema/kit.ts';
import { toAbsence } from './absences.routes.ts';
import { Absence } from './absences.schema.ts';
import { requestWriteRoutes } from './dated-requests.writes.routes.ts';

const { id, status, ...requested } = AbsenceItem.properties;
const strict = { additionalProperties: false } as const;

/** One absence in the HR data document's shape; its `id`, if given, is the path's. */
export const AbsenceRecord = component(
  'AbsenceRecord',
  Type.Object(
    { ...requested, id: Type.Optional(id), status },
    { ...strict, description: 'One absence in the shape of an item of the HR data document’s `absences`.' },
  ),
);

/** A request for an absence: neither `id` nor `status`, which the server gives. */
export const AbsenceRequest = component(
  'AbsenceRequest',
  Type.Object(requested, {
    ...strict,
    description: 'An absence asked for: the document’s shape without `id` nor `status`.',
  }),
);

/**
 * PUT, POST (a request), approve, reject and DELETE of absences, and the get-by-id their
 * `Location` names. `type` and `dsnReason` are written only by a key that may read them.
 */
export const absenceWriteRoutes = requestWriteRoutes({
  kind: 'absence',
  collection: 'absences',
  idParam: 'absenceId',
  noun: 'Absence',
  label: 'absence',
  tag: 'Absences',
  scopes: { read: 'org:absence:read', write: 'org:absence:write', approve: 'org:absence:approve' },
  record: AbsenceRecord,
  request: AbsenceRequest,
  answer: Absence,
  show: (row, key) => toAbsence(row, visibilityOfKey(key)),
  categories: (key) => ['absence', ...categoriesShown(visibilityOfKey(key), ['absenceType'])],
  writable: 'absences',
  readCache: ['absences', 'people'],
});
