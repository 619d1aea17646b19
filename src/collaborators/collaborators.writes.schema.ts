import { type TSchema, Type } from '@sinclair/typebox';
import { CollaboratorItem } from '../hr-data/document.schema.ts';
import { IdempotencyHeaders } from '../http/pipeline/idempotency.ts';

/** RFC 7396's media type: the only one the PATCH of a collaborator takes. */
export const MERGE_PATCH = 'application/merge-patch+json';

const { id, ...fields } = CollaboratorItem.properties;

/** One item of the HR data document's `collaborators`; its `id`, optional, must be the path's. */
export const CollaboratorBody = Type.Object(
  { id: Type.Optional(id), ...fields },
  {
    additionalProperties: false,
    description:
      'One item of the HR data document’s `collaborators` (docs/hr-data.md), contracts included. `id` may be left out; if given, it must be the path’s. Fields left out are null, except `contracts` and `establishmentHistory`, kept as stored (`[]` removes them) and the fields the key may not read, kept as stored (naming one is a 403).',
  },
);

const nullable = (schema: TSchema) => Type.Optional(Type.Union([Type.Unsafe({ ...schema }), Type.Null()]));

/**
 * A JSON Merge Patch (RFC 7396) of that item: each member replaces the stored one, null removes it
 * (a personal field becomes null, `contracts: null` removes every contract), an object merges
 * member by member, an array replaces the stored one whole. The result is validated like a PUT.
 */
export const CollaboratorPatch = Type.Object(
  Object.fromEntries(
    Object.entries(CollaboratorItem.properties).map(([name, schema]) => [name, nullable(schema)]),
  ),
  {
    additionalProperties: false,
    description:
      'A JSON Merge Patch (RFC 7396) of the collaborator as an item of the HR data document’s `collaborators`: a member replaces the stored one, null removes it (`contracts: null` removes every contract), an object merges member by member, an array (`contracts`) replaces the stored one whole. The result is validated and written like a PUT.',
  },
);

/** The conditions of a write (RFC 9110 §13.1), beside Idempotency-Key. */
export const WriteHeaders = Type.Object({
  ...IdempotencyHeaders.properties,
  'If-Match': Type.Optional(
    Type.String({
      description:
        'Writes only if the record is still the one of this ETag (as its get-by-id or a write answered it), compared strongly; `*` writes only if the record exists. Otherwise 412 and nothing written.',
    }),
  ),
  'If-None-Match': Type.Optional(
    Type.String({
      description: '`*` creates only: if the record exists, 412 and nothing written.',
    }),
  ),
});
