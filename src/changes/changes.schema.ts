import { type Static, Type } from '@sinclair/typebox';
import { Gated } from '../schema/gated.ts';
import { EstablishmentQuery } from '../schema/params.ts';
import { CHANGE_TYPES } from './change-log.ts';

export const MAX_FEED_LIMIT = 1000;
export const DEFAULT_FEED_LIMIT = 100;

const Cursor = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, 'x-expected': 'a cursor returned by this feed', description });

export const ChangeEvent = Type.Object({
  cursor: Cursor('The position of this event: reading after it gives the events that follow.'),
  type: Type.Union(
    CHANGE_TYPES.map((t) => Type.Literal(t)),
    { description: 'What happened to which kind of resource (docs/sync.md).' },
  ),
  resourceId: Type.String({ description: 'The id of the resource that changed; fetch it to see how.' }),
  collaboratorId: Type.Optional(Type.String({ description: 'The collaborator the resource belongs to.' })),
  establishmentId: Type.Optional(
    Type.String({
      description: "The establishment of the resource (a collaborator's, when the change was logged).",
    }),
  ),
  occurredAt: Type.String({ format: 'date-time' }),
  reason: Gated(
    'absenceType',
    Type.String(),
    'Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…).',
  ),
});

export const ChangeListQuery = Type.Object(
  {
    after: Type.Optional(
      Cursor(
        'Return the changes after this cursor. Without it, the feed starts at the oldest retained change.',
      ),
    ),
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_FEED_LIMIT,
      default: DEFAULT_FEED_LIMIT,
      description: `Events per page, at most ${MAX_FEED_LIMIT}.`,
    }),
    types: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1000,
        'x-expected': 'a comma-separated list of event types',
        description: 'Only these event types, comma-separated (e.g. collaborator.deleted,absence.deleted).',
      }),
    ),
    ...EstablishmentQuery,
  },
  { additionalProperties: false },
);

export const ChangePage = Type.Object({
  data: Type.Array(ChangeEvent),
  nextCursor: Cursor('Pass it as `after` to continue; it moves on even when no event was returned.'),
  hasMore: Type.Boolean({ description: 'true when more events are waiting right now: ask again at once.' }),
});

export const LatestChangeCursor = Type.Object({
  cursor: Cursor('The position of the newest change now: the start of a full sync (docs/sync.md).'),
});

export type ChangeEvent = Static<typeof ChangeEvent>;
export type ChangeListQuery = Static<typeof ChangeListQuery>;
