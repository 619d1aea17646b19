import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit.ts';
import { appendChanges, type NewChange } from '../changes/change-log.ts';
import { lockOrganizationForWrite } from '../complementary-contracts/complementary-contracts.queries.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { type FieldError, notFound } from '../http/errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso, todayIn } from '../shared/time.ts';
import {
  type AffiliationChoice,
  affiliationDates,
  affiliationKey,
  planAffiliations,
} from './affiliation-plan.ts';
import {
  contractAndOptionProblems,
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
 * Makes the establishment's affiliations equal to the list, in one transaction serialized per
 * organization. Any unknown or mismatched id refuses the whole list before anything is written.
 */
export async function replaceEstablishmentAffiliations(
  ctx: WriteContext,
  body: EstablishmentAffiliationsBody,
): Promise<{ created: number; deleted: number }> {
  const { organizationId } = ctx;
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrganizationForWrite(trx, ctx.engine, organizationId);
    await requireBodyEstablishment(trx, organizationId, body.establishmentId);
    const list = body.affiliations;
    const known = await knownIds(trx, organizationId, {
      collaborators: list.map((a) => a.employeeId),
      contracts: list.map((a) => a.complementaryContractId),
      options: list.map((a) => a.optionId),
    });
    const errors: FieldError[] = [];
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
      } else if (establishment !== body.establishmentId) {
        errors.push({
          in: 'body',
          name: `${prefix}employeeId`,
          message: `collaborator ${a.employeeId} is not in establishment ${body.establishmentId}`,
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
    if (errors.length > 0) throw refusal(errors);

    const wanted: AffiliationChoice[] = list.map((a) => ({
      collaboratorId: a.employeeId,
      contractId: a.complementaryContractId,
      optionId: a.optionId,
      status: a.status,
    }));
    const stored = await establishmentAffiliations(trx, organizationId, body.establishmentId);
    const plan = planAffiliations(stored, wanted);
    const today = await organizationToday(trx, organizationId);
    const now = nowIso();
    if (plan.remove.length > 0) {
      await trx
        .deleteFrom('affiliations')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', plan.remove)
        .execute();
    }
    for (const { id, to } of plan.replace) await changeAffiliation(trx, organizationId, id, to, today, now);
    const establishmentId = body.establishmentId;
    const ownerOf = new Map(stored.map((a) => [a.id, a.collaboratorId]));
    const changes: NewChange[] = [
      ...plan.remove.map((id) => ({
        type: 'affiliation.deleted' as const,
        resourceId: id,
        collaboratorId: ownerOf.get(id) ?? null,
        establishmentId,
      })),
      ...plan.replace.map(({ id, to }) => ({
        type: 'affiliation.updated' as const,
        resourceId: id,
        collaboratorId: to.collaboratorId,
        establishmentId,
      })),
    ];
    for (const choice of plan.create) {
      const id = await insertAffiliation(trx, organizationId, choice, today, now);
      changes.push({
        type: 'affiliation.created',
        resourceId: id,
        collaboratorId: choice.collaboratorId,
        establishmentId,
      });
    }
    await appendChanges(trx, organizationId, changes);
    await recordAudit(trx, organizationId, ctx.actor, {
      action: 'affiliations.replaced',
      targetType: 'establishment',
      targetId: body.establishmentId,
      details: { created: plan.created, deleted: plan.deleted, listed: list.length },
    });
    return { created: plan.created, deleted: plan.deleted };
  });
}

/** Creates or changes one collaborator's affiliation to one contract, and returns it. */
export async function upsertCollaboratorAffiliation(
  ctx: WriteContext,
  collaboratorId: string,
  body: CollaboratorAffiliationBody,
): Promise<Affiliation> {
  const { organizationId } = ctx;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockOrganizationForWrite(trx, ctx.engine, organizationId);
    const collaborator = await requireCollaborator(trx, organizationId, collaboratorId);
    await requireBodyEstablishment(trx, organizationId, body.establishmentId);
    const known = await knownIds(trx, organizationId, {
      collaborators: [],
      contracts: [body.complementaryContractId],
      options: [body.optionId],
    });
    const errors: FieldError[] = [];
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
    };
    const current = await trx
      .selectFrom('affiliations')
      .select(['id', 'option_id', 'status'])
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', '=', collaboratorId)
      .where('contract_id', '=', body.complementaryContractId)
      .executeTakeFirst();
    const today = await organizationToday(trx, organizationId);
    const now = nowIso();
    let affiliationId: string;
    let change: 'created' | 'changed' | 'unchanged';
    if (!current) {
      affiliationId = await insertAffiliation(trx, organizationId, choice, today, now);
      change = 'created';
    } else if (current.option_id !== choice.optionId || current.status !== choice.status) {
      affiliationId = current.id;
      await changeAffiliation(trx, organizationId, current.id, choice, today, now);
      change = 'changed';
    } else {
      affiliationId = current.id;
      change = 'unchanged';
    }
    if (change !== 'unchanged') {
      await appendChanges(trx, organizationId, [
        {
          type: change === 'created' ? 'affiliation.created' : 'affiliation.updated',
          resourceId: affiliationId,
          collaboratorId,
          establishmentId: collaborator.establishmentId,
        },
      ]);
    }
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
    return affiliationId;
  });
  const affiliation = await findAffiliation(ctx.db, organizationId, id);
  if (!affiliation) throw notFound('affiliation');
  return affiliation;
}

async function insertAffiliation(
  trx: Kysely<Database>,
  organizationId: string,
  choice: AffiliationChoice,
  today: string,
  now: string,
): Promise<string> {
  const id = uuidv7();
  const dates = affiliationDates(choice.status, today);
  await trx
    .insertInto('affiliations')
    .values({
      organization_id: organizationId,
      id,
      collaborator_id: choice.collaboratorId,
      contract_id: choice.contractId,
      option_id: choice.optionId,
      status: choice.status,
      start_date: dates.startDate,
      end_date: dates.endDate,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A changed option or status is a new affiliation in all but its id: it starts today. */
async function changeAffiliation(
  trx: Kysely<Database>,
  organizationId: string,
  id: string,
  choice: AffiliationChoice,
  today: string,
  now: string,
): Promise<void> {
  const dates = affiliationDates(choice.status, today);
  await trx
    .updateTable('affiliations')
    .set({
      option_id: choice.optionId,
      status: choice.status,
      start_date: dates.startDate,
      end_date: dates.endDate,
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}
