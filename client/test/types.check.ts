import { createClient } from '../src/index.ts';

const hr = createClient({ baseUrl: 'http://x/api/public/v1', apiKey: 'k' });
export async function f() {
  const r = await hr.listCollaborators({ organizationId: 'o', status: 'active', limit: 100 });
  const first = r.data[0];
  const n: string | null | undefined = first?.birthName;
  for await (const mv of hr.paginate('listMealVouchers', { organizationId: 'o', month: 1, year: 2026 })) {
    const c: number = mv.count;
    console.log(c, n);
  }
  for await (const c of hr.paginate('listCollaborators', { organizationId: 'o' })) console.log(c.lastName);
  await hr.replaceAffiliations({ organizationId: 'o', establishmentId: 'e', affiliations: [] });
  // @ts-expect-error not a list
  hr.paginate('getCollaborator', { organizationId: 'o', collaboratorId: 'c' });
  // @ts-expect-error month required
  await hr.listMealVouchers({ organizationId: 'o', year: 2026 });
  // @ts-expect-error bad status
  await hr.listCollaborators({ organizationId: 'o', status: 'bogus' });
  const org = await hr.getOrganization({ organizationId: 'o' });
  return org;
}
