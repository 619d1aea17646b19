import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditActorOf } from '../auth/keys/api-keys.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { ApiError } from '../http/errors.ts';
import { organizationIdOf } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { OrganizationParams } from '../schema/params.ts';
import { ImportRunner } from './import-runner.ts';
import type { ImportKind } from './imports.queries.ts';
import { DocumentImportQuery, DsnImportQuery, HttpImport, ImportParams } from './imports.schema.ts';
import { assertRoomForImport, getImport, startImport } from './imports.ts';
import { BodyTooLargeError, type ReceivedFile, receiveBody, removeReceived } from './received-body.ts';

/** What validation and an Idempotency-Key's fingerprint see of a received body: its size and digest. */
type ReceivedBody = { byteCount: number; sha256: string };

/** The files received by requests not yet handed to the runner: removed when the answer is sent. */
const received = new WeakMap<FastifyRequest, ReceivedFile>();

const tooLarge = (maxBytes: number) =>
  new ApiError(
    'payload_too_large',
    `the request body is larger than this endpoint accepts (${Math.floor(maxBytes / 1024 / 1024)} MiB)`,
  );

/**
 * The one media type this context takes, streamed to a private temporary file instead of parsed
 * (no JSON body parser: a document of 190 MB never sits in memory); any other is a 415. A declared
 * length over `maxBytes` is refused before a byte is read.
 */
function receiveInto(app: FastifyInstance, mediaType: string, maxBytes: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(mediaType, async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
    try {
      const file = await receiveBody(payload, maxBytes);
      received.set(request, file);
      return { byteCount: file.byteCount, sha256: file.sha256 } satisfies ReceivedBody;
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw tooLarge(maxBytes);
      throw error;
    }
  });
  app.addContentTypeParser('*', async () => {
    throw new ApiError('unsupported_media_type', `the request body must be ${mediaType}`);
  });
  const drop = async (request: FastifyRequest) => {
    const file = received.get(request);
    received.delete(request);
    if (file) await removeReceived(file);
  };
  // Before a byte of the body is read: a full queue refuses it at once.
  app.addHook('preParsing', async (request: FastifyRequest) => {
    const organizationId = organizationIdOf(request);
    if (organizationId !== undefined) await assertRoomForImport(request.server.store, organizationId);
  });
  app.addHook('onResponse', drop);
  app.addHook('onRequestAbort', drop);
}

type StartRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: { dryRun?: boolean; replace?: boolean };
  Body: ReceivedBody | undefined;
}>;

const started = (runner: ImportRunner, kind: ImportKind, mediaType: string) =>
  async function handleStartImport(request: StartRequest, reply: FastifyReply) {
    const file = received.get(request);
    if (!file) throw new ApiError('unsupported_media_type', `the request body must be ${mediaType}`);
    received.delete(request);
    const { organizationId } = request.params;
    const answer = await startImport(request.server.store, runner, {
      organizationId,
      kind,
      dryRun: request.query.dryRun === true,
      replace: request.query.replace === true,
      received: file,
      actor: auditActorOf(requestKey(request)),
    }).catch(async (error: unknown) => {
      await removeReceived(file);
      throw error;
    });
    return reply
      .code(202)
      .header('location', `${API_PREFIX}/organizations/${organizationId}/imports/${answer.id}`)
      .send(answer);
  };

const LOCATION = {
  Location: {
    type: 'string',
    description:
      'Where to follow the import: `/api/public/v1/organizations/{organizationId}/imports/{importId}`.',
  },
};
const accepted = (description: string) => {
  const response = ok(HttpImport, description);
  return { ...response, headers: { ...response.headers, ...LOCATION } };
};

/** A POST's errors: those of every write, and a 409 for an organization with a full queue. */
function postErrors() {
  const errors = errorResponses({ body: true, idempotent: true });
  return {
    ...errors,
    409: {
      ...errors[409],
      'x-response-description':
        'The organization already has 4 imports queued or running (`conflict`): send this one once one has ended. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds.',
    },
  };
}

