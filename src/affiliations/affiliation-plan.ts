/** What an affiliation is: one collaborator in one complementary contract, with an option and a status. */
export interface AffiliationChoice {
  collaboratorId: string;
  contractId: string;
  optionId: string;
  status: string;
}

export interface StoredAffiliation extends AffiliationChoice {
  id: string;
}

export interface AffiliationPlan {
  create: AffiliationChoice[];
  /** A stored affiliation whose option or status changes: one deleted and one created. */
  replace: { id: string; to: AffiliationChoice }[];
  remove: string[];
  created: number;
  deleted: number;
}

export const affiliationKey = (a: { collaboratorId: string; contractId: string }) =>
  JSON.stringify([a.collaboratorId, a.contractId]);

/**
 * How to make `stored` equal to `wanted` (DECISIONS.md): an unchanged affiliation is left alone
 * and counts nowhere; a new one counts in `created`, a missing one in `deleted`, and a changed
 * option or status in both. `wanted` holds at most one choice per (collaborator, contract).
 */
export function planAffiliations(
  stored: readonly StoredAffiliation[],
  wanted: readonly AffiliationChoice[],
): AffiliationPlan {
  const storedByKey = new Map(stored.map((a) => [affiliationKey(a), a]));
  const wantedKeys = new Set<string>();
  const create: AffiliationChoice[] = [];
  const replace: AffiliationPlan['replace'] = [];
  for (const choice of wanted) {
    const key = affiliationKey(choice);
    wantedKeys.add(key);
    const current = storedByKey.get(key);
    if (!current) create.push(choice);
    else if (current.optionId !== choice.optionId || current.status !== choice.status) {
      replace.push({ id: current.id, to: choice });
    }
  }
  const remove = stored.filter((a) => !wantedKeys.has(affiliationKey(a))).map((a) => a.id);
  return {
    create,
    replace,
    remove,
    created: create.length + replace.length,
    deleted: remove.length + replace.length,
  };
}

/** A new or changed affiliation starts today; a terminated one also ends today. */
export function affiliationDates(
  status: string,
  today: string,
): { startDate: string; endDate: string | null } {
  return { startDate: today, endDate: status === 'terminated' ? today : null };
}
