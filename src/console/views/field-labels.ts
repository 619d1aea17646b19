import type { WithheldField } from '../../auth/withheld-fields.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Lang } from '../i18n.ts';

/** A withholdable field in words: what it is, and what it tells about the person. */
export interface FieldLabel {
  name: string;
  reveals: string;
}

/**
 * The withholdable fields in the words an HR officer reads, the one table every page that offers
 * or shows withheld fields uses (the key form and list, the connected apps). The forms still post
 * the API's field names; `satisfies` makes a new withholdable field fail the typecheck until it is
 * named here in both languages.
 */
export const FIELD_LABELS = {
  en: {
    socialSecurityNumber: {
      name: 'Social security number (NIR)',
      reveals: 'sex, year, month and place of birth',
    },
    bankAccount: { name: 'Bank account (IBAN, BIC)', reveals: 'where the salary is paid' },
    birthDate: { name: 'Birth date', reveals: 'age' },
    birthName: { name: 'Birth name', reveals: 'family name before marriage' },
    birthCity: { name: 'Place of birth', reveals: 'origin' },
    countryOfBirth: { name: 'Country of birth', reveals: 'origin' },
    nationality: { name: 'Nationality', reveals: 'nationality' },
    address: { name: 'Home address', reveals: 'where the person lives' },
    phoneNumber: { name: 'Phone number', reveals: 'a direct way to reach the person' },
    secondaryEmail: { name: 'Personal e-mail', reveals: 'a private address' },
    seniorityDate: { name: 'Seniority date', reveals: 'length of service' },
    manager: { name: 'Manager', reveals: 'who the person reports to' },
    team: { name: 'Team', reveals: 'the person’s team' },
    absenceType: { name: 'Type of absence', reveals: 'health data: sickness, maternity, work accident' },
    beneficiaries: {
      name: 'Dependants covered (spouse, children)',
      reveals: 'family members’ names and birth dates',
    },
  },
  fr: {
    socialSecurityNumber: {
      name: 'Numéro de sécurité sociale (NIR)',
      reveals: 'sexe, année, mois et lieu de naissance',
    },
    bankAccount: { name: 'Coordonnées bancaires (IBAN, BIC)', reveals: 'où le salaire est versé' },
    birthDate: { name: 'Date de naissance', reveals: 'l’âge' },
    birthName: { name: 'Nom de naissance', reveals: 'le nom avant mariage' },
    birthCity: { name: 'Lieu de naissance', reveals: 'l’origine' },
    countryOfBirth: { name: 'Pays de naissance', reveals: 'l’origine' },
    nationality: { name: 'Nationalité', reveals: 'la nationalité' },
    address: { name: 'Adresse personnelle', reveals: 'où la personne habite' },
    phoneNumber: { name: 'Numéro de téléphone', reveals: 'un moyen direct de joindre la personne' },
    secondaryEmail: { name: 'E-mail personnel', reveals: 'une adresse privée' },
    seniorityDate: { name: 'Date d’ancienneté', reveals: 'l’ancienneté' },
    manager: { name: 'Responsable', reveals: 'de qui la personne dépend' },
    team: { name: 'Équipe', reveals: 'l’équipe de la personne' },
    absenceType: {
      name: 'Type d’absence',
      reveals: 'donnée de santé : maladie, maternité, accident du travail',
    },
    beneficiaries: {
      name: 'Ayants droit couverts (conjoint, enfants)',
      reveals: 'noms et dates de naissance des membres de la famille',
    },
  },
} satisfies Record<Lang, Record<WithheldField, FieldLabel>>;

/** A field's label, or its API name if an unknown one is stored (it is shown, never hidden). */
export function fieldLabel(lang: Lang, field: string): FieldLabel {
  const labels: Readonly<Record<string, FieldLabel>> = FIELD_LABELS[lang];
  return Object.hasOwn(labels, field) ? (labels[field] as FieldLabel) : { name: field, reveals: '' };
}

/** One checkbox of a withheld-fields form: the field in words, what it reveals, its API name posted. */
export function withholdCheckbox(lang: Lang, field: string, checked: boolean): SafeHtml {
  const label = fieldLabel(lang, field);
  return html`<label class="withhold-field"><input type="checkbox" name="withhold" value="${field}" ${checked && html`checked`}> <span class="field-name">${label.name}</span>${label.reveals && html` <span class="field-reveals">(${label.reveals})</span>`}</label> `;
}

/** Withheld fields in a list of a key or an app: their names in words. */
export function withheldNames(lang: Lang, fields: readonly string[]): string {
  return fields.map((f) => fieldLabel(lang, f).name).join(', ');
}
