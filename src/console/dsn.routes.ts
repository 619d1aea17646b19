import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withLongStatements } from '../db/postgres-pool.ts';
import type { Store } from '../db/store.ts';
import { type DsnImportOutcome, importDsn, planDigest } from '../dsn/import.ts';
import { LINE_TOO_LONG } from '../dsn/lines.ts';
import { ProblemList } from '../dsn/problems.ts';
import {
  actorOf,
  CONSOLE_PREFIX,
  type ConsoleAuth,
  ConsolePageError,
  pageContext,
  redirect,
  sendPage,
  signedIn,
} from './context.ts';
import {
  dropUpload,
  findUpload,
  keepUpload,
  type PendingUpload,
  storedUploadSource,
  UploadBrokenError,
  UploadLineTooLongError,
  type UploadOwner,
  UploadTooLargeError,
} from './dsn-upload.ts';
import { dsnDonePage, dsnPlanPage, dsnUploadPage } from './views/dsn-pages.ts';

/** Room for the form's boundaries and part headers around the files, in a declared length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Monthly files uploaded at once: a year of months. */
export const DSN_FILES_AT_ONCE = 12;
/** The tokens of the files of one plan, in one hidden field (a token is base64url: no dot). */
const TOKENS_SEPARATOR = '.';

const PendingForm = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Optional(Type.String({ maxLength: 33 * DSN_FILES_AT_ONCE })),
  digest: Type.Optional(Type.String({ maxLength: 200 })),
});

const ownerOf = (auth: ConsoleAuth): UploadOwner => ({
  organizationId: auth.organization.id,
  consoleUserId: auth.user.id,
});

/** Every pending upload the tokens name, or null when one of them is gone (confirmed, cancelled, swept). */
async function findUploads(
  db: Store['db'],
  owner: UploadOwner,
  tokens: string,
): Promise<PendingUpload[] | null> {
  const uploads: PendingUpload[] = [];
  for (const token of tokens.split(TOKENS_SEPARATOR).slice(0, DSN_FILES_AT_ONCE)) {
    const upload = await findUpload(db, owner, token);
    if (!upload) return null;
    uploads.push(upload);
  }
  return uploads.length > 0 ? uploads : null;
}

const dropUploads = async (db: Store['db'], uploads: readonly PendingUpload[]) => {
  for (const upload of uploads) await dropUpload(db, upload.id);
};

type PendingRequest = FastifyRequest<{ Body: Static<typeof PendingForm> }>;

export async function handleDsnPage(request: FastifyRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  return sendPage(reply, 200, dsnUploadPage(pageContext(request), auth.session.csrfToken));
}

type Received = {
  kept: { token: string; upload: PendingUpload }[];
  /** No file, one over the cap, or the problem of a line longer than the norm allows. */
  refusal: 'missing' | 'tooLarge' | Refused | null;
};
type Refused = Extract<DsnImportOutcome, { ok: false }>;

/** The refusal of a file with a line too long, in the import's own words, naming its file and line. */
function lineTooLong(file: string, line: number): Refused {
  const problems = new ProblemList();
  problems.file = file;
  problems.error(line, undefined, LINE_TOO_LONG);
  return { ok: false, problems: problems.problems, totalProblems: 1, warnings: [], totalWarnings: 0 };
}

/** The files of the form, each kept in the store as it streams in; none kept when one is refused. */
async function receiveFiles(request: FastifyRequest, auth: ConsoleAuth, maxBytes: number): Promise<Received> {
  const db = request.server.store.db;
  const kept: Received['kept'] = [];
  const parts = request.files({
    limits: {
      fileSize: maxBytes + 1,
      files: DSN_FILES_AT_ONCE,
      fields: 4,
      parts: DSN_FILES_AT_ONCE + 4,
      fieldSize: 1024,
    },
    throwFileSizeLimit: false,
  });
  let refusal: Received['refusal'] = null;
  let file = '';
  try {
    for await (const part of parts) {
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      file = part.filename;
      const one = await keepUpload(db, ownerOf(auth), { name: part.filename, content: part.file }, maxBytes);
      kept.push(one);
      if (one.upload.byteCount === 0) refusal ??= 'missing';
    }
  } catch (error) {
    await dropUploads(
      db,
      kept.map((k) => k.upload),
    );
    if (error instanceof UploadTooLargeError) return { kept: [], refusal: 'tooLarge' };
    if (error instanceof UploadLineTooLongError) return { kept: [], refusal: lineTooLong(file, error.line) };
    if (error instanceof UploadBrokenError) throw new ConsolePageError(400, (t) => t.errorBadRequest);
    throw error;
  }
  if (kept.length === 0 || refusal !== null) {
    await dropUploads(
      db,
      kept.map((k) => k.upload),
    );
    return { kept: [], refusal: refusal ?? 'missing' };
  }
  return { kept, refusal: null };
}

