import type { SelfServeScope } from '../auth/scopes.ts';
import { codesEn, codesFr } from './i18n-codes.ts';
import { confirmEn, confirmFr } from './i18n-confirm.ts';
import { partnersEn, partnersFr } from './i18n-partners.ts';
import { privacyEn, privacyFr } from './i18n-privacy.ts';
import { requestsEn, requestsFr } from './i18n-requests.ts';
import { webhooksEn, webhooksFr } from './i18n-webhooks.ts';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

const en = {
  product: 'HR API Console',
  skip: 'Skip to content',
  otherLanguage: 'Français',
  otherLanguageCode: 'fr' as Lang,
  signInTitle: 'Sign in',
  signInLead: 'Manage the API keys of your organization.',
  email: 'E-mail',
  password: 'Password',
  signInButton: 'Sign in',
  signInInvalid: 'The e-mail or the password is not right.',
  signInThrottled: (minutes: number) =>
    `Too many failed sign-ins for this account or from this address. Sign-in is blocked for about ${minutes} min, even with the right password.`,
  signedOut: 'You are signed out.',
  sessionExpired: 'Your session has expired. Sign in again.',
  signOut: 'Sign out',
  mainNav: 'Console sections',
  organization: 'Organization',
  organizationId: 'Organization id',
  copy: 'Copy',
  copied: 'Copied',
  keysTitle: 'API keys',
  keysLead: 'Keys let your applications call the Public HR Data API for this organization.',
  noKeys: 'No key yet. Create the first one below.',
  colName: 'Name',
  colScopes: 'Scopes',
  colKey: 'Key',
  colStatus: 'Status',
  colCreated: 'Created',
  colLastUsed: 'Last used',
  colActions: 'Actions',
  active: 'Active',
  revoked: 'Revoked',
  revokedOn: 'Revoked on',
  /** What follows a label before its value: French puts a space before the colon. */
  colon: ':',
  partner: 'Partner',
  never: 'Never',
  revoke: 'Revoke',
  createTitle: 'Create a key',
  keyName: 'Descriptive name',
  keyNameHint: 'Say who uses it and for what, e.g. “Payroll export – Acme integration”.',
  scopesLegend: 'Permissions (scopes)',
  scopesHint: 'Tick only what the application needs. Partner scopes are granted by the publisher, not here.',
  scopeGroupRead: 'Read',
  scopeGroupWrite: 'Write: change HR data',
  requires: (scope: string) => `Requires “${scope}”.`,
  autoTicked: (prerequisite: string, scope: string) =>
    `“${prerequisite}” was ticked too: “${scope}” needs it.`,
  autoUnticked: (scopes: string, prerequisite: string) => `${scopes} unticked: they need “${prerequisite}”.`,
  createButton: 'Create key',
  formProblems: 'The key was not created:',
  keyProblems: {
    noName: 'Give the key a descriptive name.',
    nameTooLong: (max: number) => `The name is longer than ${max} characters.`,
    noScope: 'Tick at least one permission.',
    unknownScope: (scope: string) =>
      `The permission ${scope} does not exist. Reload the page and tick again.`,
    partnerScope: (scope: string) => `“${scope}” is granted to partner applications only, not here.`,
    needs: (scope: string, prerequisite: string) => `“${scope}” also needs “${prerequisite}”: tick both.`,
    expiry: (raw: string) => `The expiry ${raw} is not a date to come (YYYY-MM-DD).`,
    sources:
      'The allowed sources must be IP addresses or blocks of addresses (CIDR, e.g. 203.0.113.0/24), separated by commas.',
  },
  alreadySubmitted:
    'This form was already used to create a key. Its secret was shown only once; if it was lost, revoke that key and create a new one.',
  secretTitle: 'Your new API key',
  secretWarning:
    'Copy this secret now and store it in a safe place. It is shown only this once: it cannot be read again, not even by an admin.',
  secretLabel: 'Secret of the key',
  secretUse: 'Send it in the Authorization header of every call, for example:',
  backToKeys: 'I have stored it — back to the keys',
  revokeTitle: 'Revoke this key?',
  revokeWarning:
    'Revocation is immediate and irreversible: every application using this key gets 401 Unauthorized from its next call. A revoked key cannot be re-activated.',
  revokeConfirm: 'Revoke the key',
  cancel: 'Cancel',
  revokedNotice: (name: string) => `The key “${name}” is revoked.`,
  alreadyRevoked: (name: string) => `The key “${name}” was already revoked.`,
  eventsTitle: 'Recent key events',
  noEvents: 'No event yet.',
  eventCreated: 'created',
  eventRevoked: 'revoked',
  actorCli: 'command line',
  actorSystem: 'server',
  actorApiKey: 'API key',
  actorUnknownUser: 'a deleted console user',
  errorTitle: (status: number): string =>
    status === 404 ? 'Page not found' : status === 403 ? 'Forbidden' : 'Error',
  errorNotFound: 'This page does not exist, or it belongs to another organization.',
  errorCsrf:
    'This form could not be verified (missing or outdated security token). Nothing was changed. Reload the page and try again.',
  errorMember: 'Only an admin of the organization manages its API keys and webhooks. Ask one of them.',
  errorBadRequest: 'The request is not valid.',
  errorServer: 'Something went wrong on our side. Nothing was changed. Try again in a moment.',
  requestId: 'Request id',
  goHome: 'Back to the console',
  footer: 'Public HR Data API v1.11.0 — administration console',
  scopes: {
    'org:employee:read': 'Collaborators: last name, first name, personnel number, e-mail',
    'org:employee:details:read': 'Personal data: social security number, address, phone, bank account…',
    'org:contract:details:read': 'Contracts: start and end dates',
    'org:absence:read': 'Absence requests',
    'org:absence:type:read': 'Absence types (leave codes)',
    'org:work_location:read': 'Work locations and remote-work requests',
    'org:employee:write': 'Write collaborators and their contracts',
    'org:absence:write': 'Write absences and ask for leave',
    'org:absence:approve': 'Approve or reject absence requests',
    'org:work_location:write': 'Write work locations and ask for remote work',
    'org:work_location:approve': 'Approve or reject remote-work requests',
    'org:hr_data:import': 'Import HR data documents and monthly DSN files',
  } satisfies Record<SelfServeScope, string>,
  webhooks: webhooksEn,
  privacy: privacyEn,
  partners: partnersEn,
  requests: requestsEn,
  confirm: confirmEn,
  codes: codesEn,
};

