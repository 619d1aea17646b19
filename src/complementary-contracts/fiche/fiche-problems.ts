/** A problem found in a fiche, located by its path in the document. */
export interface FicheProblem {
  /** Where in the document: `FICHE[1]/GROUPE[NumeroGrp=1]/ParametresContrats[2]/Organisme/@CodeOC`. */
  where: string;
  message: string;
  line?: number;
}

/** A fiche the API refuses, with every problem found (up to the parser's `maxProblems`). */
export class FicheRefused extends Error {
  constructor(readonly problems: FicheProblem[]) {
    super(problems.map(describeProblem).join('; '));
  }
}

export function describeProblem(problem: FicheProblem): string {
  const line = problem.line === undefined ? '' : ` (line ${problem.line})`;
  return problem.where ? `${problem.where}: ${problem.message}${line}` : `${problem.message}${line}`;
}
