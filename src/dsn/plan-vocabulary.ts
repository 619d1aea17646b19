import type { DependantCounts } from './plan-dependant-counts.ts';
import type { ResourceType } from './state.ts';

/** The languages the readable plan speaks: the console's two. */
export type PlanLanguage = 'en' | 'fr';

/**
 * The words of the readable plan (src/dsn/plan-readable.ts) in one language: the plan's shape is
 * built once, and only these words change with the language. A label is the field's name in words;
 * the API's own field name is shown beside it whatever the language.
 */
export interface PlanVocabulary {
  labels: Readonly<Record<string, string>>;
  yes: string;
  no: string;
  /** What follows a label before its value: French puts a space before the colon. */
  colon: string;
  /** The value replaced came from no DSN (the JSON import, the API, the console). */
  replacesOther: string;
  replacesMonth: (month: string) => string;
  resources: Readonly<Record<ResourceType, string>>;
  /** One row's resource, before its id (`Contract ctr_…`). */
  resourceWord: Readonly<Record<ResourceType, string>>;
  counts: PlanCounts;
  /** `n` and a count word (given in the plural) agreeing with it: French « 1 modifiée », « 2 modifiées ». */
  counted: (n: number, plural: string) => string;
  /** The counts' words agreeing with a resource whose noun differs (French: « Personnes : 0 créées »). */
  countsFor: Readonly<Partial<Record<ResourceType, PlanCounts>>>;
  /**
   * A kind of warning in words, for the head of its message and its rubrique, agreeing in number
   * with the `n` warnings it counts; undefined when none is known.
   */
  warningKind: (head: string, rubrique: string | undefined, n: number) => string | undefined;
  /** `2026-06` as the language writes a month (`June 2026`, `juin 2026`). */
  month: (month: string) => string;
  warnings: string;
  none: string;
  establishments: string;
  summary: string;
  changes: string;
  /** The rows the plan creates, and removes, listed after the changes. */
  createdList: string;
  removedList: string;
  morePeople: (n: number) => string;
  more: (n: number) => string;
  moreWarnings: (n: number) => string;
  /** The summary's line of contributions (S21.G00.78 code 31): its label, then each month and contract. */
  contributions: string;
  contributionCounts: (c: {
    created: number;
    replaced: number;
    removed: number;
    unchanged: number;
    kept: number;
  }) => string;
  contributionMonth: (d: {
    month: string;
    reference: string;
    people: number;
    base: string;
    contributions: string;
  }) => string;
  /** The summary's line of dependants (S21.G00.73): counts only, never who they are. */
  dependants: string;
  dependantCounts: (c: DependantCounts) => string;
  /** The summary's line of portabilities opened (L911-8), then each: the leaver, the contract, the period. */
  portabilities: string;
  portabilityCount: (n: number) => string;
  portabilityOpened: (p: { person: string; reference: string; from: string; to: string }) => string;
}

export interface PlanCounts {
  created: string;
  changed: string;
  leaving: string;
  removed: string;
  unchanged: string;
}

/** A phrase in the singular and in the plural, chosen by the count it follows. */
type Agreeing = readonly [one: string, other: string];

