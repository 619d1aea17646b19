/**
 * What each scenario asks of the product and of its ceilings. The product is always asked at
 * /api/public/v1 with a real key; (B) at the ceiling server's /b routes with the same
 * organization, page and date; (A) at /a/<name>, the product's own bytes for that answer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { LoadTarget } from './harness/load.ts';

export const LIMIT = 100;

export interface Sides {
  product: LoadTarget[];
  bare?: LoadTarget[];
  /** The ceiling (A) is served from the product's first answer, kept under this name. */
  bytes?: string;
}

export interface Keys {
  self: string;
  partner: string;
}

export interface MainOrganization {
  id: string;
  asOf: string;
  collaborators: number;
  keys: Keys;
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const api = (org: string, rest: string) => `/api/public/v1/organizations/${org}/${rest}`;

export function monthOf(asOf: string) {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  const first = `${asOf.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { year, month, first, last };
}

export const pagesOf = (count: number) => Math.max(1, Math.ceil(count / LIMIT));
/** Deep pages sit at nine tenths of each list. */
export const deepPageOf = (count: number) => Math.max(1, Math.floor(pagesOf(count) * 0.9));

export function collaboratorsPage(
  org: MainOrganization['id'],
  secret: string,
  page: number,
  activeOn?: string,
  limit = LIMIT,
) {
  const status = activeOn ? 'status=active&' : '';
  const bare = `/b/collaborators?org=${org}&page=${page}&limit=${limit}${activeOn ? `&activeOn=${activeOn}` : ''}`;
  return {
    product: {
      path: api(org, `collaborators?${status}limit=${limit}&page=${page}`),
      headers: bearer(secret),
    },
    bare: { path: bare },
  };
}

/** Warm hits: one URL read again and again, answered from the cache after the first read. */
export function warmScenarios(o: MainOrganization, detailId: string): { name: string; sides: Sides }[] {
  const month = monthOf(o.asOf);
  const one = (name: string, p: { product: LoadTarget; bare: LoadTarget }) => ({
    name,
    sides: { product: [p.product], bare: [p.bare], bytes: name },
  });
  const deep = deepPageOf(o.collaborators);
  return [
    one('collaborators page 1', collaboratorsPage(o.id, o.keys.self, 1)),
    one(`collaborators page ${deep}`, collaboratorsPage(o.id, o.keys.self, deep)),
    one('status=active page 1', collaboratorsPage(o.id, o.keys.self, 1, o.asOf)),
    one('meal vouchers page 1', {
      product: {
        path: api(o.id, `meal-vouchers?month=${month.month}&year=${month.year}&limit=${LIMIT}&page=1`),
        headers: bearer(o.keys.partner),
      },
      bare: {
        path: `/b/meal-vouchers?org=${o.id}&month=${month.month}&year=${month.year}&page=1&limit=${LIMIT}`,
      },
    }),
    one('absences of one month', {
      product: {
        path: api(o.id, `absences?startDate=${month.first}&endDate=${month.last}&limit=${LIMIT}&page=1`),
        headers: bearer(o.keys.self),
      },
      bare: { path: `/b/absences?org=${o.id}&start=${month.first}&end=${month.last}&page=1&limit=${LIMIT}` },
    }),
    one('collaborator detail', {
      product: { path: api(o.id, `collaborators/${detailId}`), headers: bearer(o.keys.self) },
      bare: { path: `/b/collaborators/${detailId}?org=${o.id}` },
    }),
  ];
}

/**
 * URLs a miss scenario should offer at least, so that one run does not come back to an answer it
 * already asked for (a short run at 10,000 collaborators reads several hundred pages).
 */
const DISTINCT_URLS = 4_000;
/** Limits of the list cycles: 100, then 99… down to 91 at most, answers of about the same size. */
const MAX_CYCLES = 10;

/** How many cycles of `pages` pages (each cycle at a limit one lower) give DISTINCT_URLS. */
const cyclesFor = (pages: number) => Math.min(MAX_CYCLES, Math.max(1, Math.ceil(DISTINCT_URLS / pages)));

/**
 * Every page of the organization's list, in order; then again at a limit one lower (a different
 * answer the product has never given, of about the same cost), as many times as a short list
 * needs to give a run only new answers.
 */
export function everyPage(o: MainOrganization): Sides {
  const product: LoadTarget[] = [];
  const bare: LoadTarget[] = [];
  for (let cycle = 0; cycle < cyclesFor(pagesOf(o.collaborators)); cycle++) {
    const limit = LIMIT - cycle;
    for (let page = 1; page <= Math.ceil(o.collaborators / limit); page++) {
      const p = collaboratorsPage(o.id, o.keys.self, page, undefined, limit);
      product.push(p.product);
      bare.push(p.bare);
    }
  }
  return { product, bare };
}

/**
 * Many organizations, every page of each, interleaved so that consecutive requests change tenant;
 * in cycles at lower limits, as everyPage.
 */
export function tenantPages(tenants: { id: string; secret: string; collaborators: number }[]): Sides {
  const product: LoadTarget[] = [];
  const bare: LoadTarget[] = [];
  const total = tenants.reduce((sum, t) => sum + pagesOf(t.collaborators), 0);
  for (let cycle = 0; cycle < cyclesFor(total); cycle++) {
    const limit = LIMIT - cycle;
    const most = Math.max(0, ...tenants.map((t) => Math.ceil(t.collaborators / limit)));
    for (let page = 1; page <= most; page++) {
      for (const t of tenants) {
        if (page > Math.ceil(t.collaborators / limit)) continue;
        const p = collaboratorsPage(t.id, t.secret, page, undefined, limit);
        product.push(p.product);
        bare.push(p.bare);
      }
    }
  }
  return { product, bare };
}

/** An organization's collaborator ids, in order: the list `details` walks. */
export async function collaboratorIds(db: Kysely<Database>, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('collaborators')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The detail of every collaborator in turn: a different answer on each request. */
export function details(o: MainOrganization, ids: string[]): Sides {
  return collaboratorDetails(o.id, o.keys.self, ids);
}

/** The detail of each of `ids` of an organization, read with `secret`, and (B)'s statements of it. */
export function collaboratorDetails(org: string, secret: string, ids: string[]) {
  return {
    product: ids.map((id) => ({ path: api(org, `collaborators/${id}`), headers: bearer(secret) })),
    bare: ids.map((id) => ({ path: `/b/collaborators/${id}?org=${org}` })),
  };
}

/**
 * Misses of one organization of `collaborators`: every collaborator's detail, or every page of
 * `limit`, in turn (the product's and (B)'s sides of each).
 */
export async function missesOf(
  db: Kysely<Database>,
  org: string,
  secret: string,
  read: 'detail' | 'page',
  collaborators: number,
  limit = LIMIT,
): Promise<{ product: LoadTarget[]; bare: LoadTarget[] }> {
  if (read === 'detail') return collaboratorDetails(org, secret, await collaboratorIds(db, org));
  const pages = Array.from({ length: Math.ceil(collaborators / limit) }, (_, i) =>
    collaboratorsPage(org, secret, i + 1, undefined, limit),
  );
  return { product: pages.map((p) => p.product), bare: pages.map((p) => p.bare) };
}

/** The change feed's first pages, from the cursors the product handed out while walking it. */
export function feedPages(o: MainOrganization, pages: { cursor: string | undefined; seq: number }[]): Sides {
  return {
    product: pages.map((p) => ({
      path: api(o.id, `changes?limit=${LIMIT}${p.cursor ? `&after=${encodeURIComponent(p.cursor)}` : ''}`),
      headers: bearer(o.keys.self),
    })),
    bare: pages.map((p) => ({ path: `/b/changes?org=${o.id}&after=${p.seq}&limit=${LIMIT}` })),
  };
}
