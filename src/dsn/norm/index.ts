import { P24V01 } from './P24V01.ts';
import { P25V01 } from './P25V01.ts';
import { P26V01 } from './P26V01.ts';
import type { NormTable } from './types.ts';

/** The norm versions accepted (`S10.G00.00.006`); P27V01 is one more table here. */
export const NORMS: Readonly<Record<string, NormTable>> = { P24V01, P25V01, P26V01 };

export const LATEST_NORM: NormTable = P26V01;

export type { NormTable, RubriqueRule } from './types.ts';