export type Messages = typeof en;

const fr: Messages = {
  product: 'Console HR API',
  skip: 'Aller au contenu',
  otherLanguage: 'English',
  otherLanguageCode: 'en',
  signInTitle: 'Connexion',
  signInLead: 'Gérez les clés d’API de votre organisation.',
  email: 'E-mail',
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  signInInvalid: 'L’e-mail ou le mot de passe est incorrect.',
  signInThrottled: (minutes) =>
    `Trop d’échecs de connexion pour ce compte ou depuis cette adresse. La connexion est bloquée pendant environ ${minutes} min, même avec le bon mot de passe.`,
  signedOut: 'Vous êtes déconnecté.',
  sessionExpired: 'Votre session a expiré. Reconnectez-vous.',
  signOut: 'Se déconnecter',
  mainNav: 'Sections de la console',
  organization: 'Organisation',
  organizationId: 'Identifiant de l’organisation',
  copy: 'Copier',
  copied: 'Copié',
  keysTitle: 'Clés d’API',
  keysLead: 'Les clés permettent à vos applications d’appeler la Public HR Data API pour cette organisation.',
  noKeys: 'Aucune clé pour l’instant. Créez la première ci-dessous.',
  colName: 'Nom',
  colScopes: 'Périmètres',
  colKey: 'Clé',
  colStatus: 'Statut',
  colCreated: 'Créée le',
  colLastUsed: 'Dernière utilisation',
  colActions: 'Actions',
  active: 'Active',
  revoked: 'Révoquée',
  revokedOn: 'Révoquée le',
  colon: ' :',
  partner: 'Partenaire',
  never: 'Jamais',
  revoke: 'Révoquer',
  createTitle: 'Créer une clé',
  keyName: 'Nom descriptif',
  keyNameHint: 'Dites qui l’utilise et pour quoi, p. ex. « Export paie – intégration Acme ».',
  scopesLegend: 'Permissions (périmètres)',
  scopesHint:
    'Cochez seulement ce dont l’application a besoin. Les périmètres partenaires sont accordés par l’éditeur, pas ici.',
  scopeGroupRead: 'Lecture',
  scopeGroupWrite: 'Écriture : modifier les données RH',
  requires: (scope) => `Nécessite « ${scope} ».`,
  autoTicked: (prerequisite, scope) => `« ${prerequisite} » a aussi été coché : « ${scope} » en a besoin.`,
  autoUnticked: (scopes, prerequisite) => `${scopes} décoché(s) : nécessite « ${prerequisite} ».`,
  createButton: 'Créer la clé',
  formProblems: 'La clé n’a pas été créée :',
  keyProblems: {
    noName: 'Donnez un nom descriptif à la clé.',
    nameTooLong: (max) => `Le nom dépasse ${max} caractères.`,
    noScope: 'Cochez au moins une permission.',
    unknownScope: (scope) => `La permission ${scope} n’existe pas. Rechargez la page et cochez de nouveau.`,
    partnerScope: (scope) => `« ${scope} » n’est accordé qu’aux applications partenaires, pas ici.`,
    needs: (scope, prerequisite) => `« ${scope} » nécessite aussi « ${prerequisite} » : cochez les deux.`,
    expiry: (raw) => `L’expiration ${raw} n’est pas une date à venir (AAAA-MM-JJ).`,
    sources:
      'Les sources autorisées doivent être des adresses IP ou des blocs d’adresses (CIDR, p. ex. 203.0.113.0/24), séparés par des virgules.',
  },
  alreadySubmitted:
    'Ce formulaire a déjà servi à créer une clé. Son secret n’a été affiché qu’une fois ; s’il est perdu, révoquez cette clé et créez-en une autre.',
  secretTitle: 'Votre nouvelle clé d’API',
  secretWarning:
    'Copiez ce secret maintenant et rangez-le en lieu sûr. Il n’est affiché qu’une seule fois : il ne pourra plus être lu, même par un admin.',
  secretLabel: 'Secret de la clé',
  secretUse: 'Envoyez-le dans l’en-tête Authorization de chaque appel, par exemple :',
  backToKeys: 'Je l’ai rangé — retour aux clés',
  revokeTitle: 'Révoquer cette clé ?',
  revokeWarning:
    'La révocation est immédiate et irréversible : toute application qui utilise cette clé reçoit 401 Unauthorized dès son prochain appel. Une clé révoquée ne peut pas être réactivée.',
  revokeConfirm: 'Révoquer la clé',
  cancel: 'Annuler',
  revokedNotice: (name) => `La clé « ${name} » est révoquée.`,
  alreadyRevoked: (name) => `La clé « ${name} » était déjà révoquée.`,
  eventsTitle: 'Événements récents des clés',
  noEvents: 'Aucun événement pour l’instant.',
  eventCreated: 'créée',
  eventRevoked: 'révoquée',
  actorCli: 'ligne de commande',
  actorSystem: 'serveur',
  actorApiKey: 'clé d’API',
  actorUnknownUser: 'un utilisateur supprimé',
  errorTitle: (status) => (status === 404 ? 'Page introuvable' : status === 403 ? 'Accès refusé' : 'Erreur'),
  errorNotFound: 'Cette page n’existe pas, ou elle appartient à une autre organisation.',
  errorCsrf:
    'Ce formulaire n’a pas pu être vérifié (jeton de sécurité absent ou périmé). Rien n’a été modifié. Rechargez la page et recommencez.',
  errorMember: 'Seul un admin de l’organisation gère ses clés d’API et ses webhooks. Demandez à l’un d’eux.',
  errorBadRequest: 'La requête n’est pas valide.',
  errorServer: 'Une erreur est survenue de notre côté. Rien n’a été modifié. Réessayez dans un instant.',
  requestId: 'Identifiant de requête',
  goHome: 'Retour à la console',
  footer: 'Public HR Data API v1.11.0 — console d’administration',
  scopes: {
    'org:employee:read': 'Collaborateurs : nom, prénom, matricule, e-mail',
    'org:employee:details:read': 'Données personnelles : n° de sécurité sociale, adresse, téléphone, RIB…',
    'org:contract:details:read': 'Contrats : dates de début et de fin',
    'org:absence:read': 'Demandes d’absence',
    'org:absence:type:read': 'Types d’absence (codes de congé)',
    'org:work_location:read': 'Lieux de travail et demandes de télétravail',
    'org:employee:write': 'Écrire les collaborateurs et leurs contrats',
    'org:absence:write': 'Écrire les absences et demander un congé',
    'org:absence:approve': 'Approuver ou refuser les demandes d’absence',
    'org:work_location:write': 'Écrire les lieux de travail et demander du télétravail',
    'org:work_location:approve': 'Approuver ou refuser les demandes de télétravail',
    'org:hr_data:import': 'Importer des documents de données RH et des DSN mensuelles',
  },
  webhooks: webhooksFr,
  privacy: privacyFr,
  partners: partnersFr,
  requests: requestsFr,
  confirm: confirmFr,
  codes: codesFr,
};

const MESSAGES: Record<Lang, Messages> = { en, fr };

export function messages(lang: Lang): Messages {
  return MESSAGES[lang];
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language cookie wins, then the first supported language of Accept-Language, then English. */
export function chooseLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLang) ?? 'en';
}