/** The words of the warnings a DSN plan gives, by the head of their message, in both languages. */
const WARNING_KINDS: Readonly<Record<string, { en: Agreeing; fr: Agreeing }>> = {
  'affiliation skipped|S21.G00.70.013': {
    en: [
      'affiliation skipped: its complementary contract is in no fiche de paramétrage imported here (ask for the fiche to be imported, then import this DSN again)',
      'affiliations skipped: their complementary contract is in no fiche de paramétrage imported here (ask for the fiche to be imported, then import this DSN again)',
    ],
    fr: [
      'affiliation ignorée : son contrat complémentaire n’est dans aucune fiche de paramétrage importée ici (faites importer la fiche, puis importez de nouveau cette DSN)',
      'affiliations ignorées : leur contrat complémentaire n’est dans aucune fiche de paramétrage importée ici (faites importer la fiche, puis importez de nouveau cette DSN)',
    ],
  },
  'affiliation skipped|S21.G00.70.004': {
    en: [
      'affiliation skipped: its option or population is not in the fiche of its contract',
      'affiliations skipped: their option or population is not in the fiche of their contract',
    ],
    fr: [
      'affiliation ignorée : son option ou sa population ne figure pas dans la fiche de son contrat',
      'affiliations ignorées : leur option ou leur population ne figure pas dans la fiche de leur contrat',
    ],
  },
  'affiliation not imported': {
    en: [
      'affiliation not imported: its period conflicts with an affiliation entered through the API',
      'affiliations not imported: their period conflicts with an affiliation entered through the API',
    ],
    fr: [
      'affiliation non importée : sa période est en conflit avec une affiliation saisie par l’API',
      'affiliations non importées : leur période est en conflit avec une affiliation saisie par l’API',
    ],
  },
  'a second open': {
    en: [
      'person with a second open contract of the same kind',
      'people with a second open contract of the same kind',
    ],
    fr: [
      'personne ayant un second contrat en cours de même nature',
      'personnes ayant un second contrat en cours de même nature',
    ],
  },
  'a temporary NIR (first digit 7 or 8)': {
    en: [
      'temporary social security number, whose key cannot be checked',
      'temporary social security numbers, whose key cannot be checked',
    ],
    fr: [
      'numéro de sécurité sociale provisoire, dont la clé ne peut être vérifiée',
      'numéros de sécurité sociale provisoires, dont la clé ne peut être vérifiée',
    ],
  },
  'a NIR whose first digit is not 1, 2, 7 or 8': {
    en: [
      'social security number with an unexpected first digit',
      'social security numbers with an unexpected first digit',
    ],
    fr: [
      'numéro de sécurité sociale au premier chiffre inattendu',
      'numéros de sécurité sociale au premier chiffre inattendu',
    ],
  },
  'rubrique unknown to norm': {
    en: ['field the file’s norm does not know, not read', 'fields the file’s norm does not know, not read'],
    fr: [
      'rubrique inconnue de la norme du fichier, non lue',
      'rubriques inconnues de la norme du fichier, non lues',
    ],
  },
};

/** English puts only 1 in the singular; French puts 0 and 1 (« 0 créée », « 1 créée », « 2 créées »). */
const PLURALS: Readonly<Record<PlanLanguage, Intl.PluralRules>> = {
  en: new Intl.PluralRules('en-GB'),
  fr: new Intl.PluralRules('fr-FR'),
};
const singular = (lang: PlanLanguage, n: number) => PLURALS[lang].select(n) === 'one';

function warningWords(
  lang: PlanLanguage,
  head: string,
  rubrique: string | undefined,
  n: number,
): string | undefined {
  const exact = WARNING_KINDS[`${head}|${rubrique ?? ''}`] ?? WARNING_KINDS[head];
  const byStart = Object.entries(WARNING_KINDS).find(
    ([key]) => !key.includes('|') && head.startsWith(key),
  )?.[1];
  const forms = (exact ?? byStart)?.[lang];
  return forms && (singular(lang, n) ? forms[0] : forms[1]);
}

/** The keys of the warning kinds that have words, for the vocabulary's tests. */
export const KNOWN_WARNING_KINDS: readonly string[] = Object.keys(WARNING_KINDS);

const monthIn = (locale: string) => (month: string) => {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
};

