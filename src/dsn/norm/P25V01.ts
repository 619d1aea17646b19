import { P26V01_RUBRIQUES } from './P26V01.ts';
import type { NormTable } from './types.ts';

/**
 * NEODeS `P25V01`. The rubriques this import reads carry the same lengths and code lists here as in
 * `P26V01` (the later versions added rubriques and codes this import does not read), so the
 * table starts from that one; a difference found later is an entry changed in this file alone.
 */
export const P25V01: NormTable = { version: 'P25V01', rubriques: { ...P26V01_RUBRIQUES } };
