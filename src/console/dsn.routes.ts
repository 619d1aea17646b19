import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withLongStatements } from '../db/postgres-pool.ts';
import { importDsn, planDigest } from '../dsn/import.ts';
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
  storedUploadSource,
  UploadBrokenError,
  type UploadOwner,
  UploadTooLargeError,
} from './dsn-upload.ts';
import { dsnDonePage, dsnPlanPage, dsnUploadPage } from './views/dsn-pages.ts';

/** Room for the form's boundaries and part headers around the file, in a declared length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const PendingForm = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  digest: Type.Optional(Type.String({ maxLength: 200 })),
});

const ownerOf = (auth: ConsoleAuth): UploadOwner => ({
  organizationId: auth.organization.id,
  consoleUserId: auth.user.id,
});

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

  app.get('/dsn', async (request, reply) => {
    const auth = signedIn(request);
    return sendPage(reply, 200, dsnUploadPage(pageContext(request), auth.session.csrfToken));
  });

  app.post('/dsn', async (request, reply) => {
    const auth = signedIn(request);
    const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
    const maxBytes = request.server.config.dsnUploadMaxBytes;
    const tooLarge = () =>
      sendPage(reply, 413, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'tooLarge', maxBytes }));
    // A declared length past the cap is refused before the body is read.
    if (Number(request.headers['content-length'] ?? 0) > maxBytes + FORM_OVERHEAD_BYTES) return tooLarge();
    const part = await request.file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
    if (!part || part.filename === '') {
      return sendPage(reply, 400, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'missing' }));
    }
    const db = request.server.store.db;
    const kept = await keepUpload(
      db,
      ownerOf(auth),
      { name: part.filename, content: part.file },
      maxBytes,
    ).catch((error: unknown) => {
      if (error instanceof UploadTooLargeError) return null;
      if (error instanceof UploadBrokenError) throw new ConsolePageError(400, (t) => t.errorBadRequest);
      throw error;
    });
    if (!kept) return tooLarge();
    if (kept.upload.byteCount === 0) {
      await dropUpload(db, kept.upload.id);
      return sendPage(reply, 400, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'missing' }));
    }
    const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
      importDsn(request.server.store, [storedUploadSource(db, kept.upload)], {
        organizationId: auth.organization.id,
        dryRun: true,
        actor: actorOf(auth),
      }),
    ).catch(async (error: unknown) => {
      await dropUpload(db, kept.upload.id);
      throw error;
    });
    if (!outcome.ok) {
      await dropUpload(db, kept.upload.id);
      return sendPage(reply, 422, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
    }
    return sendPage(
      reply,
      200,
      dsnPlanPage(ctx, auth.session.csrfToken, outcome.plan, {
        token: kept.token,
        digest: planDigest(outcome.plan),
        name: kept.upload.fileName,
      }),
    );
  });

  app.post('/dsn/confirm', { schema: { body: PendingForm } }, async (request, reply) => {
    const auth = signedIn(request);
    const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
    const db = request.server.store.db;
    const upload = await findUpload(db, ownerOf(auth), request.body.token ?? '');
    if (!upload) throw new ConsolePageError(409, (t) => t.alreadySubmitted);
    const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
      importDsn(request.server.store, [storedUploadSource(db, upload)], {
        organizationId: auth.organization.id,
        dryRun: false,
        actor: actorOf(auth),
        confirmedPlan: request.body.digest ?? '',
      }),
    ).finally(() => dropUpload(db, upload.id));
    if (!outcome.ok) {
      return sendPage(reply, 409, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
    }
    return sendPage(reply, 200, dsnDonePage(ctx, outcome.plan));
  });

  app.post('/dsn/cancel', { schema: { body: PendingForm } }, async (request, reply) => {
    const auth = signedIn(request);
    const upload = await findUpload(request.server.store.db, ownerOf(auth), request.body.token ?? '');
    if (upload) await dropUpload(request.server.store.db, upload.id);
    return redirect(reply, `${CONSOLE_PREFIX}/dsn`);
  });
};
