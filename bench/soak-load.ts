import type { SoakStore } from './soak-store.ts';

export interface SoakRequest {
  kind: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
}

interface Contract {
  id: string;
  options: { id: string }[];
}

export type Caller = (request: SoakRequest) => Promise<{ status: number; text: string }>;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** A month within three of this one, as the query parameters of the dated reads want it. */
function aMonth() {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + Math.floor(Math.random() * 7) - 3, 1);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, range: `startDate=${year}-${mm}-01&endDate=${year}-${mm}-${last}` };
}

/**
 * The mix, by weight: reads of every resource (self-serve and partner), and about one request in
 * eight a write (per-collaborator affiliation PUTs, fiche imports). Imports the fiche once first,
 * to learn the contracts and options the affiliation PUTs name.
 */
export async function prepareLoad(call: Caller, store: SoakStore): Promise<{ next(): SoakRequest }> {
  const org = `/api/public/v1/organizations/${store.organizationId}`;
  const ficheImport: SoakRequest = {
    kind: 'fiche import',
    method: 'POST',
    path: `${org}/complementary-contracts/fiche-parametrage`,
    body: store.fiche,
  };
  const first = await call(ficheImport);
  if (first.status !== 200) throw new Error(`the first fiche import answered ${first.status}: ${first.text}`);
  const imported = JSON.parse(first.text) as { data: { created: Contract[]; updated: Contract[] } };
  const contracts = [...imported.data.created, ...imported.data.updated];
  const pages = Math.ceil(store.collaborators.length / 20);
  const read = (kind: string, path: string): SoakRequest => ({ kind, method: 'GET', path: `${org}${path}` });
  const affiliationPut = (): SoakRequest => {
    const collaborator = pick(store.collaborators);
    const contract = pick(contracts);
    return {
      kind: 'affiliation PUT',
      method: 'PUT',
      path: `${org}/collaborators/${collaborator.id}/affiliations`,
      body: {
        establishmentId: collaborator.establishmentId,
        complementaryContractId: contract.id,
        optionId: pick(contract.options).id,
        status: pick(['active', 'active', 'exempted', 'terminated'] as const),
      },
    };
  };
  const mix: [number, () => SoakRequest][] = [
    [25, () => read('collaborators list', `/collaborators?page=${1 + Math.floor(Math.random() * pages)}`)],
    [5, () => read('collaborators list, active', '/collaborators?status=active&limit=50')],
    [10, () => read('collaborator', `/collaborators/${pick(store.collaborators).id}`)],
    [15, () => read('absences', `/absences?${aMonth().range}&limit=100`)],
    [10, () => read('work locations', `/work-locations?${aMonth().range}&limit=100`)],
    [4, () => read('organization', '')],
    [
      6,
      () => {
        const { year, month } = aMonth();
        return read('meal vouchers', `/meal-vouchers?year=${year}&month=${month}&limit=50`);
      },
    ],
    [5, () => read('complementary contracts', '/complementary-contracts?limit=10')],
    [8, () => read('affiliations read', `/collaborators/${pick(store.collaborators).id}/affiliations`)],
    [10, affiliationPut],
    [2, () => ficheImport],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next() {
      let roll = Math.random() * total;
      for (const [weight, make] of mix) {
        roll -= weight;
        if (roll < 0) return make();
      }
      return ficheImport;
    },
  };
}
