import type { Kysely } from 'kysely';
import type { FieldVisibility } from '../auth/field-visibility.ts';
import { appendChanges } from '../changes/change-log.ts';
import { lockOrganizationForWrite } from '../complementary-contracts/complementary-contracts.queries.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import { inBatches, MAX_PARAMETERS } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { Engine } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { notFound, type Problem } from '../shared/domain-errors.ts';
import { nowIso, todayIn } from '../shared/time.ts';
import { applySteps, pairPeriods } from './affiliation-periods.ts';
import {
  type AffiliationChoice,
  affiliationKey,
  affiliationStepWithin,
  currentPeriods,
  planAffiliations,
} from './affiliation-plan.ts';
import {
  contractAndOptionProblems,
  employmentOf,
  type KnownIds,
  knownIds,
  refusal,
  requireBodyEstablishment,
} from './affiliation-references.ts';
import { establishmentAffiliations, findAffiliation, requireCollaborator } from './affiliations.queries.ts';
import type {
  Affiliation,
  CollaboratorAffiliationBody,
  EstablishmentAffiliationsBody,
} from './affiliations.schema.ts';

interface WriteContext {
  db: Kysely<Database>;
  engine: Engine;
  organizationId: string;
  actor: Actor;
}

async function organizationToday(trx: Kysely<Database>, organizationId: string): Promise<string> {
  const organization = await trx
    .selectFrom('organizations')
    .select('timezone')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound('organization');
  return todayIn(organization.timezone);
}

/**
 * What is wrong with a list before anything is planned: an unknown collaborator or one of another
 * establishment, an unknown contract or option, a collaborator listed twice in one contract.
 */
function listProblems(
  list: EstablishmentAffiliationsBody['affiliations'],
  known: KnownIds,
  establishmentId: string,
): Problem[] {
  const errors: Problem[] = [];
  const firstIndex = new Map<string, number>();
  list.forEach((a, i) => {
    const prefix = `affiliations[${i}].`;
    const establishment = known.collaboratorEstablishment.get(a.employeeId);
    if (establishment === undefined) {
      errors.push({
        in: 'body',
        name: `${prefix}employeeId`,
        message: `unknown collaborator ${a.employeeId}`,
      });
    } else if (establishment !== establishmentId) {
      errors.push({
        in: 'body',
        name: `${prefix}employeeId`,
        message: `collaborator ${a.employeeId} is not in establishment ${establishmentId}`,
      });
    }
    errors.push(...contractAndOptionProblems(known, prefix, a.complementaryContractId, a.optionId));
    const key = affiliationKey({ collaboratorId: a.employeeId, contractId: a.complementaryContractId });
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, i);
    else {
      errors.push({
        in: 'body',
        name: `affiliations[${i}]`,
        message: `repeats collaborator ${a.employeeId} in complementary contract ${a.complementaryContractId} (first at affiliations[${first}])`,
      });
    }
  });
  return errors;
}

/** The plan's refusals, each at its place in the list. */
function planRefusal(refusals: ReturnType<typeof planAffiliations>['refusals']) {
  return refusal(
    refusals.map(({ index, refusal: problem }) => ({
      in: 'body' as const,
      name: `affiliations[${index}].${problem.field}`,
      message: problem.message,
    })),
  );
}

/**
 * Makes the establishment's affiliations equal to the list, in one transaction serialized per
 * organization. Any unknown or mismatched id refuses the whole list before anything is written.
 */
