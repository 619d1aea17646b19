import { type NirParts, nir } from './identifiers.ts';

interface Register {
  /** The NIR given to each index already drawn. */
  byIndex: Map<number, string>;
  taken: Set<string>;
}

const registers = new WeakMap<object, Register>();

/**
 * A NIR no other person of the organization has: two people born the same month in the same
 * commune drew their order number (1..999) independently, so at 10,000 people some NIRs came out
 * twice, and an import merged or refused them. The order number drawn is kept when free, else the
 * next free one of that birth month and commune is taken. The answer for an index is remembered,
 * so drawing it again gives the same NIR; indices are drawn in increasing order by every caller,
 * which makes the result the same for a given seed and size.
 */
export function uniqueNir(organization: object, index: number, parts: NirParts): string {
  let register = registers.get(organization);
  if (!register) {
    register = { byIndex: new Map(), taken: new Set() };
    registers.set(organization, register);
  }
  const known = register.byIndex.get(index);
  if (known !== undefined) return known;
  for (let step = 0; step < 999; step++) {
    const candidate = nir({ ...parts, order: ((parts.order - 1 + step) % 999) + 1 });
    if (!register.taken.has(candidate)) {
      register.taken.add(candidate);
      register.byIndex.set(index, candidate);
      return candidate;
    }
  }
  throw new Error(
    `more than 999 people born in ${parts.birthMonth}/${parts.birthYear} in ${parts.department}${parts.commune}`,
  );
}