export const PLAN_EN: PlanVocabulary = {
  labels: {
    establishment_id: 'Establishment',
    personnel_number: 'Personnel number',
    is_profile_complete: 'Profile complete',
    first_name: 'First name',
    last_name: 'Last name',
    birth_name: 'Birth name',
    birth_date: 'Birth date',
    social_security_number: 'Social security number',
    secondary_email: 'Secondary e-mail',
    email: 'E-mail',
    address_street: 'Address, street',
    address_zip_code: 'Address, zip code',
    address_city: 'Address, city',
    address_country: 'Address, country',
    start_date: 'Start date',
    end_date: 'End date',
    nature_contrat: 'Contract nature',
    est_cadre: 'Executive (cadre)',
    job_title: 'Job title',
    pcs_ese: 'Occupation code (PCS-ESE)',
    working_time: 'Working time',
    collective_agreement: 'Collective agreement',
    classification: 'Classification',
    trial_period_days: 'Trial period (days)',
    end_reason: 'End reason',
    dsn_reason: 'DSN reason',
    temporary_number: 'Temporary number (NTT)',
    conventional_status: 'Conventional status',
    local_scheme: 'Complement to the basic scheme',
    recourse_reason: 'Recourse reason',
    return_reason: 'Return reason',
    accident_date: 'Accident date',
    name: 'Name',
    is_head_office: 'Head office',
    idcc: 'Collective agreement (IDCC)',
    siret: 'SIRET',
  },
  yes: 'yes',
  no: 'no',
  colon: ':',
  replacesOther: 'was from the JSON import or the API; what a DSN declares wins',
  replacesMonth: (month) => `was declared in ${month}; the newer month wins`,
  resources: {
    collaborator: 'People',
    contract: 'Contracts',
    absence: 'Stoppages and other absences',
    affiliation: 'Affiliations',
    establishment: 'Establishments',
  },
  resourceWord: {
    collaborator: 'Person',
    contract: 'Contract',
    absence: 'Absence',
    affiliation: 'Affiliation',
    establishment: 'Establishment',
  },
  counts: {
    created: 'created',
    changed: 'changed',
    leaving: 'leaving',
    removed: 'removed',
    unchanged: 'unchanged',
  },
  countsFor: {},
  counted: (n, plural) => `${n} ${plural}`,
  warningKind: (head, rubrique, n) => warningWords('en', head, rubrique, n),
  month: monthIn('en-GB'),
  warnings: 'Warnings',
  none: 'none',
  establishments: 'Establishments',
  summary: 'Summary',
  changes: 'Changes',
  createdList: 'Created',
  removedList: 'Removed',
  morePeople: (n) => `… and ${n} more people changed (--json lists them all)`,
  more: (n) => `… and ${n} more`,
  moreWarnings: (n) => `… and ${n} more warnings, not kept for display`,
  contributions: 'Contributions',
  contributionCounts: (c) =>
    `${c.created} new, ${c.replaced} replaced${c.removed > 0 ? `, ${c.removed} removed` : ''}, ${c.unchanged} unchanged${c.kept > 0 ? `, ${c.kept} kept as declared before` : ''}`,
  contributionMonth: (d) =>
    `${d.month}, contract ${d.reference}: ${d.people} ${d.people === 1 ? 'person' : 'people'}, bases ${d.base} €, contributions ${d.contributions} €`,
  dependants: 'Dependants',
  dependantCounts: (c) => `${c.added} new, ${c.changed} changed, ${c.ending} whose cover ends`,
  portabilities: 'Cover kept after leaving (portability)',
  portabilityCount: (n) => `${n} opened`,
  portabilityOpened: (p) => `${p.person}, contract ${p.reference}: from ${p.from} to ${p.to}`,
};

/** Every French count word here makes its singular by dropping its final s. */
function countedFr(n: number, plural: string): string {
  return `${n} ${singular('fr', n) ? plural.replace(/s$/, '') : plural}`;
}

/** « Personnes », « Affiliations » : the counts agree in the feminine. */
const FEMININE: PlanCounts = {
  created: 'créées',
  changed: 'modifiées',
  leaving: 'sortantes',
  removed: 'supprimées',
  unchanged: 'inchangées',
};

