import { type DsnSource, dsnBufferSource } from '../../src/dsn/lines.ts';
import { type DsnSeedOptions, dsnSeedOrganization, type GenOrganization } from '../../src/seed/dsn-model.ts';
import { dsnMonthLines, dsnSeedDocument } from '../../src/seed/dsn-writer.ts';

export const SIX_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

/** A generated organization: its monthly DSNs as ISO-8859-1 bytes, and the equivalent document. */
export async function seededMonths(
  organizationId: string,
  options: Partial<DsnSeedOptions> = {},
): Promise<{ org: GenOrganization; files: Map<string, Buffer>; document: Record<string, unknown> }> {
  const org = dsnSeedOrganization({
    collaborators: 40,
    seed: 'dsn-tests',
    organizationId,
    asOf: '2026-06-15',
    months: SIX_MONTHS,
    ...options,
  });
  const files = new Map<string, Buffer>();
  for (const month of org.months) {
    let text = '';
    for await (const chunk of dsnMonthLines(org, month)) text += chunk;
    files.set(month, Buffer.from(text, 'latin1'));
  }
  return { org, files, document: dsnSeedDocument(org) };
}

export const sourceOf = (files: Map<string, Buffer>, month: string): DsnSource =>
  dsnBufferSource(`${month}.dsn`, files.get(month) ?? Buffer.alloc(0));
