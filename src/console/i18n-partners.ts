import type { PartnerScope } from '../auth/scopes.ts';

/** The words of the consent screen and the "Connected apps" page, in `messages(lang).partners`. */
export const partnersEn = {
  consentTitle: (app: string) => `Connect ${app} to your organization`,
  consentLead: (app: string, organization: string) =>
    `${app} asks to read or manage data of ${organization} through the API. It will be able to:`,
  consentData: 'Each permission reveals the personal data listed beside it.',
  consentRevocable: 'You can disconnect the app at any time from the “Connected apps” page.',
  consentApprover:
    'It will also learn your e-mail address, as the administrator who approved it (OpenID Connect).',
  approve: 'Approve',
  deny: 'Deny',
  consentGone:
    'This authorization request has expired or was already answered. Start again from the application.',
  partnerScopes: {
    'org:company:read': 'Company, establishments and meal-voucher counts',
    'org:employee:health_insurance:manage':
      'Complementary contracts (health insurance, provident) and the collaborators’ affiliations to them',
    'org:employee:health_insurance:dependants:read':
      'The dependants each affiliation covers (spouse, children): names, birth dates, cover',
  } satisfies Record<PartnerScope, string>,
  appsTitle: 'Connected apps',
  appsLead: 'Partner applications this organization approved. Disconnecting one refuses its tokens at once.',
  noApps: 'No app is connected.',
  colApp: 'Application',
  colScopes: 'Permissions',
  colGranted: 'Approved',
  colLastUse: 'Last use',
  colStatus: 'Status',
  never: 'never',
  active: 'Connected',
  revoked: 'Disconnected',
  accessLog: 'Access log',
  revoke: 'Disconnect',
  revokedNotice: (app: string) => `${app} is disconnected: its tokens are refused from now on.`,
  withheldSaved: (app: string) =>
    `Withheld fields of ${app} saved: its next request no longer receives them.`,
  saveWithheld: 'Save withheld fields',
  eventsStopped: (since: string) =>
    `Events to this app stopped on ${since}: the last retry of one of them failed. They wait, in order, until resumed; other organizations’ events are not affected.`,
  resumeEvents: 'Resume events',
  eventsResumed: (app: string) =>
    `Events to ${app} resumed: the one that failed is sent again first, then the others in order.`,
  by: 'by',
  noAccess: 'This app has read no collaborator’s data yet.',
  colCollaborator: 'Collaborator',
  colCategory: 'Data',
  colDays: 'Days read',
  colReads: 'Answers',
};

export const partnersFr: typeof partnersEn = {
  consentTitle: (app) => `Connecter ${app} à votre organisation`,
  consentLead: (app, organization) =>
    `${app} demande à lire ou gérer des données de ${organization} par l’API. L’application pourra :`,
  consentData: 'Chaque permission révèle les données personnelles indiquées en regard.',
  consentRevocable:
    'Vous pouvez déconnecter l’application à tout moment depuis la page « Applications connectées ».',
  consentApprover:
    'Elle connaîtra aussi votre adresse e-mail, comme l’administrateur qui l’a autorisée (OpenID Connect).',
  approve: 'Autoriser',
  deny: 'Refuser',
  consentGone:
    'Cette demande d’autorisation a expiré ou a déjà reçu une réponse. Recommencez depuis l’application.',
  partnerScopes: {
    'org:company:read': 'Entreprise, établissements et décomptes de titres-restaurant',
    'org:employee:health_insurance:manage':
      'Contrats complémentaires (mutuelle, prévoyance) et affiliations des collaborateurs',
    'org:employee:health_insurance:dependants:read':
      'Les ayants droit couverts par chaque affiliation (conjoint, enfants) : noms, dates de naissance, couverture',
  },
  appsTitle: 'Applications connectées',
  appsLead:
    'Les applications partenaires autorisées par cette organisation. En déconnecter une refuse aussitôt ses jetons.',
  noApps: 'Aucune application connectée.',
  colApp: 'Application',
  colScopes: 'Permissions',
  colGranted: 'Autorisée',
  colLastUse: 'Dernier usage',
  colStatus: 'État',
  never: 'jamais',
  active: 'Connectée',
  revoked: 'Déconnectée',
  accessLog: 'Journal d’accès',
  revoke: 'Déconnecter',
  revokedNotice: (app) => `${app} est déconnectée : ses jetons sont refusés dès maintenant.`,
  withheldSaved: (app) => `Champs retenus de ${app} enregistrés : sa prochaine requête ne les reçoit plus.`,
  saveWithheld: 'Enregistrer les champs retenus',
  eventsStopped: (since) =>
    `Les événements vers cette application sont arrêtés depuis le ${since} : la dernière tentative de l’un d’eux a échoué. Ils attendent, dans l’ordre, leur reprise ; les événements des autres organisations ne sont pas touchés.`,
  resumeEvents: 'Reprendre les événements',
  eventsResumed: (app) =>
    `Événements vers ${app} repris : celui qui a échoué est renvoyé d’abord, puis les autres dans l’ordre.`,
  by: 'par',
  noAccess: 'Cette application n’a encore lu les données d’aucun collaborateur.',
  colCollaborator: 'Collaborateur',
  colCategory: 'Données',
  colDays: 'Jours lus',
  colReads: 'Réponses',
};
