import type { Scope } from '../../src/auth/scopes.ts';
import { ficheXml } from '../support/hr-data.ts';

/** Ids that exist in the organization the security suite prepares, for building paths and bodies. */
export interface SecurityContext {
  organizationId: string;
  establishmentId: string;
  collaboratorId: string;
}

/**
 * One entry per route of the public API. Enrolling a route here gives it, on every engine, the
 * shared cases of security.test.ts: no key, malformed keys, revoked key, each missing scope,
 * another organization's key, a self-serve key on partner routes, unknown query parameters, and a
 * positive control with the right key.
 */
export interface EnrolledRoute {
  method: 'GET' | 'POST' | 'PUT';
  path: (ctx: SecurityContext) => string;
  /** The scopes the route requires (all of them); none when any one of several will do. */
  scopes: Scope[];
  partner: boolean;
  /** A valid query string without the leading `?`, when the route needs one. */
  query?: string;
  /** A valid body for write routes. */
  body?: (ctx: SecurityContext) => unknown;
  /** Paginated lists also get the page and limit cases. */
  paginated?: boolean;
}

export const enrolledRoutes: EnrolledRoute[] = [
  // Self-serve reads (issue 4).
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators`,
    paginated: true,
    scopes: ['org:employee:read'],
    partner: false,
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}`,
    scopes: ['org:employee:read'],
    partner: false,
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/absences`,
    paginated: true,
    scopes: ['org:absence:read'],
    partner: false,
    query: 'startDate=2026-01-01&endDate=2026-12-31',
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/work-locations`,
    paginated: true,
    scopes: ['org:work_location:read'],
    partner: false,
    query: 'startDate=2026-01-01&endDate=2026-12-31',
  },
  // Partner-only (issue 5).
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}`,
    scopes: ['org:company:read'],
    partner: true,
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/meal-vouchers`,
    paginated: true,
    scopes: ['org:company:read'],
    partner: true,
    query: 'month=4&year=2026',
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts`,
    paginated: true,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
  },
  {
    method: 'POST',
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts/fiche-parametrage`,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    body: (ctx) => ({
      establishmentId: ctx.establishmentId,
      ficheParametrageXml: ficheXml({ siren: '552100554', nic: '00013' }),
    }),
  },
  {
    method: 'PUT',
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts/affiliations`,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    body: (ctx) => ({ establishmentId: ctx.establishmentId, affiliations: [] }),
  },
  {
    // Needs the contract `cc_sec_a` with option `opt_sec_a` in the security organization
    // (givenComplementaryContract in security.test.ts's beforeAll).
    method: 'PUT',
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}/affiliations`,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    body: (ctx) => ({
      establishmentId: ctx.establishmentId,
      complementaryContractId: 'cc_sec_a',
      status: 'active',
      optionId: 'opt_sec_a',
    }),
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}/affiliations`,
    paginated: true,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
  },
  // The change feed (issue 12): any one scope that reads a resource; each type under its own
  // scope (src/changes/changes.http.test.ts tests which key sees what, and the 403 of none).
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/changes`,
    scopes: [],
    partner: false,
  },
  {
    method: 'GET',
    path: (ctx) => `/organizations/${ctx.organizationId}/changes/latest`,
    scopes: [],
    partner: false,
  },
];

/** Path segments left as placeholders, to name routes as the specification writes them. */
export const placeholders: SecurityContext = {
  organizationId: '{organizationId}',
  establishmentId: '{establishmentId}',
  collaboratorId: '{collaboratorId}',
};

export function routeName(route: EnrolledRoute): string {
  return `${route.method} ${route.path(placeholders)}`;
}
