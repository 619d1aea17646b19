import type { FastifyPluginAsync } from 'fastify';

/**
 * Every resource of the public API, mounted under /api/public/v1. Each plugin declares its routes
 * with TypeBox schemas and `config.auth`; authentication and authorization happen before them.
 */
export const apiRoutes: FastifyPluginAsync[] = [];
