import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import { auditActorOf } from '../auth/keys/api-keys.ts';
import type { Scope } from '../auth/scopes.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { installJsonBodyParser } from '../http/json-body.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { IdempotencyHeaders } from '../http/pipeline/idempotency.ts';
import { assertIfMatch, assertIfNoneMatch, recordEtag } from '../http/record-etag.ts';
import { noteDataAccess, organizationState } from '../http/request-context.ts';
import { writeErrorResponses, written } from '../http/responses.ts';
import { CollaboratorParams } from '../schema/params.ts';
import { categoriesOf } from './collaborators.projection.ts';
import { Collaborator } from './collaborators.schema.ts';
import { CollaboratorBody, CollaboratorPatch, MERGE_PATCH } from './collaborators.writes.schema.ts';
import {
  type CollaboratorWrite,
  type CollaboratorWritten,
  patchCollaborator,
  putCollaborator,
} from './collaborators.writes.ts';

const NoQuery = Type.Object({}, { additionalProperties: false });
const auth = { scopes: ['org:employee:read', 'org:employee:write'] satisfies Scope[] };

type Params = Static<typeof CollaboratorParams>;

/** The conditions of a write (RFC 9110 §13.1), beside Idempotency-Key. */
const WriteHeaders = Type.Object({
  ...IdempotencyHeaders.properties,
  'If-Match': Type.Optional(
    Type.String({
      description:
        'Writes only if the record is still the one of this ETag (as its get-by-id or a write answered it), compared strongly; `*` writes only if the record exists. Otherwise 412 and nothing written.',
    }),
  ),
  'If-None-Match': Type.Optional(
    Type.String({ description: '`*` creates only: if the record exists, 412 and nothing written.' }),
  ),
});

/** The collaborator's own URL: where a PUT that created it says it is. */
const locationOf = (params: Params) =>
  `${API_PREFIX}/organizations/${params.organizationId}/collaborators/${params.collaboratorId}`;

/** Who writes which collaborator, on what condition: the request's key (or partner grant) and headers. */
async function writeOf(request: FastifyRequest<{ Params: Params }>): Promise<CollaboratorWrite> {
  const { organizationId, collaboratorId } = request.params;
  const key = requestKey(request);
  const { today } = await organizationState(request, organizationId);
  const conditional =
    request.headers['if-match'] !== undefined || request.headers['if-none-match'] !== undefined;
  return {
    store: request.server.store,
    organizationId,
    collaboratorId,
    access: key,
    actor: auditActorOf(key),
    today,
    // The record's own ETag, as the get-by-id answers it to this key (record-etag.ts); no header, no ETag to compute.
    precondition: conditional
      ? (current) => {
          const etag = current && recordEtag(current);
          assertIfMatch(request.headers['if-match'], etag);
          assertIfNoneMatch(request.headers['if-none-match'], etag);
        }
      : undefined,
  };
}

/** The record as the get-by-id shows it to the key, with its ETag (and Location when created). */
function answer(
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
  outcome: CollaboratorWritten,
) {
  // The answer shows the person's data as a read does: it is in the data-access log alike.
  noteDataAccess(request, [outcome.collaborator.id], categoriesOf(visibilityOfKey(requestKey(request))));
  reply.header('etag', recordEtag(outcome.collaborator));
  if (outcome.created) reply.code(201).header('location', locationOf(request.params));
  return outcome.collaborator;
}

type PutRequest = FastifyRequest<{ Params: Params; Body: Static<typeof CollaboratorBody> }>;

export async function handlePutCollaborator(request: PutRequest, reply: FastifyReply) {
  return answer(request, reply, await putCollaborator(await writeOf(request), request.body));
}

type PatchRequest = FastifyRequest<{ Params: Params; Body: Static<typeof CollaboratorPatch> }>;

export async function handlePatchCollaborator(request: PatchRequest, reply: FastifyReply) {
  return answer(request, reply, await patchCollaborator(await writeOf(request), request.body));
}

const DESCRIBED = {
  forbidden:
    'personal fields need org:employee:details:read, `contracts` and `establishmentHistory` need org:contract:details:read, and a field withheld from the key cannot be written. Nothing was written.',
  conflict:
    'the record would change a value the last DSN declared (only a DSN changes it; `errors` names each kept field). Nothing was written.',
  invalid:
    'a date that does not exist, an end before its start, an establishment, team or manager the organization does not have. Nothing was written.',
};

const recordConfig = {
  auth,
  recordEtag: true,
  recordLocation: (request: FastifyRequest) => locationOf(request.params as Params),
};

/** Collaborator writes: beside the reads (collaborators.routes.ts), through the import's validator and writer. */
export const collaboratorWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/organizations/:organizationId/collaborators/:collaboratorId',
    {
      schema: {
        operationId: 'putCollaborator',
        tags: ['Collaborators'],
        summary: 'Create or replace a collaborator',
        description:
          'Creates (201, with Location) or replaces (200) one collaborator with its contracts, from one item of the HR data document’s `collaborators`, validated and written by the import’s own rules in one transaction: the change feed, the webhooks and every read follow at once. Answers the collaborator as its get-by-id shows it to this key, with its ETag. Needs org:employee:write; a field the key may not read cannot be written (403 naming it), and is kept as stored when left out. A value the last DSN declared is never overwritten: such a write is a 409 naming the field.',
        params: CollaboratorParams,
        querystring: NoQuery,
        headers: WriteHeaders,
        body: CollaboratorBody,
        response: {
          200: written(Collaborator, 'The collaborator as replaced.'),
          201: written(Collaborator, 'The collaborator as created.', { created: true }),
          ...writeErrorResponses(DESCRIBED),
        },
      },
      config: recordConfig,
    },
    handlePutCollaborator,
  );

  // Its own scope: only this route reads RFC 7396's media type, and it reads no other.
  await app.register(async (patches) => {
    patches.removeContentTypeParser('application/json');
    installJsonBodyParser(patches, MERGE_PATCH);
    patches.patch(
      '/organizations/:organizationId/collaborators/:collaboratorId',
      {
        schema: {
          operationId: 'patchCollaborator',
          tags: ['Collaborators'],
          summary: 'Change some fields of a collaborator',
          description:
            'Applies a JSON Merge Patch (RFC 7396, `application/merge-patch+json`) to the stored collaborator as an item of the HR data document’s `collaborators` (contracts included), then validates and writes the result like a PUT. 404 when the collaborator does not exist. Answers the collaborator as its get-by-id shows it to this key, with its ETag.',
          params: CollaboratorParams,
          querystring: NoQuery,
          headers: WriteHeaders,
          body: CollaboratorPatch,
          consumes: [MERGE_PATCH],
          response: {
            200: written(Collaborator, 'The collaborator as changed.'),
            ...writeErrorResponses({ ...DESCRIBED, mediaType: MERGE_PATCH }),
          },
        },
        config: { ...recordConfig, bodyMediaType: MERGE_PATCH },
      },
      handlePatchCollaborator,
    );
  });
};
