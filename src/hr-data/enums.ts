/** The closed value sets of the HR data document, as the specification lists them (docs/reference.md shows them). */

export const NATURES_CONTRAT = [
  'permanent',
  'fixed_term',
  'internship',
  'internship_not_paid',
  'work_study',
  'professionalization',
  'officer',
  'freelance',
  'founder',
  'external_staff',
] as const;
export type NatureContrat = (typeof NATURES_CONTRAT)[number];

/** The documented leave codes; an organization's own types use the prefix `custom_`. */
export const ABSENCE_TYPES = [
  'conge_paye',
  'rtt',
  'rcr',
  'rco',
  'conge_sans_solde',
  'maladie_non_professionnelle',
  'enfant_malade',
  'maternite',
  'conge_patho_prenatal_maternite',
  'conge_patho_postnatal',
  'paternite',
  'conge_supplementaire_naissance',
  'conge_parental',
  'presence_parentale',
  'evenement_familial',
  'accident_du_travail',
  'maladie_professionnelle',
  'jour_ecole',
  'revision',
  'recuperation',
  'repos',
  'absence_non_remuneree_autorisee',
  'absence_non_remuneree_non_autorisee',
  'absence_remuneree',
  'mise_a_pied_conservatoire',
  'mise_a_pied_disciplinaire',
  'representation_des_salaries',
  'autre',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];
export const CUSTOM_ABSENCE_TYPE = /^custom_[a-z0-9_]{1,57}$/;
/** What a refused absence type is told: every accepted value. */
export const ABSENCE_TYPE_EXPECTED = `one of the documented absence types (${ABSENCE_TYPES.join(', ')}) or custom_ followed by [a-z0-9_] (docs/reference.md)`;

export const REQUEST_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const TITLES = ['mr', 'mrs'] as const;

/** How a contract's working time is counted (the DSN's S21.G00.40.011, in our words). */
export const WORKING_TIME_UNITS = [
  'hour',
  'day',
  'fixed_days',
  'fixed_hours',
  'not_applicable',
  'other',
] as const;
export type WorkingTimeUnit = (typeof WORKING_TIME_UNITS)[number];

/** Full or part time (the DSN's S21.G00.40.014, in our words). */
export const WORK_ARRANGEMENTS = ['full_time', 'part_time', 'other'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];
