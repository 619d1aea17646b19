import type { FastifyPluginAsync } from 'fastify';
import { affiliationRoutes } from './affiliations/affiliations.routes.ts';
import { collaboratorRoutes } from './collaborators/collaborators.routes.ts';
import { collaboratorWriteRoutes } from './collaborators/collaborators.writes.routes.ts';
import { complementaryContractRoutes } from './complementary-contracts/complementary-contracts.routes.ts';
import { absenceRoutes } from './dated-records/absences.routes.ts';
import { absenceWriteRoutes } from './dated-records/absences.writes.routes.ts';
import { workLocationRoutes } from './dated-records/work-locations.routes.ts';
import { workLocationWriteRoutes } from './dated-records/work-locations.writes.routes.ts';
import { contributionRoutes } from './dsn/contributions.routes.ts';
import { changeRoutes } from './feed/changes.routes.ts';
import { snapshotRoutes } from './feed/snapshot.routes.ts';
import { importRoutes } from './imports/imports.routes.ts';
import { mealVoucherRoutes } from './meal-vouchers/meal-vouchers.routes.ts';
import { organizationRoutes } from './organizations/organizations.routes.ts';
import { partnerAppRoutes } from './partners/partner-app.routes.ts';
import { webhookLaneRoutes } from './partners/webhooks/webhook-lanes.routes.ts';

/**
 * Every resource of the public API, mounted under /api/public/v1. Each plugin declares its routes
 * with TypeBox schemas and `config.auth`; authentication and authorization happen before them.
 */
export const apiRoutes: FastifyPluginAsync[] = [
  // Self-serve reads.
  collaboratorRoutes,
  absenceRoutes,
  workLocationRoutes,
  // Self-serve writes, beside their reads.
  collaboratorWriteRoutes,
  // Absences and work locations written: requests, their decisions, a system of record's own.
  absenceWriteRoutes,
  workLocationWriteRoutes,
  // Partner-only.
  organizationRoutes,
  mealVoucherRoutes,
  complementaryContractRoutes,
  contributionRoutes,
  affiliationRoutes,
  // The change feed: self-serve and partner keys, each event type under its resource's scope.
  changeRoutes,
  // The first sync: every record of the lists in one consistent view, then the feed's cursor.
  snapshotRoutes,
  // A partner app across the organizations that granted it, by its client credentials.
  partnerAppRoutes,
  webhookLaneRoutes,
  // Whole documents over HTTP: an HR data document or a monthly DSN, imported in the background.
  importRoutes,
];
