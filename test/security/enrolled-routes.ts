import type { Scope } from '../../src/auth/scopes.ts';
import { ficheXml } from '../support/hr-data.ts';

/** Ids that exist in the organization the security suite prepares, for building paths and bodies. */
export interface SecurityContext {
  organizationId: string;
  establishmentId: string;
  collaboratorId: string;
  /** A team of the organization the collaborator belongs to, where the suite made one. */
  teamId?: string;
}

/**
 * One entry per route of the public API, keyed by the route as the app serves it (`"METHOD
 * /pattern"`, Fastify's `routeOptions.url`). security.test.ts walks the app's real route list: a
 * served route missing here fails, and so does an entry the app does not serve. Enrolling a route
 * gives it, on every engine, the shared cases: no key, malformed keys, revoked key, each missing
 * scope, another organization's key, a self-serve key on partner routes, unknown query parameters,
 * bad numbers, and a positive control with the right key.
 */
export interface EnrolledRoute {
  path: (ctx: SecurityContext) => string;
  /** The scopes the route requires (all of them); none when any one of several will do. */
  scopes: Scope[];
  partner: boolean;
  /** A valid query string without the leading `?`, when the route needs one. */
  query?: string;
  /** A valid body for write routes. */
  body?: (ctx: SecurityContext) => unknown;
  /** The media type of that body, when not application/json (a merge patch, a DSN's octet-stream). */
  bodyType?: string;
  /** A PUT that creates the record its path names when there is none: an unknown id is no 404. */
  createsAtPath?: boolean;
  /** The status of the right key's call, when not 200 (a request made: 201; an import accepted: 202; a withdrawal: 204). */
  success?: number;
  /**
   * Each call changes what the next one finds (a request made, decided, withdrawn), so the
   * field-visibility suite, which calls every route once per key, leaves it out: its answer is the
   * get-by-id's projection, which that suite checks (and the route's own tests, per key).
   */
  changesState?: boolean;
  /** Paginated lists also get the page and limit cases. */
  paginated?: boolean;
  /** A paginated route's own `limit` bounds, when not DECISIONS.md's default 20 and maximum 100. */
  limits?: { default: number; max: number };
  /** The media type of its 200, when not JSON (the snapshot streams NDJSON). */
  contentType?: string;
  /** Other integer query parameters, which get the bad-number cases. */
  integers?: string[];
  /** The body is a whole document taken as a file, not parsed: any bytes are accepted (then checked by the import). */
  fileBody?: boolean;
}

/** The security suite's collaborator as one item of the HR data document, as givenCollaborator stores it. */
function securityCollaborator(ctx: SecurityContext) {
  return {
    establishmentId: ctx.establishmentId,
    isProfileComplete: true,
    personnelNumber: '0001',
    title: 'mrs',
    firstName: 'Élodie',
    lastName: 'Durand',
    email: 'elodie.durand@example.fr',
    birthName: 'Martin',
    phoneNumber: '+33612345678',
    birthDate: '1988-03-17',
    birthCity: 'Lyon',
    countryOfBirth: 'fr',
    nationality: 'fr',
    address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
    seniorityDate: '2019-09-01',
    socialSecurityNumber: '288036912345678',
    bankAccount: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
    ...(ctx.teamId ? { teamId: ctx.teamId } : {}),
  };
}

/** The import the security suite's organization holds (givenImport in security.test.ts's beforeAll). */
export const SECURITY_IMPORT_ID = '019a0000-0000-7000-8000-00000000cafe';

