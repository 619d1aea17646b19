import { P24V01 } from './P24V01.ts';
import { P25V01 } from './P25V01.ts';
import { P26V01 } from './P26V01.ts';
import type { NormTable } from './types.ts';

/** The norm versions accepted (`S10.G00.00.006`); P27V01 is one more generated table here. */
export const NORMS: Readonly<Record<string, NormTable>> = { P24V01, P25V01, P26V01 };

export const LATEST_NORM: NormTable = P26V01;

/** The versions whose list holds `value` for `rubrique`, to say where a refused code belongs. */
export function versionsWithCode(rubrique: string, value: string): string[] {
  return Object.values(NORMS)
    .filter((norm) => {
      const codes = norm.rubriques[rubrique]?.codes;
      return codes !== undefined && Object.hasOwn(codes, value);
    })
    .map((norm) => norm.version);
}

export type { NormTable, RubriqueRule } from './types.ts';
