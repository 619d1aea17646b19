import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { SCOPE_DESCRIPTIONS } from '../auth/scopes.ts';

const API_PREFIX = '/api/public/v1';

/**
 * The OpenAPI document is generated from the same TypeBox schemas that validate requests and
 * serialize responses, so it cannot drift from what the server does. Served at /openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Public HR Data API',
        version: '1.11.0',
        description:
          'Collaborators, absences, work locations, company data, meal vouchers and complementary contracts.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key (hrk_…) created by an organization admin. Scopes: ${Object.entries(
              SCOPE_DESCRIPTIONS,
            )
              .map(([scope, grants]) => `${scope}: ${grants}`)
              .join('; ')}.`,
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(API_PREFIX)) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const auth = route.config?.auth;
      // A route that needs any one of several scopes (the change feed) describes them itself.
      const extra =
        auth && auth.scopes.length > 0
          ? {
              security: [{ apiKey: [] }],
              description: `Requires ${auth.scopes.join(' and ')}${auth.partner ? ' on a partner key' : ''}.`,
            }
          : auth
            ? { security: [{ apiKey: [] }] }
            : {};
      // OpenAPI paths use {param}, Fastify uses :param.
      return { schema: { ...schema, ...extra } as FastifySchema, url: url.replace(/:([A-Za-z]+)/g, '{$1}') };
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
