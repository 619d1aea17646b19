import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withLongStatements } from '../db/postgres-pool.ts';
import { importDsn, planDigest } from '../dsn/import.ts';
import { dsnBufferSource, dsnFileSource } from '../dsn/lines.ts';
import { actorOf, CONSOLE_PREFIX, ConsolePageError, pageContext, sendPage, signedIn } from './context.ts';
import {
  dropUpload,
  keepUpload,
  MAX_DSN_BYTES,
  parseMultipart,
  pendingUpload,
  type UploadForm,
} from './dsn-upload.ts';
import { dsnDonePage, dsnPlanPage, dsnUploadPage } from './views/dsn-pages.ts';

/**
 * The monthly DSN in the console (docs/dsn.md): an admin uploads a file, reads the plan it would
 * apply (created, updated with before → after, removed, warnings) and confirms it. Nothing is
 * written before the confirmation, which applies the plan shown or nothing. Behind `adminOnly`,
 * which checks the form's CSRF token like every console form.
 */
export const dsnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_DSN_BYTES },
    (request, body, done) =>
      done(null, parseMultipart(body as Buffer, request.headers['content-type'] ?? '')),
  );

  app.get('/dsn', async (request, reply) => {
    const auth = signedIn(request);
    return sendPage(reply, 200, dsnUploadPage(pageContext(request), auth.session.csrfToken));
  });

  app.post('/dsn', async (request, reply) => {
    const auth = signedIn(request);
    const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
    const form = request.body as UploadForm;
    if (!form.file || form.file.bytes.length === 0) {
      return sendPage(reply, 400, dsnUploadPage(ctx, auth.session.csrfToken, { error: 'missing' }));
    }
    const store = request.server.store;
    const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
      importDsn(store, [dsnBufferSource(form.file?.name ?? 'dsn', form.file?.bytes ?? Buffer.alloc(0))], {
        organizationId: auth.organization.id,
        dryRun: true,
        actor: actorOf(auth),
      }),
    );
    if (!outcome.ok) {
      return sendPage(reply, 422, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
    }
    const token = keepUpload(auth.organization.id, form.file.bytes);
    return sendPage(
      reply,
      200,
      dsnPlanPage(ctx, auth.session.csrfToken, outcome.plan, {
        token,
        digest: planDigest(outcome.plan),
        name: form.file.name,
      }),
    );
  });

  app.post('/dsn/confirm', async (request, reply) => {
    const auth = signedIn(request);
    const ctx = pageContext(request, `${CONSOLE_PREFIX}/dsn`);
    const form = request.body as UploadForm;
    const file = pendingUpload(auth.organization.id, form.token ?? '');
    if (!file) throw new ConsolePageError(409, (t) => t.alreadySubmitted);
    const outcome = await withLongStatements(request.server.config.dbImportTimeoutMs, () =>
      importDsn(request.server.store, [dsnFileSource(file)], {
        organizationId: auth.organization.id,
        dryRun: false,
        actor: actorOf(auth),
        confirmedPlan: form.digest ?? '',
      }),
    );
    dropUpload(file);
    if (!outcome.ok) {
      return sendPage(reply, 409, dsnUploadPage(ctx, auth.session.csrfToken, { refused: outcome }));
    }
    return sendPage(reply, 200, dsnDonePage(ctx, outcome.plan));
  });
};