const IMPORT_SCOPE = { auth: { scopes: ['org:hr_data:import' as const] } };

const documentImports =
  (runner: ImportRunner): FastifyPluginAsyncTypebox =>
  async (app) => {
    receiveInto(app, 'application/json', app.config.importMaxBytes);
    app.post(
      '/organizations/:organizationId/imports',
      {
        schema: {
          operationId: 'importHrDataDocument',
          tags: ['Imports'],
          summary: 'Import an HR data document',
          description:
            "Takes a whole HR data document (docs/hr-data.md), as `hrapi import` does: validated whole, then upserted by id in one transaction, or refused with every problem by JSON path and nothing written. The body is streamed to a private temporary file (its size is capped by HRAPI_IMPORT_MAX_MB, 512 MiB by default) and imported in the background: the answer is 202 with the import, to follow at `Location`. `organization.id`, when present, must be the path's. One import at a time per organization: a second waits `queued`.",
          params: OrganizationParams,
          querystring: DocumentImportQuery,
          body: {
            content: {
              'application/json': {
                schema: Type.Unknown({ description: 'An HR data document (docs/hr-data.md).' }),
              },
            },
          },
          response: {
            202: accepted('Received and queued: follow it at `Location`.'),
            ...postErrors(),
          },
        },
        config: IMPORT_SCOPE,
      },
      started(runner, 'document', 'application/json'),
    );
  };

const dsnImports =
  (runner: ImportRunner): FastifyPluginAsyncTypebox =>
  async (app) => {
    receiveInto(app, 'application/octet-stream', app.config.dsnUploadMaxBytes);
    app.post(
      '/organizations/:organizationId/dsn-imports',
      {
        schema: {
          operationId: 'importDsn',
          tags: ['Imports'],
          summary: 'Import a monthly DSN',
          description:
            "Takes one monthly DSN (or signalement) file as payroll software writes it, NEODeS, ISO-8859-1 or UTF-8, as `hrapi dsn import` does: checked whole, then planned against the store and applied in one transaction, or refused with every problem by line and rubrique and nothing written. Its SIREN must be the organization's. Capped by HRAPI_DSN_UPLOAD_MAX_MB (64 MiB by default). The answer is 202 with the import, to follow at `Location`.",
          params: OrganizationParams,
          querystring: DsnImportQuery,
          body: {
            content: {
              'application/octet-stream': {
                schema: Type.Unknown({ description: 'The DSN file, byte for byte.' }),
              },
            },
          },
          response: {
            202: accepted('Received and queued: follow it at `Location`.'),
            ...postErrors(),
          },
        },
        config: IMPORT_SCOPE,
      },
      started(runner, 'dsn', 'application/octet-stream'),
    );
  };

type GetRequest = FastifyRequest<{ Params: Static<typeof ImportParams> }>;

export async function handleGetImport(request: GetRequest) {
  return getImport(request.server.store, request.params.organizationId, request.params.importId);
}

/**
 * Whole documents over HTTP: each POST in a context of its own, which takes its one media type
 * as a file; the GET reads the import from the store, so any instance answers it.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const runner = new ImportRunner(app.store, app.config, app.log);
  app.addHook('onClose', async () => runner.stop());
  await app.register(documentImports(runner));
  await app.register(dsnImports(runner));
  app.get(
    '/organizations/:organizationId/imports/:importId',
    {
      schema: {
        operationId: 'getImport',
        tags: ['Imports'],
        summary: 'Follow an import',
        description:
          "Where an import sent to `POST …/imports` or `POST …/dsn-imports` stands: its status, its progress, what it wrote and its problems and warnings, as the CLI prints them (without the DSN plan's values). Answered by every instance. An import whose instance stopped before it ended is shown `failed` once its lease runs out. Another organization's import is not found.",
        params: ImportParams,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: ok(HttpImport, 'The import.'), ...errorResponses() },
      },
      config: IMPORT_SCOPE,
    },
    handleGetImport,
  );
};