export const PLAN_FR: PlanVocabulary = {
  labels: {
    establishment_id: 'Établissement',
    personnel_number: 'Matricule',
    is_profile_complete: 'Dossier complet',
    first_name: 'Prénom',
    last_name: 'Nom',
    birth_name: 'Nom de naissance',
    birth_date: 'Date de naissance',
    social_security_number: 'Numéro de sécurité sociale (NIR)',
    secondary_email: 'E-mail secondaire',
    email: 'E-mail',
    address_street: 'Adresse, rue',
    address_zip_code: 'Adresse, code postal',
    address_city: 'Adresse, ville',
    address_country: 'Adresse, pays',
    start_date: 'Date de début',
    end_date: 'Date de fin',
    nature_contrat: 'Nature du contrat',
    est_cadre: 'Cadre',
    job_title: 'Emploi occupé',
    pcs_ese: 'Code profession (PCS-ESE)',
    working_time: 'Temps de travail',
    collective_agreement: 'Convention collective',
    classification: 'Classification',
    trial_period_days: 'Période d’essai (jours)',
    end_reason: 'Motif de fin',
    dsn_reason: 'Motif DSN',
    temporary_number: 'Numéro technique temporaire (NTT)',
    conventional_status: 'Statut conventionnel',
    local_scheme: 'Complément de base au régime obligatoire',
    recourse_reason: 'Motif de recours',
    return_reason: 'Motif de reprise',
    accident_date: 'Date de l’accident',
    name: 'Nom',
    is_head_office: 'Siège',
    idcc: 'Convention collective (IDCC)',
    siret: 'SIRET',
  },
  yes: 'oui',
  no: 'non',
  colon: ' :',
  replacesOther: 'venait de l’import JSON ou de l’API ; ce que déclare une DSN l’emporte',
  replacesMonth: (month) => `était déclaré en ${month} ; le mois le plus récent l’emporte`,
  resources: {
    collaborator: 'Personnes',
    contract: 'Contrats',
    absence: 'Arrêts et autres absences',
    affiliation: 'Affiliations',
    establishment: 'Établissements',
  },
  resourceWord: {
    collaborator: 'Personne',
    contract: 'Contrat',
    absence: 'Absence',
    affiliation: 'Affiliation',
    establishment: 'Établissement',
  },
  counts: {
    created: 'créés',
    changed: 'modifiés',
    leaving: 'sortants',
    removed: 'supprimés',
    unchanged: 'inchangés',
  },
  countsFor: {
    collaborator: FEMININE,
    affiliation: FEMININE,
  },
  counted: countedFr,
  warningKind: (head, rubrique, n) => warningWords('fr', head, rubrique, n),
  month: monthIn('fr-FR'),
  warnings: 'Avertissements',
  none: 'aucun',
  establishments: 'Établissements',
  summary: 'Résumé',
  changes: 'Modifications',
  createdList: 'Créés',
  removedList: 'Supprimés',
  morePeople: (n) => `… et ${n} autres personnes modifiées (--json les liste toutes)`,
  more: (n) => `… et ${n} de plus`,
  moreWarnings: (n) => `… et ${n} autres avertissements, non gardés pour l’affichage`,
  contributions: 'Cotisations',
  contributionCounts: (c) =>
    `${countedFr(c.created, 'nouvelles')}, ${countedFr(c.replaced, 'remplacées')}${c.removed > 0 ? `, ${countedFr(c.removed, 'retirées')}` : ''}, ${countedFr(c.unchanged, 'inchangées')}${c.kept > 0 ? `, ${c.kept} ${singular('fr', c.kept) ? 'gardée telle que déclarée' : 'gardées telles que déclarées'} avant` : ''}`,
  contributionMonth: (d) =>
    `${d.month}, contrat ${d.reference} : ${d.people} ${d.people === 1 ? 'personne' : 'personnes'}, assiettes ${d.base} €, cotisations ${d.contributions} €`,
  dependants: 'Ayants droit',
  // « Ayant droit » is masculine; « nouveaux » makes its plural with an x.
  dependantCounts: (c) =>
    `${c.added} ${singular('fr', c.added) ? 'nouveau' : 'nouveaux'}, ${countedFr(c.changed, 'modifiés')}, ${c.ending} dont la couverture prend fin`,
  portabilities: 'Couverture maintenue après le départ (portabilité)',
  portabilityCount: (n) => countedFr(n, 'ouvertes'),
  portabilityOpened: (p) => `${p.person}, contrat ${p.reference} : du ${p.from} au ${p.to}`,
};

export const PLAN_VOCABULARIES: Readonly<Record<PlanLanguage, PlanVocabulary>> = { en: PLAN_EN, fr: PLAN_FR };
