import { type BlockNode, value } from './blocks.ts';
import { dsnDate } from './dates.ts';
import type { ProblemList } from './problems.ts';

/** How the model reads a block's values: trimmed text, real dates, numbers; null when absent. */
export const text = (node: BlockNode, suffix: string): string | null => {
  const v = value(node, suffix);
  return v === null || v.trim() === '' ? null : v.trim();
};
export const date = (node: BlockNode, suffix: string): string | null => {
  const v = value(node, suffix);
  return v === null ? null : dsnDate(v);
};
export const number = (node: BlockNode, suffix: string): number | null => {
  const v = value(node, suffix);
  return v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
};
export const childrenOf = (node: BlockNode, kind: string) => node.children.filter((c) => c.kind === kind);

/**
 * Where a missing rubrique of a block is reported: the block's first line, named by the rubrique
 * that line holds (a missing rubrique is on no line of its own; its code goes in the message).
 */
export function missing(node: BlockNode, problems: ProblemList, message: string): void {
  const first = Object.keys(node.lines).find((suffix) => node.lines[suffix] === node.line);
  problems.error(node.line, first === undefined ? undefined : `${node.kind}.${first}`, message);
}
