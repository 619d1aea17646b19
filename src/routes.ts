import type { FastifyPluginAsync } from 'fastify';
import { absenceRoutes } from './absences/absences.routes.ts';
import { collaboratorRoutes } from './collaborators/collaborators.routes.ts';
import { workLocationRoutes } from './work-locations/work-locations.routes.ts';

/**
 * Every resource of the public API, mounted under /api/public/v1. Each plugin declares its routes
 * with TypeBox schemas and `config.auth`; authentication and authorization happen before them.
 */
export const apiRoutes: FastifyPluginAsync[] = [collaboratorRoutes, absenceRoutes, workLocationRoutes];
