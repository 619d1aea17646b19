import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Scope } from '../auth/scopes.ts';
import { CollaboratorListItem } from '../collaborators/collaborators.schema.ts';
import { Absence } from '../dated-records/absences.schema.ts';
import { WorkLocation } from '../dated-records/work-locations.schema.ts';
import { component, OneOf } from '../schema/kit.ts';

/** The lists a snapshot carries, in the order it streams them, and the scope each needs. */
export const SNAPSHOT_LISTS = {
  collaborators: 'org:employee:read',
  absences: 'org:absence:read',
  'work-locations': 'org:work_location:read',
} as const satisfies Record<string, Scope>;
export type SnapshotList = keyof typeof SNAPSHOT_LISTS;
export const SNAPSHOT_LIST_NAMES = Object.keys(SNAPSHOT_LISTS) as SnapshotList[];

export const SnapshotQuery = Type.Object(
  {
    lists: Type.Optional(
      Type.String({
        pattern: '^[a-z-]+(,[a-z-]+)*$',
        maxLength: 200,
        'x-expected': `a comma-separated list of ${SNAPSHOT_LIST_NAMES.join(', ')}`,
        description: `The lists to stream, comma-separated, among ${SNAPSHOT_LIST_NAMES.join(', ')}. Default: every one the key may read.`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** A line carrying one record of `list`, in that list's item shape. */
const RecordLine = <L extends SnapshotList, T extends TSchema>(name: string, list: L, data: T) =>
  component(
    name,
    Type.Object(
      { list: Type.Literal(list), data },
      { additionalProperties: false, description: `A record of ${list}, in its list's item shape.` },
    ),
  );

/** One line of the stream: a record with its list's name, or the last line, the feed's cursor. */
export const SnapshotLine = component(
  'SnapshotLine',
  OneOf(
    [
      RecordLine('SnapshotCollaboratorLine', 'collaborators', CollaboratorListItem),
      RecordLine('SnapshotAbsenceLine', 'absences', Absence),
      RecordLine('SnapshotWorkLocationLine', 'work-locations', WorkLocation),
      component(
        'SnapshotCursorLine',
        Type.Object(
          {
            cursor: Type.String({
              description:
                'The last line: the change-feed position of the snapshot. Read the changes after it (`listChanges` with `after`) to follow.',
            }),
          },
          { additionalProperties: false },
        ),
      ),
    ],
    {
      description:
        'One line of the NDJSON stream (application/x-ndjson: one JSON value a line, each ended by a newline): a record of a list, in that list’s item shape, or the closing cursor. A stream without its cursor line was cut: read it again.',
    },
  ),
);
export type SnapshotLine = Static<typeof SnapshotLine>;