/** The files uploaded, planned without writing anything: the plan page, or why they were refused. */
export async function handleUploadDsn(request: FastifyRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
  const maxBytes = request.server.config.dsnUploadMaxBytes;
  const tooLarge = () =>
    sendPage(reply, 413, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'tooLarge', maxBytes }));
  // A declared length past the cap of every file together is refused before the body is read.
  if (Number(request.headers['content-length'] ?? 0) > DSN_FILES_AT_ONCE * maxBytes + FORM_OVERHEAD_BYTES) {
    return tooLarge();
  }
  const db = request.server.store.db;
  const { kept, refusal } = await receiveFiles(request, auth, maxBytes);
  if (refusal === 'tooLarge') return tooLarge();
  if (refusal === 'missing') {
    return sendPage(reply, 400, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'missing' }));
  }
  if (refusal !== null) {
    return sendPage(reply, 422, dsnUploadPage(ctx, auth.session.csrfToken, { refused: refusal }));
  }
  const uploads = kept.map((k) => k.upload);
  const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
    importDsn(
      request.server.store,
      uploads.map((upload) => storedUploadSource(db, upload)),
      { organizationId: auth.organization.id, dryRun: true, actor: actorOf(auth) },
    ),
  ).catch(async (error: unknown) => {
    await dropUploads(db, uploads);
    throw error;
  });
  if (!outcome.ok) {
    await dropUploads(db, uploads);
    return sendPage(reply, 422, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
  }
  return sendPage(
    reply,
    200,
    dsnPlanPage(ctx, auth.session.csrfToken, outcome.plan, {
      token: kept.map((k) => k.token).join(TOKENS_SEPARATOR),
      digest: planDigest(outcome.plan),
      name: uploads.map((upload) => upload.fileName).join(', '),
    }),
  );
}

/** The plan shown applied, or nothing when the data changed since (the digest no longer matches). */
export async function handleConfirmDsn(request: PendingRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
  const db = request.server.store.db;
  const uploads = await findUploads(db, ownerOf(auth), request.body.token ?? '');
  if (!uploads) throw new ConsolePageError(409, (t) => t.alreadySubmitted);
  const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
    importDsn(
      request.server.store,
      uploads.map((upload) => storedUploadSource(db, upload)),
      {
        organizationId: auth.organization.id,
        dryRun: false,
        actor: actorOf(auth),
        confirmedPlan: request.body.digest ?? '',
      },
    ),
  ).finally(() => dropUploads(db, uploads));
  if (!outcome.ok) {
    return sendPage(reply, 409, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
  }
  return sendPage(reply, 200, dsnDonePage(ctx, outcome.plan));
}

export async function handleCancelDsn(request: PendingRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const db = request.server.store.db;
  // Each file the form names that is still there goes, even when another one is gone already.
  for (const token of (request.body.token ?? '').split(TOKENS_SEPARATOR).slice(0, DSN_FILES_AT_ONCE)) {
    const upload = await findUpload(db, ownerOf(auth), token);
    if (upload) await dropUpload(db, upload.id);
  }
  return redirect(reply, `${CONSOLE_PREFIX}/dsn`);
}

/**
 * The monthly DSN in the console (docs/dsn.md): an admin uploads a file, reads the plan it would
 * apply (created, updated with before → after, removed, warnings) and confirms it. Nothing is
 * written to the organization's data before the confirmation, which applies the plan shown or
 * nothing. Behind `adminOnly`, which checks the session and the CSRF token before the handler
 * reads a byte of the upload (docs/console.md, "Uploads"); the file goes in chunks to the store,
 * where any instance finds it to confirm it, and where it is swept after 30 minutes.
 */
export const dsnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Parts are read by the handler, never by a body parser: the guards run first.
  await app.register(multipart);
  app.get('/dsn', handleDsnPage);
  app.post('/dsn', handleUploadDsn);
  app.post('/dsn/confirm', { schema: { body: PendingForm } }, handleConfirmDsn);
  app.post('/dsn/cancel', { schema: { body: PendingForm } }, handleCancelDsn);
};
