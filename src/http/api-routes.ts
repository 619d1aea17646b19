import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAuth } from '../auth/scopes.ts';
import { PUBLIC_API_ROUTES } from './public-routes.ts';

/** One route of the public API as the app really serves it. */
export interface ApiRoute {
  /** `"GET /api/public/v1/organizations/:organizationId"`: the form of the public list. */
  name: string;
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  public: boolean;
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

/**
 * Collects every route under `prefix` as it is declared, and refuses (the app does not start) one
 * that neither declares `config.auth` nor is on the public list: a route is protected by default,
 * never by remembering a flag. Returns the live list, filled once the app is ready.
 */
export function collectApiRoutes(app: FastifyInstance, prefix: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isUnderPrefix(route.url, prefix)) return;
    const auth = route.config?.auth;
    for (const method of [route.method].flat()) {
      const isPublic = isPublicApiRoute(method, route.url);
      const name = `${method} ${route.url}`;
      if (!auth && !isPublic) {
        throw new UnprotectedRouteError(
          `${name} declares no config.auth and is not in src/http/public-routes.ts: refusing to serve it`,
        );
      }
      if (method === 'HEAD') continue;
      routes.push({ name, method, url: route.url, auth, public: isPublic });
    }
  });
  return routes;
}
