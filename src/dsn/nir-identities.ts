import type { DsnIndividual } from './model.ts';
import type { ProblemList } from './problems.ts';

interface Declared {
  line: number;
  birthName: string | null;
  birthDate: string | null;
  personnelNumber: string | null;
}

/**
 * One NIR is one person in a declaration: two individual blocks of one declaration with the same
 * NIR and another birth name, birth date or personnel number are two people under one number,
 * which the import would otherwise merge into one collaborator. The second one is refused,
 * naming both lines. The same person declared twice (same identity) is not a problem here.
 */
export class NirIdentities {
  private readonly seen = new Map<string, Declared>();

  check(individual: DsnIndividual, declaration: number, problems: ProblemList): void {
    if (individual.nir === null) return;
    const key = `${declaration}:${individual.nir}`;
    const declared: Declared = {
      line: individual.line,
      birthName: individual.birthName,
      birthDate: individual.birthDate,
      personnelNumber: individual.personnelNumber,
    };
    const first = this.seen.get(key);
    if (!first) {
      this.seen.set(key, declared);
      return;
    }
    const differs = (['birthName', 'birthDate', 'personnelNumber'] as const).filter(
      (field) => first[field] !== declared[field],
    );
    if (differs.length === 0) return;
    const words = { birthName: 'birth name', birthDate: 'birth date', personnelNumber: 'personnel number' };
    problems.error(
      individual.line,
      'S21.G00.30.001',
      `the individual of line ${first.line} has the same NIR and another ${differs.map((f) => words[f]).join(', ')}: one NIR is one person in a declaration (lines ${first.line} and ${individual.line})`,
    );
  }
}