export const enrolledRoutes: Record<string, EnrolledRoute> = {
  // Self-serve reads (issue 4).
  'GET /api/public/v1/organizations/:organizationId/collaborators': {
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators`,
    paginated: true,
    scopes: ['org:employee:read'],
    partner: false,
  },
  'GET /api/public/v1/organizations/:organizationId/collaborators/:collaboratorId': {
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}`,
    scopes: ['org:employee:read'],
    partner: false,
  },
  // Self-serve writes (issue 45). The body is the security collaborator as it is stored
  // (givenCollaborator's defaults), so writing it changes nothing the other cases read.
  'PUT /api/public/v1/organizations/:organizationId/collaborators/:collaboratorId': {
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}`,
    scopes: ['org:employee:read', 'org:employee:write'],
    partner: false,
    createsAtPath: true,
    body: (ctx) => securityCollaborator(ctx),
  },
  'PATCH /api/public/v1/organizations/:organizationId/collaborators/:collaboratorId': {
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}`,
    scopes: ['org:employee:read', 'org:employee:write'],
    partner: false,
    bodyType: 'application/merge-patch+json',
    body: () => ({ lastName: 'Durand' }),
  },
  'GET /api/public/v1/organizations/:organizationId/absences': {
    path: (ctx) => `/organizations/${ctx.organizationId}/absences`,
    paginated: true,
    scopes: ['org:absence:read'],
    partner: false,
    query: 'startDate=2026-01-01&endDate=2026-12-31',
  },
  'GET /api/public/v1/organizations/:organizationId/work-locations': {
    path: (ctx) => `/organizations/${ctx.organizationId}/work-locations`,
    paginated: true,
    scopes: ['org:work_location:read'],
    partner: false,
    query: 'startDate=2026-01-01&endDate=2026-12-31',
  },
  // Absences and work locations written (issue 45): the security organization's own requests,
  // made by security.test.ts's beforeAll (givenSecurityRequests), one per route that needs one.
  ...requestRoutes('absences', 'absenceId', 'abs', {
    record: { type: 'conge_paye' },
    scopes: { read: 'org:absence:read', write: 'org:absence:write', approve: 'org:absence:approve' },
  }),
  ...requestRoutes('work-locations', 'workLocationId', 'wl', {
    record: { isRemoteWork: true, location: 'Domicile' },
    scopes: {
      read: 'org:work_location:read',
      write: 'org:work_location:write',
      approve: 'org:work_location:approve',
    },
  }),
  // Partner-only (issue 5).
  'GET /api/public/v1/organizations/:organizationId': {
    path: (ctx) => `/organizations/${ctx.organizationId}`,
    scopes: ['org:company:read'],
    partner: true,
  },
  'GET /api/public/v1/organizations/:organizationId/meal-vouchers': {
    path: (ctx) => `/organizations/${ctx.organizationId}/meal-vouchers`,
    paginated: true,
    scopes: ['org:company:read'],
    partner: true,
    query: 'month=4&year=2026',
    integers: ['month', 'year'],
  },
  'GET /api/public/v1/organizations/:organizationId/meal-vouchers/:collaboratorId/days': {
    path: (ctx) => `/organizations/${ctx.organizationId}/meal-vouchers/${ctx.collaboratorId}/days`,
    scopes: ['org:company:read'],
    partner: true,
    query: 'month=4&year=2026',
    integers: ['month', 'year'],
  },
  'GET /api/public/v1/organizations/:organizationId/complementary-contracts': {
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts`,
    paginated: true,
    limits: { default: 10, max: 10 },
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
  },
  'GET /api/public/v1/organizations/:organizationId/complementary-contracts/:contractId/contributions': {
    // The contract `cc_sec_a` of the security organization (security.test.ts's beforeAll).
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts/cc_sec_a/contributions`,
    paginated: true,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    query: 'month=4&year=2026',
    integers: ['month', 'year'],
  },
  'POST /api/public/v1/organizations/:organizationId/complementary-contracts/fiche-parametrage': {
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts/fiche-parametrage`,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    body: (ctx) => ({
      establishmentId: ctx.establishmentId,
      ficheParametrageXml: ficheXml({ siren: '552100554', nic: '00013' }),
    }),
  },
  'PUT /api/public/v1/organizations/:organizationId/complementary-contracts/affiliations': {
    path: (ctx) => `/organizations/${ctx.organizationId}/complementary-contracts/affiliations`,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
    body: (ctx) => ({ establishmentId: ctx.establishmentId, affiliations: [] }),
  },
  'PUT /api/public/v1/organizations/:organizationId/collaborators/:collaboratorId/affiliations': {
    // Needs the contract `cc_sec_a` with option `opt_sec_a` in the security organization
    // (givenComplementaryContract in security.test.ts's beforeAll).
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
  'GET /api/public/v1/organizations/:organizationId/collaborators/:collaboratorId/affiliations': {
    path: (ctx) => `/organizations/${ctx.organizationId}/collaborators/${ctx.collaboratorId}/affiliations`,
    paginated: true,
    scopes: ['org:employee:health_insurance:manage'],
    partner: true,
  },
  // The change feed (issue 12): any one scope that reads a resource; each type under its own
  // scope (src/feed/changes.http.test.ts tests which key sees what, and the 403 of none).
  'GET /api/public/v1/organizations/:organizationId/changes': {
    path: (ctx) => `/organizations/${ctx.organizationId}/changes`,
    scopes: [],
    partner: false,
    integers: ['limit'],
  },
  'GET /api/public/v1/organizations/:organizationId/changes/latest': {
    path: (ctx) => `/organizations/${ctx.organizationId}/changes/latest`,
    scopes: [],
    partner: false,
  },
  // The first sync's snapshot (issue 27): any one scope of the lists it streams
  // (src/feed/snapshot.http.test.ts tests which key sees which list).
  'GET /api/public/v1/organizations/:organizationId/snapshot': {
    path: (ctx) => `/organizations/${ctx.organizationId}/snapshot`,
    scopes: [],
    partner: false,
    contentType: 'application/x-ndjson',
  },
  // Whole documents over HTTP (issue 45): dry runs, so the positive control writes nothing.
  'POST /api/public/v1/organizations/:organizationId/imports': {
    path: (ctx) => `/organizations/${ctx.organizationId}/imports`,
    scopes: ['org:hr_data:import'],
    partner: false,
    query: 'dryRun=true',
    body: (ctx) => ({ organization: { id: ctx.organizationId, name: `Organization ${ctx.organizationId}` } }),
    success: 202,
    fileBody: true,
  },
  'POST /api/public/v1/organizations/:organizationId/dsn-imports': {
    path: (ctx) => `/organizations/${ctx.organizationId}/dsn-imports`,
    scopes: ['org:hr_data:import'],
    partner: false,
    query: 'dryRun=true',
    body: () => "S10.G00.00.001,'test'\n",
    bodyType: 'application/octet-stream',
    success: 202,
    fileBody: true,
  },
  'GET /api/public/v1/organizations/:organizationId/imports/:importId': {
    path: (ctx) => `/organizations/${ctx.organizationId}/imports/${SECURITY_IMPORT_ID}`,
    scopes: ['org:hr_data:import'],
    partner: false,
  },
};

/** The days of the security suite's requests, one period each so that none overlaps another. */
export const SECURITY_REQUEST_DAYS = {
  put: '2026-01-05',
  post: '2026-01-12',
  get: '2026-01-19',
  approve: '2026-01-26',
  reject: '2026-02-02',
  delete: '2026-02-09',
} as const;

/** The id of the security organization's request a route acts on: `abs_sec_approve`… */
export const securityRequestId = (prefix: string, purpose: keyof typeof SECURITY_REQUEST_DAYS) =>
  `${prefix}_sec_${purpose}`;

/** The enrolled entries of one kind of request's six routes. */
function requestRoutes(
  collection: string,
  param: string,
  prefix: string,
  kind: { record: Record<string, unknown>; scopes: { read: Scope; write: Scope; approve: Scope } },
): Record<string, EnrolledRoute> {
  const base = `/api/public/v1/organizations/:organizationId/${collection}`;
  const item = `${base}/:${param}`;
  const at = (purpose: keyof typeof SECURITY_REQUEST_DAYS) => (ctx: SecurityContext) =>
    `/organizations/${ctx.organizationId}/${collection}/${securityRequestId(prefix, purpose)}`;
  const record = (ctx: SecurityContext, day: string) => ({
    collaboratorId: ctx.collaboratorId,
    startDate: day,
    endDate: day,
    ...kind.record,
  });
  const { read, write, approve } = kind.scopes;
  return {
    [`GET ${item}`]: { path: at('get'), scopes: [read], partner: false },
    // The stored request written again as it is: 200, and nothing changes for the other cases.
    [`PUT ${item}`]: {
      path: at('put'),
      scopes: [read, write],
      partner: false,
      body: (ctx) => ({ ...record(ctx, SECURITY_REQUEST_DAYS.put), status: 'pending' }),
    },
    [`POST ${base}`]: {
      path: (ctx) => `/organizations/${ctx.organizationId}/${collection}`,
      scopes: [read, write],
      partner: false,
      success: 201,
      changesState: true,
      body: (ctx) => record(ctx, SECURITY_REQUEST_DAYS.post),
    },
    [`POST ${item}/approve`]: {
      path: (ctx) => `${at('approve')(ctx)}/approve`,
      scopes: [read, approve],
      partner: false,
      changesState: true,
    },
    [`POST ${item}/reject`]: {
      path: (ctx) => `${at('reject')(ctx)}/reject`,
      scopes: [read, approve],
      partner: false,
      changesState: true,
      body: () => ({ comment: 'security table' }),
    },
    [`DELETE ${item}`]: {
      path: at('delete'),
      scopes: [read, write],
      partner: false,
      success: 204,
      changesState: true,
    },
  };
}

/** Path segments left as placeholders, to name routes as the specification writes them. */
export const placeholders: SecurityContext = {
  organizationId: '{organizationId}',
  establishmentId: '{establishmentId}',
  collaboratorId: '{collaboratorId}',
};

/** `"GET /api/public/v1/organizations/:organizationId"` → `GET`. */
export function methodOf(route: string): string {
  return route.split(' ')[0] ?? 'GET';
}
