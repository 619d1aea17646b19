/** The closed value sets of the HR data document, as the specification and DECISIONS.md list them. */

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

export const REQUEST_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const TITLES = ['mr', 'mrs'] as const;

/** The lowercase ISO 3166 codes of the specification's country-code table. */
export const COUNTRY_CODES = (
  'ad ae af ag al am ao ar at au az ba bb bd be bf bg bh bi bj bn bo br bs ' +
  'bt bw by bz ca cd cf cg ch ci cl cm cn co cr cu cv cy cz de dj dk dm do ' +
  'dz ec ee eg er es et fi fj fm fr ga gb gd ge gh gm gn gq gr gt gw gy hn ' +
  'hr ht hu id ie il in iq ir is it jm jo jp ke kg kh ki km kn kp kr kw kz ' +
  'la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mr mt mu ' +
  'mv mw mx my mz na ne ng ni nl no np nr nz om pa pe pg ph pk pl pt pw py ' +
  'qa ro rs ru rw sa sb sc sd se sg si sk sl sm sn so sr ss st sv sy sz td ' +
  'tg th tj tl tm tn to tr tt tv tw tz ua ug us uy uz vc ve vn vu ws ye za ' +
  'zm zw'
).split(' ');

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
