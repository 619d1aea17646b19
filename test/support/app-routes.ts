import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: string;
  /** Fastify's form: `/api/public/v1/organizations/:organizationId`. */
  url: string;
}

/**
 * Every route the running app serves, read from Fastify's own route tree (`printRoutes`), so a
 * test that walks it cannot forget a route. HEAD, which Fastify adds to every GET, is left out.
 */
export function appOperations(app: FastifyInstance): Operation[] {
  const operations: Operation[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') operations.push({ method, url });
    }
  }
  return operations;
}

/** `GET /api/public/v1/organizations/{organizationId}`: the OpenAPI spelling of an operation. */
export const openApiKey = (operation: Operation) =>
  `${operation.method} ${operation.url.replace(/:([A-Za-z]+)/g, '{$1}')}`;
