/**
 * A NEODeS norm version as data: for each rubrique this import reads, its type (`X` text, `N`
 * number, `D` date `DDMMYYYY`), its maximum length and, when the norm closes it, its code list.
 * Rubriques absent from a table are read and ignored. A new version is a new table beside these.
 */
export interface RubriqueRule {
  type: 'X' | 'N' | 'D';
  length: number;
  codes?: readonly string[];
}

export interface NormTable {
  version: string;
  rubriques: Readonly<Record<string, RubriqueRule>>;
}
