import type { Problem } from '../hr-data/checks.ts';

/** Problems and warnings of a DSN, each named by its line and rubrique, never by its value. */
export const at = (line: number, rubrique?: string): string =>
  rubrique ? `line ${line} (${rubrique})` : `line ${line}`;

/** Messages kept for display; the counts go on past it. */
const KEPT = 1000;

export class ProblemList {
  readonly problems: Problem[] = [];
  readonly warnings: Problem[] = [];
  totalProblems = 0;
  totalWarnings = 0;
  /** The file the next problems come from, named before their line when several files are read. */
  file: string | null = null;

  private path(line: number, rubrique: string | undefined): string {
    return this.file === null ? at(line, rubrique) : `${this.file}: ${at(line, rubrique)}`;
  }

  error(line: number, rubrique: string | undefined, message: string): void {
    this.totalProblems++;
    if (this.problems.length < KEPT) this.problems.push({ path: this.path(line, rubrique), message });
  }

  warn(line: number, rubrique: string | undefined, message: string): void {
    this.totalWarnings++;
    if (this.warnings.length < KEPT) this.warnings.push({ path: this.path(line, rubrique), message });
  }
}
