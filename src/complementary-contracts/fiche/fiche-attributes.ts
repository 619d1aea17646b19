/**
 * The attributes the API keeps from a fiche, with the lengths and patterns of the published
 * schema (FICHE-PARAM-DSN-IP-V1.3.3.xsd). XSD patterns match the whole value.
 */

/** The DSN character set of the schema's free-text attributes (Latin-1 letters, digits, some signs). */
const DSN_TEXT =
  /^[\x20\x22\x26-\x3A\x3D\x40-\x5A\x5F-\x7A\xAB\xB0\xBB\xC0-\xC5\xC7-\xCF\xD1-\xD6\xD9-\xDD\xE0-\xE5\xE7-\xEF\xF1-\xF6\xF9-\xFD\xFF]+$/;

export interface AttributeRule {
  required: boolean;
  minLength: number;
  maxLength: number;
  pattern: RegExp;
  /** What the pattern means, for the refusal message. */
  expected: string;
}

const text = (maxLength: number): AttributeRule => ({
  required: true,
  minLength: 1,
  maxLength,
  pattern: DSN_TEXT,
  expected: 'characters of the DSN character set',
});

export const ATTRIBUTE_RULES = {
  Entreprise: {
    SIREN: {
      required: true,
      minLength: 9,
      maxLength: 9,
      pattern: /^[0-9]*[1-9][0-9]*$/,
      expected: '9 digits',
    },
    NIC: { required: false, minLength: 5, maxLength: 5, pattern: /^[0-9]{5}$/, expected: '5 digits' },
  },
  GROUPE: {
    NumeroGrp: {
      required: true,
      minLength: 1,
      maxLength: 6,
      pattern: /^[0-9A-Za-z]*$/,
      expected: 'letters and digits',
    },
    LibelleGrp: text(60),
  },
  Organisme: {
    CodeOC: {
      required: true,
      minLength: 5,
      maxLength: 9,
      pattern: /^(P[0-9]{4}|A[0-9A-Z]{5}|[0-9]{9})$/,
      expected: 'P and 4 digits, A and 5 letters or digits, or 9 digits',
    },
    CodeDELEG: {
      required: false,
      minLength: 6,
      maxLength: 6,
      pattern: /^[GD][0-9A-Z]{5}$/,
      expected: 'G or D and 5 letters or digits',
    },
  },
  Contrat: { ReferenceContrat: text(30), LibelleContrat: text(60) },
  Option: { CodeOption: text(30), LibelleOption: text(60) },
  Population: { CodePopulation: text(30), LibellePopulation: text(60) },
} satisfies Record<string, Record<string, AttributeRule>>;

export type RuledElement = keyof typeof ATTRIBUTE_RULES;

/** Why a value breaks its rule, or undefined when it holds. */
export function attributeProblem(rule: AttributeRule, value: string | undefined): string | undefined {
  if (value === undefined) return rule.required ? 'is required' : undefined;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? `must be ${rule.maxLength} characters long (got ${length})`
      : `must be ${rule.minLength} to ${rule.maxLength} characters long (got ${length})`;
  }
  if (!rule.pattern.test(value)) return `must be ${rule.expected}`;
  return undefined;
}
