import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterKey, paginated, windowRows } from '../db/keyset.ts';
import type { Database } from '../db/schema.ts';
import { listWindow } from '../http/pagination.ts';
import { noteDataAccess } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { notFound } from '../shared/domain-errors.ts';
import {
  ContributionListQuery,
  ContributionPage,
  ContributionParams,
  type PersonContribution,
} from './contributions.schema.ts';
import { euros } from './model-contributions.ts';
import type { StoredBase } from './plan-contributions.ts';

type ListRequest = FastifyRequest<{
  Params: Static<typeof ContributionParams>;
  Querystring: Static<typeof ContributionListQuery>;
}>;

const ORDER = ['collaborator_id'] as const;

function toPerson(row: Database['dsn_contributions']): PersonContribution {
  const parsed: unknown = JSON.parse(row.bases);
  const bases = (Array.isArray(parsed) ? parsed : []) as StoredBase[];
  return {
    collaboratorId: row.collaborator_id,
    month: row.month,
    base: euros(Number(row.base_cents)),
    contributions: euros(Number(row.contribution_cents)),
    bases: bases.map((b) => ({
      startDate: b.startDate,
      endDate: b.endDate,
      amount: euros(b.amount),
      components: b.components.map((c) => ({ type: c.type, amount: euros(c.amount) })),
      contributions: b.contributions.map((c) => ({
        code: c.code,
        organism: c.organism,
        base: c.base === null ? null : euros(c.base),
        amount: euros(c.amount),
        rate: c.rate,
      })),
    })),
    declaredBy: { declarationType: row.declaration_type, importedAt: row.imported_at },
  };
}

async function contractTotals(db: Kysely<Database>, org: string, contractId: string, month: string) {
  const row = await db
    .selectFrom('dsn_contributions')
    .select([
      sql<number | string>`count(*)`.as('people'),
      sql<number | string | null>`sum(base_cents)`.as('base'),
      sql<number | string | null>`sum(contribution_cents)`.as('contributions'),
    ])
    .where('organization_id', '=', org)
    .where('contract_id', '=', contractId)
    .where('month', '=', month)
    .executeTakeFirst();
  return {
    people: Number(row?.people ?? 0),
    base: euros(Number(row?.base ?? 0)),
    contributions: euros(Number(row?.contributions ?? 0)),
  };
}

/** A page of the month's contributions of one contract, per affiliated person, with the contract's totals. */
export async function handleListContributions(request: ListRequest) {
  const { organizationId, contractId } = request.params;
  const { page, limit, cursor, month, year } = request.query;
  const db = request.server.store.db;
  const declared = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const scope = { list: 'contributions', organizationId, filters: { contractId, month, year } };
  const window = await listWindow({ page, limit, cursor }, request, scope, ORDER.length);
  const contract = await db
    .selectFrom('complementary_contracts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', contractId)
    .executeTakeFirst();
  if (!contract) throw notFound('complementary contract');
  let query = db
    .selectFrom('dsn_contributions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('contract_id', '=', contractId)
    .where('month', '=', declared);
  if (window.after) query = query.where(afterKey(ORDER, window.after));
  const [rows, totals] = await Promise.all([
    query
      .orderBy('collaborator_id')
      .limit(window.limit + 1)
      .offset(window.offset)
      .execute(),
    contractTotals(db, organizationId, contractId, declared),
  ]);
  const { rows: kept, nextKey } = windowRows(rows, window, (r) => [r.collaborator_id]);
  // What a person contributes to their health or provident cover is their affiliation's data.
  noteDataAccess(
    request,
    kept.map((r) => r.collaborator_id),
    ['affiliation'],
  );
  return { ...paginated(kept.map(toPerson), totals.people, window, nextKey), totals };
}

export const contributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/complementary-contracts/:contractId/contributions',
    {
      schema: {
        operationId: 'listContractContributions',
        tags: ['Complementary contracts'],
        summary: 'List the contributions of a contract for a month',
        description:
          'What the monthly DSN declared for the month for this complementary contract (S21.G00.78 bases of code 31, their S21.G00.79 components and S21.G00.81 individual contributions): a page of the affiliated people, ordered by collaborator id, each with their base, components and amounts, and the contract’s totals for the month over every page. Partner keys only.',
        params: ContributionParams,
        querystring: ContributionListQuery,
        response: { 200: ok(ContributionPage, 'A page of contributions.'), ...errorResponses() },
      },
      config: { auth: { scopes: ['org:employee:health_insurance:manage'], partner: true } },
    },
    handleListContributions,
  );
};
