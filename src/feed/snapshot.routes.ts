import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccessCategory } from '../access-log/access-log.ts';
import { categoriesShown, visibilityOfKey } from '../auth/field-visibility.ts';
import type { ApiKey } from '../auth/keys/api-keys.ts';
import { categoriesOf as collaboratorCategories } from '../collaborators/collaborators.projection.ts';
import { readSnapshot } from '../db/read-snapshot.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { sendLongStream } from '../http/long-streams.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { noteDataAccess, organizationState, readDbOf } from '../http/request-context.ts';
import { errorResponses, streamed } from '../http/responses.ts';
import { OrganizationParams } from '../schema/params.ts';
import {
  SNAPSHOT_LIST_NAMES,
  SNAPSHOT_LISTS,
  SnapshotLine,
  type SnapshotList,
  SnapshotQuery,
} from './snapshot.schema.ts';
import { ndjsonChunks, snapshotLines } from './snapshot-lines.ts';

const NDJSON = 'application/x-ndjson';

/** The lists asked for (default: every one the key reads); an unknown name is a 400, one the key cannot read a 403. */
function listsOf(raw: string | undefined, scopes: readonly string[]): SnapshotList[] {
  const readable = SNAPSHOT_LIST_NAMES.filter((list) => scopes.includes(SNAPSHOT_LISTS[list]));
  if (raw === undefined) {
    if (readable.length === 0) {
      throw new ApiError(
        'insufficient_scope',
        `the API key lacks a scope that reads a list: one of ${Object.values(SNAPSHOT_LISTS).join(', ')}`,
      );
    }
    return readable;
  }
  const names = [...new Set(raw.split(','))];
  const unknown = names.filter((n) => !(SNAPSHOT_LIST_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw invalidParameter(`lists holds unknown lists: ${unknown.join(', ')}`, [
      {
        in: 'query',
        name: 'lists',
        message: `must be a comma-separated list of ${SNAPSHOT_LIST_NAMES.join(', ')}`,
      },
    ]);
  }
  const wanted = SNAPSHOT_LIST_NAMES.filter((list) => names.includes(list));
  const missing = wanted.filter((list) => !readable.includes(list)).map((list) => SNAPSHOT_LISTS[list]);
  if (missing.length > 0) {
    throw new ApiError('insufficient_scope', `the API key lacks the required scope: ${missing.join(', ')}`);
  }
  return wanted;
}

/** What the access log records a snapshot carried: the categories the lists themselves record. */
function categoriesOf(lists: readonly SnapshotList[], key: ApiKey): AccessCategory[] {
  const categories = new Set<AccessCategory>();
  const visibility = visibilityOfKey(key);
  if (lists.includes('collaborators')) for (const c of collaboratorCategories(visibility)) categories.add(c);
  if (lists.includes('absences')) {
    categories.add('absence');
    for (const c of categoriesShown(visibility, ['absenceType'])) categories.add(c);
  }
  if (lists.includes('work-locations')) categories.add('work_location');
  return [...categories];
}

export const snapshotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/snapshot',
    {
      schema: {
        operationId: 'getSnapshot',
        tags: ['Changes'],
        summary: 'Stream every record for a first sync',
        description: `Every record the key may see of the lists asked for (${SNAPSHOT_LIST_NAMES.join(', ')}), as NDJSON: one record a line, \`{"list": …, "data": …}\`, in the list's item shape (same scopes and withheld fields as the lists), all read in one consistent view of the data; the last line is \`{"cursor": …}\`, the change-feed position of that view: follow with listChanges after it. A stream without its cursor line was cut: read it again (docs/sync.md).`,
        params: OrganizationParams,
        querystring: SnapshotQuery,
        response: {
          200: streamed(NDJSON, SnapshotLine, 'The records, one a line, then the cursor line.'),
          ...errorResponses(),
        },
        'x-scopes': Object.values(SNAPSHOT_LISTS),
        'x-scopes-any': true,
      },
      config: { auth: { scopes: [] } },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const key = requestKey(request);
      const lists = listsOf(request.query.lists, key.scopes);
      const { today } = await organizationState(request, organizationId);
      const db = await readDbOf(request, organizationId);
      const collaboratorIds = new Set<string>();
      async function* text(): AsyncGenerator<string, void, undefined> {
        const onAccess = (ids: readonly string[]) => {
          for (const id of ids) collaboratorIds.add(id);
        };
        try {
          const lines = readSnapshot(
            app.store,
            (view) => snapshotLines(view, { organizationId, lists, key, today, onAccess }),
            db,
          );
          yield* ndjsonChunks(lines);
        } finally {
          // The access log records what was read once the response ends: onResponse, or for a cut
          // answer sendLongStream.
          noteDataAccess(request, [...collaboratorIds], categoriesOf(lists, key));
        }
      }
      // A stream holds a transaction: it takes its place among the process's and the key's few.
      return sendLongStream(request, reply.type(NDJSON), key.id, text);
    },
  );
};
