import type { FastifyInstance, RouteOptions } from 'fastify';
import { APP_CREDENTIAL_ROUTES } from '../auth/app-credential-routes.ts';
import { PUBLIC_API_ROUTES } from '../auth/public-routes.ts';
import type { Scope } from '../auth/scopes.ts';

/** What a route of the public API demands of the key; declared in the route's `config.auth`. */
export interface RouteAuth {
  /** Every one of these scopes is required. */
  scopes: Scope[];
  /** Partner-only routes refuse every self-serve key, whatever its scopes. */
  partner?: boolean;
}

/** One route of the public API as the app really serves it. */
export interface ApiRoute {
  /** `"GET /api/public/v1/organizations/:organizationId"`: the form of the public list. */
  name: string;
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  public: boolean;
  /** Called by a partner app with its client credentials (src/auth/app-credential-routes.ts). */
  appCredential: boolean;
}

export class UnprotectedRouteError extends Error {}

/** HEAD routes are Fastify's copies of GET routes and share their status. */
const listedMethod = (method: string) => (method === 'HEAD' ? 'GET' : method);

export function isUnderPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

export function isPublicApiRoute(method: string, url: string | undefined): boolean {
  return url !== undefined && PUBLIC_API_ROUTES.includes(`${listedMethod(method)} ${url}`);
}

export function isAppCredentialRoute(method: string, url: string | undefined): boolean {
  return url !== undefined && APP_CREDENTIAL_ROUTES.includes(`${listedMethod(method)} ${url}`);
}

/**
 * Collects every route under `prefix` as it is declared, and refuses (the app does not start) one
 * that neither declares `config.auth` nor is on the public list nor on the app-credential list, or
 * that is on a list and declares `config.auth` too: a route is protected by default, never by
 * remembering a flag, and by one kind of credential only. Returns the live list, filled once the
 * app is ready.
 */
export function collectApiRoutes(app: FastifyInstance, prefix: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isUnderPrefix(route.url, prefix)) return;
    const auth = route.config?.auth;
    for (const method of [route.method].flat()) {
      const isPublic = isPublicApiRoute(method, route.url);
      const appCredential = isAppCredentialRoute(method, route.url);
      const name = `${method} ${route.url}`;
      if (!auth && !isPublic && !appCredential) {
        throw new UnprotectedRouteError(
          `${name} declares no config.auth and is not in src/auth/public-routes.ts nor src/auth/app-credential-routes.ts: refusing to serve it`,
        );
      }
      if (auth && appCredential) {
        throw new UnprotectedRouteError(
          `${name} is an app-credential route and declares config.auth too: refusing to guess which credential it takes`,
        );
      }
      if (method === 'HEAD') continue;
      routes.push({ name, method, url: route.url, auth, public: isPublic, appCredential });
    }
  });
  return routes;
}
