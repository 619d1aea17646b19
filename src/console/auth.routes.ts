import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeTransaction } from '../db/write-transaction.ts';
import { recordAccountEvent } from './console-users.ts';
import {
  CONSOLE_PREFIX,
  ConsolePageError,
  cookieOptions,
  pageContext,
  redirect,
  resolveConsoleAuth,
  SESSION_COOKIE,
  SIGN_IN_CSRF_COOKIE,
  sendPage,
} from './context.ts';
import { isReturnPath, RETURN_PATH_MAX } from './return-path.ts';
import { closeSession, openSession, randomToken, SESSION_ABSOLUTE_MS, sameToken } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { signInPage } from './views/pages.ts';

const SignInQuery = Type.Object({
  signed_out: Type.Optional(Type.String()),
  expired: Type.Optional(Type.String()),
  next: Type.Optional(Type.String({ maxLength: RETURN_PATH_MAX })),
});
const SignInBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  next: Type.Optional(Type.String({ maxLength: RETURN_PATH_MAX })),
});
const FormBody = Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) });

/** Sign-in, sign-out and the console's front door. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', handleFrontDoor);
  app.get('/sign-in', { schema: { querystring: SignInQuery } }, handleSignInPage);
  app.post('/sign-in', { schema: { body: SignInBody } }, handleSignIn);
  app.post('/sign-out', { schema: { body: FormBody } }, handleSignOut);
};

async function handleFrontDoor(request: FastifyRequest, reply: FastifyReply) {
  const auth = await resolveConsoleAuth(request);
  return redirect(reply, auth ? `${CONSOLE_PREFIX}/keys` : `${CONSOLE_PREFIX}/sign-in`);
}

async function handleSignInPage(
  request: FastifyRequest<{ Querystring: Static<typeof SignInQuery> }>,
  reply: FastifyReply,
) {
  const next = isReturnPath(request.query.next) ? request.query.next : undefined;
  if (await resolveConsoleAuth(request)) return redirect(reply, next ?? `${CONSOLE_PREFIX}/keys`);
  // The language switch comes back to this form with its return target.
  const ctx = pageContext(request, signInPath(next));
  const notice =
    request.query.signed_out !== undefined
      ? ctx.t.signedOut
      : request.query.expired !== undefined
        ? ctx.t.sessionExpired
        : undefined;
  // Before any session exists, the sign-in form is protected by a double-submit token.
  const csrfToken = signInToken(request.cookies[SIGN_IN_CSRF_COOKIE]) ?? randomToken();
  reply.setCookie(SIGN_IN_CSRF_COOKIE, csrfToken, cookieOptions(request));
  return sendPage(
    reply,
    200,
    signInPage(ctx, { email: '', csrfToken, ...(notice ? { notice } : {}), ...(next ? { next } : {}) }),
  );
}

async function handleSignIn(
  request: FastifyRequest<{ Body: Static<typeof SignInBody> }>,
  reply: FastifyReply,
) {
  const next = isReturnPath(request.body.next) ? request.body.next : undefined;
  const ctx = pageContext(request, signInPath(next));
  const expected = signInToken(request.cookies[SIGN_IN_CSRF_COOKIE]);
  const email = request.body.email?.trim() ?? '';
  if (!expected || !sameToken(request.body._csrf, expected)) {
    const csrfToken = expected ?? randomToken();
    reply.setCookie(SIGN_IN_CSRF_COOKIE, csrfToken, cookieOptions(request));
    return sendPage(
      reply,
      403,
      signInPage(ctx, { email, csrfToken, error: ctx.t.errorCsrf, ...(next ? { next } : {}) }),
    );
  }
  const result = await signIn(request.server.store, {
    email,
    password: request.body.password ?? '',
    address: request.ip,
  });
  if (result.outcome !== 'signed_in') {
    const error =
      result.outcome === 'throttled' ? ctx.t.signInThrottled(result.retryAfterMinutes) : ctx.t.signInInvalid;
    const status = result.outcome === 'throttled' ? 429 : 401;
    return sendPage(
      reply,
      status,
      signInPage(ctx, { email, csrfToken: expected, error, ...(next ? { next } : {}) }),
    );
  }
  // A fresh session id at every sign-in (no fixation); a session already open in this browser ends.
  const previous = await resolveConsoleAuth(request);
  if (previous) await closeSession(request.server.store.db, previous.session.id);
  const { token } = await openSession(request.server.store.db, result.user);
  reply.clearCookie(SIGN_IN_CSRF_COOKIE, cookieOptions(request));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_ABSOLUTE_MS / 1000));
  return redirect(reply, next ?? `${CONSOLE_PREFIX}/keys`);
}

async function handleSignOut(
  request: FastifyRequest<{ Body: Static<typeof FormBody> }>,
  reply: FastifyReply,
) {
  const auth = await resolveConsoleAuth(request);
  if (!auth) return redirect(reply, `${CONSOLE_PREFIX}/sign-in`);
  if (!sameToken(request.body._csrf, auth.session.csrfToken)) {
    request.consoleAuth = auth;
    throw new ConsolePageError(403, (t) => t.errorCsrf);
  }
  const db = request.server.store.db;
  await writeTransaction(db, async (trx) => {
    await closeSession(trx, auth.session.id);
    await recordAccountEvent(trx, auth.user, 'console_user.signed_out');
  });
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  return redirect(reply, `${CONSOLE_PREFIX}/sign-in?signed_out=1`);
}

function signInPath(next: string | undefined): string {
  return `${CONSOLE_PREFIX}/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

function signInToken(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
