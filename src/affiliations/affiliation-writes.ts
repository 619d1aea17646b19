import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit.ts';
import { appendChanges, type NewChange } from '../changes/change-log.ts';
import { lockOrganizationForWrite } from '../complementary-contracts/complementary-contracts.queries.ts';
import { inBatches, MAX_PARAMETERS, rowsPerInsert } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
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
  return writeTransaction(ctx, async (trx) => {
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
    await inBatches(plan.remove, MAX_PARAMETERS, (ids) =>
      trx
        .deleteFrom('affiliations')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .execute(),
    );
    await changeAffiliations(trx, organizationId, plan.replace, today, now);
    const createdIds = await insertAffiliations(trx, organizationId, plan.create, today, now);
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
      ...plan.create.map((choice, i) => ({
        type: 'affiliation.created' as const,
        resourceId: createdIds[i] ?? '',
        collaboratorId: choice.collaboratorId,
        establishmentId,
      })),
    ];
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
    let affiliationId: string | undefined;
    let change: 'created' | 'changed' | 'unchanged';
    if (!current) {
      const [created] = await insertAffiliations(trx, organizationId, [choice], today, now);
      if (created === undefined) throw new Error('an affiliation insert returned no id');
      affiliationId = created;
      change = 'created';
    } else if (current.option_id !== choice.optionId || current.status !== choice.status) {
      affiliationId = current.id;
      await changeAffiliations(trx, organizationId, [{ id: current.id, to: choice }], today, now);
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
    const affiliation = affiliationId && (await findAffiliation(trx, organizationId, affiliationId));
    if (!affiliation) throw notFound('affiliation');
    return affiliation;
  });
}

const AFFILIATION_COLUMNS = 10;

/** Inserts the new affiliations in bounded multi-row statements; returns their ids in order. */
async function insertAffiliations(
  trx: Kysely<Database>,
  organizationId: string,
  choices: readonly AffiliationChoice[],
  today: string,
  now: string,
): Promise<string[]> {
  const rows = choices.map((choice) => {
    const dates = affiliationDates(choice.status, today);
    return {
      organization_id: organizationId,
      id: uuidv7(),
      collaborator_id: choice.collaboratorId,
      contract_id: choice.contractId,
      option_id: choice.optionId,
      status: choice.status,
      start_date: dates.startDate,
      end_date: dates.endDate,
      created_at: now,
      updated_at: now,
    };
  });
  await inBatches(rows, rowsPerInsert(AFFILIATION_COLUMNS), (batch) =>
    trx.insertInto('affiliations').values(batch).execute(),
  );
  return rows.map((row) => row.id);
}

/**
 * A changed option or status is a new affiliation in all but its id: it starts today. Changes that
 * set the same option and status are one bounded `IN` update each.
 */
async function changeAffiliations(
  trx: Kysely<Database>,
  organizationId: string,
  changes: readonly { id: string; to: AffiliationChoice }[],
  today: string,
  now: string,
): Promise<void> {
  const byTarget = new Map<string, { choice: AffiliationChoice; ids: string[] }>();
  for (const { id, to } of changes) {
    const target = JSON.stringify([to.optionId, to.status]);
    const group = byTarget.get(target) ?? { choice: to, ids: [] };
    group.ids.push(id);
    byTarget.set(target, group);
  }
  for (const { choice, ids } of byTarget.values()) {
    const dates = affiliationDates(choice.status, today);
    await inBatches(ids, MAX_PARAMETERS, (batch) =>
      trx
        .updateTable('affiliations')
        .set({
          option_id: choice.optionId,
          status: choice.status,
          start_date: dates.startDate,
          end_date: dates.endDate,
          updated_at: now,
        })
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute(),
    );
  }
}
