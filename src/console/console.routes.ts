import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError } from 'fastify';
import { clientLeft, logClientLeft } from '../http/client-left.ts';
import { loggable } from '../shared/loggable.ts';
import { authRoutes } from './auth.routes.ts';
import {
  adminOnly,
  CONSOLE_PREFIX,
  ConsolePageError,
  contentSecurityPolicy,
  LANG_COOKIE,
  pageContext,
  redirect,
  sendPage,
} from './context.ts';
import { dsnRoutes } from './dsn.routes.ts';
import { isLang } from './i18n.ts';
import { keysRoutes } from './keys.routes.ts';
import { partnersRoutes } from './partners.routes.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { requestsRoutes } from './requests.routes.ts';
import { isReturnPath } from './return-path.ts';
import { errorPage } from './views/pages.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const ASSETS: Record<string, { type: string; body: Buffer }> = Object.fromEntries(
  [
    ['console.css', 'text/css; charset=utf-8'],
    ['console.js', 'text/javascript; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
  ].map(([name, type]) => [name, { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url)) }]),
) as Record<string, { type: string; body: Buffer }>;

/**
 * The administration console, mounted under /console. Its cookies, form parsing, error pages and
 * not-found page are its own (encapsulated): the API keeps its JSON errors and JSON-only bodies.
 */
export const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(cookie);
  await app.register(formbody);
  app.decorateRequest('consoleAuth', null);

  app.addHook('onSend', async (request, reply, payload) => {
    // A response given before the body was read (a refused upload) closes the connection rather
    // than keeping it alive, which would read, and drop, the rest of the body first.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ConsolePageError, request, reply) => {
    const ctx = pageContext(request);
    if (error instanceof ConsolePageError) {
      return sendPage(reply, error.status, errorPage(ctx, error.status, error.describe(ctx.t), request.id));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: loggable(error) }, 'console request failed');
    else if (clientLeft(error, request)) logClientLeft(request);
    const message = status >= 500 ? ctx.t.errorServer : ctx.t.errorBadRequest;
    return sendPage(reply, status, errorPage(ctx, status, message, request.id));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const ctx = pageContext(request);
    return sendPage(reply, 404, errorPage(ctx, 404, ctx.t.errorNotFound, request.id));
  });

  app.get(
    '/assets/:name',
    { schema: { params: Type.Object({ name: Type.String() }) } },
    async (request, reply) => {
      const asset = ASSETS[request.params.name];
      if (!asset) throw new ConsolePageError(404, (t) => t.errorNotFound);
      return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
    },
  );

  app.get(
    '/language',
    {
      schema: {
        querystring: Type.Object({ to: Type.Optional(Type.String()), back: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) => {
      const { to, back } = request.query;
      if (isLang(to)) {
        reply.setCookie(LANG_COOKIE, to, {
          path: CONSOLE_PREFIX,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 365 * 24 * 3600,
        });
      }
      return redirect(reply, isReturnPath(back) ? back : CONSOLE_PREFIX);
    },
  );

  await app.register(authRoutes);
  // Every page past sign-in is an admin's: one guard for the whole scope, none to remember per page.
  await app.register(async (admin) => {
    admin.addHook('preHandler', adminOnly);
    await admin.register(keysRoutes);
    await admin.register(requestsRoutes);
    await admin.register(webhooksRoutes);
    await admin.register(privacyRoutes);
    await admin.register(dsnRoutes);
    await admin.register(partnersRoutes);
  });
};
