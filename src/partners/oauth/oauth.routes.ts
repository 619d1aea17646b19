import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OAUTH_PREFIX, USERINFO_PATH } from '../../auth/tokens/oauth-paths.ts';
import { OAuthServer } from './oauth-server.ts';
import { type UserinfoRefusal, userinfo } from './userinfo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OAuth authorization server of partner apps (issue 28), built on its first use. */
    oauth: OAuthServer;
  }
}

/** Hands the request to oidc-provider as it came: Fastify neither reads its body nor answers it. */
const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();

async function handOver(request: FastifyRequest, reply: FastifyReply, url?: string): Promise<void> {
  const provider = await request.server.oauth.get();
  let callback = callbacks.get(provider);
  if (!callback) {
    callback = provider.callback();
    callbacks.set(provider, callback);
  }
  reply.hijack();
  if (url) request.raw.url = url;
  await callback(request.raw, reply.raw);
}

/**
 * The authorization server's endpoints under /oauth, and its metadata at the root: RFC 8414's
 * `/.well-known/oauth-authorization-server` and OpenID Connect discovery (the same document).
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Ours, not the library's (userinfo.ts says why); a static path is matched before the wildcard.
  app.route({ method: ['GET', 'POST'], url: USERINFO_PATH, handler: handleUserinfo });
  app.all(`${OAUTH_PREFIX}/*`, (request, reply) => handOver(request, reply));
  app.get('/.well-known/openid-configuration', (request, reply) => handOver(request, reply));
  app.get('/.well-known/oauth-authorization-server', (request, reply) =>
    handOver(request, reply, '/.well-known/openid-configuration'),
  );
}

/** Installs the OAuth server on the app: the service, its routes and its sweeper. */
export async function installOAuth(app: FastifyInstance): Promise<void> {
  const server = new OAuthServer(app);
  app.decorate('oauth', server);
  app.addHook('onReady', async () => server.startSweeper());
  app.addHook('onClose', async () => server.stopSweeper());
  await app.register(oauthRoutes);
}

function refuseUserinfo(reply: FastifyReply, realm: string, refusal: UserinfoRefusal | undefined) {
  const challenge = refusal
    ? `Bearer realm="${realm}", error="${refusal.error}", error_description="${refusal.description}"${
        refusal.error === 'insufficient_scope' ? ', scope="openid"' : ''
      }`
    : `Bearer realm="${realm}"`;
  return reply
    .code(refusal?.status ?? 401)
    .header('www-authenticate', challenge)
    .send({
      error: refusal?.error ?? 'invalid_token',
      error_description: refusal?.description ?? 'an access token is required (Authorization: Bearer)',
    });
}

/** The user-info endpoint, GET or POST with `Authorization: Bearer` (userinfo.ts decides). */
async function handleUserinfo(request: FastifyRequest, reply: FastifyReply) {
  const answer = await userinfo(request.server.store.db, request.headers.authorization);
  if ('claims' in answer) return reply.code(200).send(answer.claims);
  return refuseUserinfo(reply, request.server.oauth.issuer(), answer.refusal);
}
