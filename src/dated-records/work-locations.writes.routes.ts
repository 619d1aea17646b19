import { Type } from '@sinclair/typebox';
import { WorkLocationItem } from '../hr-data/document.schema.ts';
import { component } from '../schema/kit.ts';
import { requestWriteRoutes } from './dated-requests.writes.routes.ts';
import { toWorkLocation } from './work-locations.routes.ts';
import { WorkLocation } from './work-locations.schema.ts';

const { id, status, ...requested } = WorkLocationItem.properties;
const strict = { additionalProperties: false } as const;

/** One work location in the HR data document's shape; its `id`, if given, is the path's. */
export const WorkLocationRecord = component(
  'WorkLocationRecord',
  Type.Object(
    { ...requested, id: Type.Optional(id), status },
    {
      ...strict,
      description: 'One work location in the shape of an item of the HR data document’s `workLocations`.',
    },
  ),
);

/** A remote-work or work-location request: neither `id` nor `status`, which the server gives. */
export const WorkLocationRequest = component(
  'WorkLocationRequest',
  Type.Object(requested, {
    ...strict,
    description: 'A work location asked for: the document’s shape without `id` nor `status`.',
  }),
);

/** PUT, POST (a request), approve, reject and DELETE of work locations, as of absences. */
export const workLocationWriteRoutes = requestWriteRoutes({
  kind: 'work_location',
  collection: 'work-locations',
  idParam: 'workLocationId',
  noun: 'WorkLocation',
  label: 'work location',
  tag: 'Work locations',
  scopes: {
    read: 'org:work_location:read',
    write: 'org:work_location:write',
    approve: 'org:work_location:approve',
  },
  record: WorkLocationRecord,
  request: WorkLocationRequest,
  answer: WorkLocation,
  show: (row) => toWorkLocation(row),
  categories: () => ['work_location'],
  readCache: ['work_locations', 'people'],
});
