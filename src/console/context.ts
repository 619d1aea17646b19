import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../db/audit.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { type ConsoleUser, findConsoleUser } from './console-users.ts';
import { chooseLang, type Messages, messages } from './i18n.ts';
import { isReturnPath } from './return-path.ts';
import { type ConsoleSession, resumeSession, sameToken } from './sessions.ts';
import type { PageContext } from './views/layout.ts';

export const CONSOLE_PREFIX = '/console';
export const SESSION_COOKIE = 'hrapi_session';
export const SIGN_IN_CSRF_COOKIE = 'hrapi_sign_in';
export const LANG_COOKIE = 'hrapi_lang';

/**
 * Nothing but the console's own files: no inline script or style, no other origin, no framing.
 * A form may post to the console only; the consent screen also lets its form's redirects end at
 * the partner's registered redirect URIs (browsers apply form-action to the whole redirect chain).
 */
export function contentSecurityPolicy(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'none'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Who is signed in, resolved once per request by `adminOnly`. */
export interface ConsoleAuth {
  session: ConsoleSession;
  user: ConsoleUser;
  organization: { id: string; name: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    consoleAuth: ConsoleAuth | null;
  }
}

/** A page the console answers with instead of going on: 403, 404, 409… rendered as HTML. */
export class ConsolePageError extends Error {
  constructor(
    readonly status: number,
    readonly describe: (t: Messages) => string,
  ) {
    super(`console page error ${status}`);
  }
}

export function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: CONSOLE_PREFIX,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export function pageContext(request: FastifyRequest, path?: string): PageContext {
  const lang = chooseLang(request.cookies?.[LANG_COOKIE], request.headers['accept-language']);
  const auth = request.consoleAuth;
  return {
    lang,
    t: messages(lang),
    path: path ?? request.url.split('?')[0] ?? CONSOLE_PREFIX,
    ...(auth
      ? {
          signedIn: {
            email: auth.user.email,
            organizationName: auth.organization.name,
            csrfToken: auth.session.csrfToken,
          },
        }
      : {}),
  };
}

/** The signed-in user behind the session cookie, or null (no cookie, expired, or user deleted). */
export async function resolveConsoleAuth(request: FastifyRequest): Promise<ConsoleAuth | null> {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const db = request.server.store.db;
  const session = await resumeSession(db, token);
  if (!session) return null;
  const user = await findConsoleUser(db, session.userId);
  if (!user || user.organizationId !== session.organizationId) return null;
  const organization = await findOrganization(db, session.organizationId);
  return {
    session,
    user,
    organization: { id: session.organizationId, name: organization?.name ?? session.organizationId },
  };
}

export function sendPage(reply: FastifyReply, status: number, page: { value: string }): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page.value);
}

export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).send();
}

/**
 * A multipart upload's body is read by its handler, after this guard, so that no byte of a
 * forged or anonymous upload is read: its form carries the CSRF token in its action's query.
 */
const isUpload = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * The guard of every admin page (keys, webhooks): signed in, an admin of the organization, and
 * every POST carrying the session's CSRF token. It is hooked once on the scope that holds those
 * pages (console.routes.ts), so a page registered there cannot forget it.
 */
export async function adminOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const auth = await resolveConsoleAuth(request);
  if (!auth) {
    const hadSession = request.cookies[SESSION_COOKIE] !== undefined;
    const next = request.method === 'GET' ? returnTargetOf(request.url) : undefined;
    const query = [hadSession && 'expired=1', next && `next=${encodeURIComponent(next)}`].filter(Boolean);
    return redirect(reply, `${CONSOLE_PREFIX}/sign-in${query.length > 0 ? `?${query.join('&')}` : ''}`);
  }
  request.consoleAuth = auth;
  if (auth.user.role !== 'admin') throw new ConsolePageError(403, (t) => t.errorMember);
  // Every form of a session carries its token; a POST without it changes nothing.
  if (request.method === 'POST') {
    const submitted = isUpload(request)
      ? (request.query as { _csrf?: unknown } | undefined)?._csrf
      : (request.body as { _csrf?: unknown } | undefined)?._csrf;
    if (!sameToken(submitted, auth.session.csrfToken)) throw new ConsolePageError(403, (t) => t.errorCsrf);
  }
  return undefined;
}

/** The page a signed-out browser asked for, to come back to after sign-in: with its query if it fits. */
function returnTargetOf(url: string): string | undefined {
  return [url, url.split('?')[0]].find(isReturnPath);
}

/** The signed-in admin of a page behind `adminOnly`. */
export function signedIn(request: FastifyRequest): ConsoleAuth {
  if (!request.consoleAuth) throw new ConsolePageError(403, (t) => t.errorCsrf);
  return request.consoleAuth;
}

/** The console user, as the audit log names who did something. */
export const actorOf = (auth: ConsoleAuth): Actor => ({ type: 'console_user', id: auth.user.id });