export async function replaceEstablishmentAffiliations(
  ctx: WriteContext,
  body: EstablishmentAffiliationsBody,
): Promise<{ created: number; deleted: number }> {
  const { organizationId } = ctx;
  const counts = await writeTransaction(ctx, async (trx) => {
    await lockOrganizationForWrite(trx, ctx.engine, organizationId);
    await requireBodyEstablishment(trx, organizationId, body.establishmentId);
    const list = body.affiliations;
    const known = await knownIds(trx, organizationId, {
      collaborators: list.map((a) => a.employeeId),
      contracts: list.map((a) => a.complementaryContractId),
      options: list.map((a) => a.optionId),
    });
    const errors = listProblems(list, known, body.establishmentId);
    if (errors.length > 0) throw refusal(errors);

    const wanted: AffiliationChoice[] = list.map((a) => ({
      collaboratorId: a.employeeId,
      contractId: a.complementaryContractId,
      optionId: a.optionId,
      status: a.status,
      startDate: a.startDate,
      endDate: a.endDate,
    }));
    const today = await organizationToday(trx, organizationId);
    const stored = await establishmentAffiliations(trx, organizationId, body.establishmentId);
    const employment = await employmentOf(
      trx,
      organizationId,
      list.map((a) => a.employeeId),
    );
    const plan = planAffiliations(stored, wanted, today, employment);
    if (plan.refusals.length > 0) throw planRefusal(plan.refusals);
    const now = nowIso();
    await inBatches(plan.remove, MAX_PARAMETERS, (ids) =>
      trx
        .deleteFrom('affiliations')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .execute(),
    );
    const establishmentId = body.establishmentId;
    const applied = await applySteps(
      trx,
      organizationId,
      plan.steps.map(({ choice, step }) => ({ pair: choice, step })),
      now,
      establishmentId,
    );
    const ownerOf = new Map(stored.map((a) => [a.id, a.collaboratorId]));
    await appendChanges(trx, organizationId, [
      ...plan.remove.map((id) => ({
        type: 'affiliation.deleted' as const,
        resourceId: id,
        collaboratorId: ownerOf.get(id) ?? null,
        establishmentId,
      })),
      ...applied.changes,
    ]);
    await recordAudit(trx, organizationId, ctx.actor, {
      action: 'affiliations.replaced',
      targetType: 'establishment',
      targetId: body.establishmentId,
      details: { created: plan.created, deleted: plan.deleted, listed: list.length },
    });
    return { created: plan.created, deleted: plan.deleted };
  });
  // A list of 50,000 fills affiliations and the change log: the next reads plan on what they
  // hold. Analyzed only: a vacuum would add about a second to the answer the client waits for.
  await refreshStatistics(ctx, counts.created + counts.deleted, ['affiliations', 'change_events'], 'analyze');
  return counts;
}

/** Creates or changes one collaborator's affiliation to one contract, and returns it. */
export async function upsertCollaboratorAffiliation(
  ctx: WriteContext,
  collaboratorId: string,
  body: CollaboratorAffiliationBody,
  visibility?: FieldVisibility,
): Promise<Affiliation> {
  const { organizationId } = ctx;
  // What this transaction wrote is read inside it: after the commit, a concurrent bulk PUT may
  // already have replaced the affiliation (PostgreSQL), and a read-back would answer 404.
  return writeTransaction(ctx, async (trx) => {
    await lockOrganizationForWrite(trx, ctx.engine, organizationId);
    const collaborator = await requireCollaborator(trx, organizationId, collaboratorId);
    await requireBodyEstablishment(trx, organizationId, body.establishmentId);
    const known = await knownIds(trx, organizationId, {
      collaborators: [],
      contracts: [body.complementaryContractId],
      options: [body.optionId],
    });
    const errors: Problem[] = [];
    if (collaborator.establishmentId !== body.establishmentId) {
      errors.push({
        in: 'body',
        name: 'establishmentId',
        message: `collaborator ${collaboratorId} is not in establishment ${body.establishmentId}`,
      });
    }
    errors.push(...contractAndOptionProblems(known, '', body.complementaryContractId, body.optionId));
    if (errors.length > 0) throw refusal(errors);

    const choice: AffiliationChoice = {
      collaboratorId,
      contractId: body.complementaryContractId,
      optionId: body.optionId,
      status: body.status,
      startDate: body.startDate,
      endDate: body.endDate,
    };
    const today = await organizationToday(trx, organizationId);
    const periods = await pairPeriods(trx, organizationId, collaboratorId, body.complementaryContractId);
    const employment = (await employmentOf(trx, organizationId, [collaboratorId])).get(collaboratorId) ?? [];
    const current = currentPeriods(periods).get(affiliationKey(choice));
    const step = affiliationStepWithin(current, choice, today, employment);
    if (step.kind === 'refused') {
      throw refusal([{ in: 'body', name: step.field, message: step.message }]);
    }
    const applied = await applySteps(
      trx,
      organizationId,
      [{ pair: choice, step }],
      nowIso(),
      collaborator.establishmentId,
    );
    const affiliationId = applied.currentIds[0];
    await appendChanges(trx, organizationId, applied.changes);
    const change = step.kind === 'unchanged' ? 'unchanged' : step.kind === 'start' ? 'created' : 'changed';
    await recordAudit(trx, organizationId, ctx.actor, {
      action: 'affiliation.upserted',
      targetType: 'collaborator',
      targetId: collaboratorId,
      details: {
        complementaryContractId: choice.contractId,
        optionId: choice.optionId,
        status: choice.status,
        change,
      },
    });
    const affiliation =
      affiliationId && (await findAffiliation(trx, organizationId, affiliationId, visibility));
    if (!affiliation) throw notFound('affiliation');
    return affiliation;
  });
}
