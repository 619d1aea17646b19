import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { categoriesShown, visibilityOfKey } from '../auth/field-visibility.ts';
import { auditActorOf } from '../auth/keys/api-keys.ts';
import { paginated } from '../db/keyset.ts';
import { withLongStatements } from '../db/postgres-pool.ts';
import { invalidBody } from '../http/errors.ts';
import { listWindow } from '../http/pagination.ts';
import { idsFilter } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { noteDataAccess, readDbOf } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { component } from '../schema/kit.ts';
import { Paginated, paginationQuery } from '../schema/pagination.ts';
import { EstablishmentQuery, Id, IdsQuery, OrganizationParams } from '../schema/params.ts';
import { CONTRACT_ORDER, countContracts, listContracts } from './complementary-contracts.queries.ts';
import {
  ComplementaryContract,
  ComplementaryContractWithAffiliations,
  ContractChange,
  ContractPreview,
} from './complementary-contracts.schema.ts';
import { FICHE_LIMITS } from './fiche/fiche-parser.ts';
import { importFiche } from './fiche-import.ts';

/** A fiche carried as JSON text: its own bound plus room for JSON escaping. */
export const FICHE_BODY_LIMIT = 2 * 1024 * 1024;

const FicheQuery = Type.Object(
  {
    // Query strings are text: exactly true or false is read as a boolean (src/http/strict-numbers.ts).
    dryRun: Type.Optional(
      Type.Boolean({
        description:
          'true: parse, check and plan exactly as the import does, write nothing, answer the plan.',
        'x-expected': 'true or false',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * Contracts per page: each carries every affiliated employee (never truncated: a missing employee
 * would read as "not covered"), so pages hold fewer contracts than other lists. See
 * docs/partner-api.md, "Page size".
 */
export const CONTRACTS_MAX_LIMIT = 10;

const FicheBody = component(
  'FicheParametrageImport',
  Type.Object(
    {
      establishmentId: Id(
        'The establishment the fiche is for; its NIC must match Entreprise@NIC when given.',
      ),
      ficheParametrageXml: Type.String({
        minLength: 1,
        maxLength: FICHE_LIMITS.maxChars,
        description: 'The DSN fiche de paramétrage (FICHE or LotFicheParam, version 1.3.x) as text.',
      }),
    },
    { additionalProperties: false },
  ),
);

/**
 * The fiche may open with one byte-order mark (the parser drops it); a second one is text no fiche
 * writer produces and no XML parser reads the same way, so it is refused where it is.
 */
function assertOneByteOrderMark(xml: string): void {
  if (xml.startsWith('\uFEFF\uFEFF')) {
    throw invalidBody('ficheParametrageXml starts with a second byte-order mark, at byte 3 of its text', [
      { in: 'body', name: 'ficheParametrageXml', message: 'has a second byte-order mark at byte 3' },
    ]);
  }
}

const ContractListQuery = Type.Object(
  {
    ...paginationQuery(CONTRACTS_MAX_LIMIT, CONTRACTS_MAX_LIMIT),
    ...EstablishmentQuery,
    ...IdsQuery(CONTRACTS_MAX_LIMIT, 'contracts'),
  },
  { additionalProperties: false },
);

type ListRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof ContractListQuery>;
}>;

/** A page of contracts, each with its options and everyone affiliated to it. */
export async function handleListContracts(request: ListRequest) {
  const { organizationId } = request.params;
  const { page, limit, cursor, establishmentId } = request.query;
  const ids = idsFilter(request.query.ids, CONTRACTS_MAX_LIMIT, 'contracts');
  const scope = { list: 'complementary-contracts', organizationId, filters: { establishmentId, ids } };
  const window = await listWindow({ page, limit, cursor }, request, scope, CONTRACT_ORDER.length);
  const db = await readDbOf(request, request.params.organizationId);
  const visibility = visibilityOfKey(requestKey(request));
  await requireEstablishment(db, organizationId, establishmentId);
  const [total, { rows, nextKey }] = await Promise.all([
    countContracts(db, organizationId, ids),
    listContracts(db, organizationId, window, establishmentId, ids, visibility),
  ]);
  const employees = rows.flatMap((contract) => contract.affiliatedEmployees);
  // Who is affiliated to which health-insurance contract is each of those people's data.
  noteDataAccess(
    request,
    employees.map((employee) => employee.id),
    ['affiliation'],
  );
  // Their dependants are third parties' data, read through them.
  noteDataAccess(
    request,
    employees.filter((e) => (e.beneficiaries ?? []).length > 0).map((e) => e.id),
    categoriesShown(visibility, ['beneficiaries', 'socialSecurityNumber']),
  );
  return paginated(rows, total, window, nextKey);
}

type ImportRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof FicheQuery>;
  Body: Static<typeof FicheBody>;
}>;

/** Imports a fiche de paramétrage (or plans it, with dryRun), all or nothing. */
export async function handleImportFiche(request: ImportRequest) {
  const { config, store } = request.server;
  const key = requestKey(request);
  assertOneByteOrderMark(request.body.ficheParametrageXml);
  const data = await withLongStatements(config.dbImportTimeoutMs, () =>
    importFiche(store, store.engine, request.params.organizationId, auditActorOf(key), request.body, {
      dryRun: request.query.dryRun === true,
    }),
  );
  return { data };
}

export const complementaryContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/complementary-contracts',
    {
      schema: {
        operationId: 'listComplementaryContracts',
        tags: ['Complementary contracts'],
        summary: 'List complementary contracts',
        description:
          'A page of the complementary health-insurance contracts, ordered by contract reference then id, each with its options and affiliated collaborators. Partner keys only.',
        params: OrganizationParams,
        querystring: ContractListQuery,
        response: {
          200: ok(Paginated(ComplementaryContractWithAffiliations), 'A page of complementary contracts.'),
          ...errorResponses(),
        },
      },
      config: {
        auth: { scopes: ['org:employee:health_insurance:manage'], partner: true },
        readCache: ['health', 'people'],
      },
    },
    handleListContracts,
  );

  app.post(
    '/organizations/:organizationId/complementary-contracts/fiche-parametrage',
    {
      bodyLimit: FICHE_BODY_LIMIT,
      schema: {
        operationId: 'importFicheParametrage',
        tags: ['Complementary contracts'],
        summary: 'Import a DSN fiche de paramétrage',
        description:
          'Creates or updates complementary contracts from a DSN fiche de paramétrage (FICHE or LotFicheParam, version 1.3.x) carried as text. All or nothing, idempotent: importing the same fiche again lands everything in `updated`. A DOCTYPE is refused. Partner keys only.',
        params: OrganizationParams,
        querystring: FicheQuery,
        body: FicheBody,
        response: {
          200: ok(
            Type.Object({
              data: Type.Object({
                created: Type.Array(Type.Union([ComplementaryContract, ContractPreview]), {
                  description:
                    'The contracts created; in a dry run, those the import would create, without ids.',
                }),
                updated: Type.Array(ComplementaryContract, {
                  description:
                    'Every contract of the fiche the organization already has (as stored before, in a dry run).',
                }),
                unchanged: Type.Array(Type.String(), {
                  description: 'The ids of the contracts of `updated` the fiche leaves as they are.',
                }),
                changes: Type.Array(ContractChange, {
                  description:
                    'Per contract of `updated` that changes: its fields and options, before → after.',
                }),
              }),
            }),
            'The contracts created and updated; with dryRun=true, what the import would do, writing nothing.',
          ),
          ...errorResponses({ body: true }),
        },
      },
      config: {
        auth: { scopes: ['org:employee:health_insurance:manage'], partner: true },
        // The fiche parser refuses control characters with the element, attribute and line.
        bodyDocuments: ['ficheParametrageXml'],
      },
    },
    handleImportFiche,
  );
};
