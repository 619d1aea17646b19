import { addDays } from './dates.ts';
import type { DsnContract, DsnEstablishment } from './model.ts';
import type { DependantPlanner } from './plan-dependants.ts';
import type { StoreState } from './state.ts';

/** The longest cover a leaver keeps (article L911-8 CSS): 12 months. */
const PORTABILITY_MONTHS = 12;

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1 + months, 1));
  // The same day of the month, or the month's last when it has fewer days.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d ?? 1, last));
  return date.toISOString().slice(0, 10);
}

/**
 * The cover a leaver keeps after the contract's end (article L911-8 CSS): from the day after the
 * end, for the length of the contract in whole months rounded up, 12 at most.
 */
export function portabilityPeriod(
  contractStart: string,
  contractEnd: string,
): { startDate: string; endDate: string } {
  const startDate = addDays(contractEnd, 1);
  let months = 1;
  while (months < PORTABILITY_MONTHS && addMonths(contractStart, months) <= contractEnd) months++;
  return { startDate, endDate: addDays(addMonths(startDate, months), -1) };
}

/**
 * What one affiliation (`S21.G00.70`) of a monthly declaration says of the people it covers and,
 * on a contract that ends with `S21.G00.62.016`, of the cover kept: folded into the planner under
 * the fiche's complementary contract. An affiliation no fiche brought was warned of already.
 */
export function planCover(
  planner: DependantPlanner,
  state: Pick<StoreState, 'complementaryContracts'>,
  input: {
    collaboratorId: string;
    contract: DsnContract;
    affiliation: DsnContract['affiliations'][number];
    establishment: DsnEstablishment;
    month: string;
    /** The affiliations the declared period brings; the last is the declared one. */
    affiliationIds: readonly string[];
  },
): void {
  const { affiliation: a, contract, collaboratorId, month } = input;
  const adhesion = a.adhesion === null ? undefined : input.establishment.adhesions.get(a.adhesion);
  const complementary = adhesion
    ? state.complementaryContracts.find(
        (k) => k.organismeCode === adhesion.organism && k.reference === adhesion.reference,
      )
    : undefined;
  if (!complementary) return;
  planner.affiliation(
    { collaborator_id: collaboratorId, contract_id: complementary.id, month },
    a.counts,
    a.dependants,
    a.line,
  );
  const affiliationId = input.affiliationIds[input.affiliationIds.length - 1];
  if (contract.end?.maintained && affiliationId !== undefined) {
    const period = portabilityPeriod(contract.startDate, contract.end.date);
    planner.portability(
      {
        affiliation_id: affiliationId,
        collaborator_id: collaboratorId,
        start_date: period.startDate,
        end_date: period.endDate,
        month,
      },
      complementary.reference,
    );
  }
}
