import type { AccessCategory } from '../auth/access-categories.ts';
import type { ChangeType } from '../changes/change-log.ts';

/** Every event an endpoint can receive: the changes, and the test one the console sends. */
type EventType = ChangeType | 'webhook.test';

/**
 * The codes an integrator reads (event types, access-log categories) in an HR officer's words, in
 * `messages(lang).codes`. `satisfies` makes a new code fail the typecheck until it has words here.
 */
export const codesEn = {
  eventTypes: {
    'collaborator.created': 'A collaborator is added',
    'collaborator.updated': 'A collaborator’s data changes',
    'collaborator.deleted': 'A collaborator is erased',
    'collaborator.status_changed': 'A collaborator arrives or leaves',
    'absence.created': 'An absence is added',
    'absence.updated': 'An absence changes',
    'absence.deleted': 'An absence is withdrawn',
    'absence.stoppage_started': 'A work stoppage starts',
    'absence.stoppage_ended': 'A work stoppage ends',
    'affiliation.portability_opened': 'A leaver keeps their cover (portability)',
    'work_location.created': 'A work location is added',
    'work_location.updated': 'A work location changes',
    'work_location.deleted': 'A work location is withdrawn',
    'organization.updated': 'The company’s data changes',
    'establishment.created': 'An establishment is added',
    'establishment.updated': 'An establishment changes',
    'establishment.deleted': 'An establishment is removed',
    'complementary_contract.created': 'A complementary contract is added',
    'complementary_contract.updated': 'A complementary contract changes',
    'affiliation.created': 'A collaborator joins a complementary contract',
    'affiliation.updated': 'An affiliation changes',
    'affiliation.deleted': 'An affiliation ends',
    'webhook.test': 'Test event',
  } satisfies Record<EventType, string>,
  accessCategories: {
    basic: 'Name, personnel number, e-mail',
    personal_details: 'Personal data (social security number, address, bank account…)',
    contract: 'Contracts',
    absence: 'Absences',
    absence_type: 'Types of absence (health data)',
    work_location: 'Work locations',
    affiliation: 'Complementary-contract affiliations',
    meal_voucher: 'Meal vouchers',
    dependant: 'Dependants covered by an affiliation (spouse, children)',
  } satisfies Record<AccessCategory, string>,
};

export type CodeMessages = typeof codesEn;

export const codesFr: CodeMessages = {
  eventTypes: {
    'collaborator.created': 'Un collaborateur est ajouté',
    'collaborator.updated': 'Les données d’un collaborateur changent',
    'collaborator.deleted': 'Un collaborateur est effacé',
    'collaborator.status_changed': 'Un collaborateur arrive ou part',
    'absence.created': 'Une absence est ajoutée',
    'absence.updated': 'Une absence change',
    'absence.deleted': 'Une absence est retirée',
    'absence.stoppage_started': 'Un arrêt de travail commence',
    'absence.stoppage_ended': 'Un arrêt de travail prend fin',
    'affiliation.portability_opened': 'Un salarié sorti garde sa couverture (portabilité)',
    'work_location.created': 'Un lieu de travail est ajouté',
    'work_location.updated': 'Un lieu de travail change',
    'work_location.deleted': 'Un lieu de travail est retiré',
    'organization.updated': 'Les données de l’entreprise changent',
    'establishment.created': 'Un établissement est ajouté',
    'establishment.updated': 'Un établissement change',
    'establishment.deleted': 'Un établissement est supprimé',
    'complementary_contract.created': 'Un contrat complémentaire est ajouté',
    'complementary_contract.updated': 'Un contrat complémentaire change',
    'affiliation.created': 'Un collaborateur adhère à un contrat complémentaire',
    'affiliation.updated': 'Une affiliation change',
    'affiliation.deleted': 'Une affiliation prend fin',
    'webhook.test': 'Événement de test',
  },
  accessCategories: {
    basic: 'Nom, matricule, e-mail',
    personal_details: 'Données personnelles (n° de sécurité sociale, adresse, RIB…)',
    contract: 'Contrats',
    absence: 'Absences',
    absence_type: 'Types d’absence (données de santé)',
    work_location: 'Lieux de travail',
    affiliation: 'Affiliations aux contrats complémentaires',
    meal_voucher: 'Titres-restaurant',
    dependant: 'Ayants droit couverts par une affiliation (conjoint, enfants)',
  },
};

/** A code's words, or the code itself if an unknown one is stored (it is shown, never hidden). */
export function codeWords(words: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(words, code) ? (words[code] as string) : code;
}
