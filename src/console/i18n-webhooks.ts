import type { DeliveryFailure } from '../webhooks/failure.ts';
import type { UrlRefusal } from '../webhooks/url-guard.ts';

/** The words of the webhook pages, in `messages(lang).webhooks`. */
export const webhooksEn = {
  title: 'Webhooks',
  lead: 'Endpoints receive each change of this organization’s data within seconds, signed (Standard Webhooks). The change feed keeps every event too.',
  noEndpoints: 'No endpoint yet. Register the first one below.',
  colUrl: 'URL',
  colEvents: 'Event types',
  allEvents: 'All event types',
  active: 'Active',
  disabled: 'Disabled',
  disabledLead: 'This endpoint is disabled and receives nothing. Reason:',
  enable: 'Enable again',
  open: 'Deliveries',
  createTitle: 'Register an endpoint',
  urlLabel: 'Endpoint URL',
  urlHint:
    'An https URL of your receiver, answering 2xx within 10 s. Loopback, private, link-local and cloud metadata addresses are refused.',
  eventsLegend: 'Event types',
  eventsHint:
    'The endpoint receives the changes of the ticked types logged after its creation: ids and times only, never the data itself.',
  allEventsLabel: 'All event types',
  createButton: 'Register the endpoint',
  formProblems: 'The endpoint was not registered:',
  urlRefused: {
    invalid: 'The URL is not a valid web address.',
    scheme: 'The URL must start with https://.',
    https:
      'The URL must start with https://: this server refuses plain http. Only its operator can allow it, for tests.',
    credentials: 'The URL must not contain a user name or a password.',
    length: 'The URL is longer than 2,048 characters.',
    unresolved: 'The server named in the URL cannot be found. Check its spelling.',
    private:
      'The URL leads to a private or internal address, which this server refuses. If your receiver really is on an internal network, ask the operator of this server to allow private addresses.',
  } satisfies Record<UrlRefusal, string>,
  noEvents: 'Tick at least one event type, or all of them.',
  unknownEvents: (types: string) =>
    `These event types do not exist: ${types}. Reload the page and tick them again.`,
  alreadySubmitted:
    'This form was already used to register an endpoint. Its signing secret was shown only once; if it was lost, rotate the secret of that endpoint.',
  secretTitle: 'Signing secret of the endpoint',
  rotatedTitle: 'New signing secret',
  secretWarning:
    'Copy this signing secret now and configure it in your receiver. It is shown only this once: it cannot be read again, not even by an admin.',
  secretLabel: 'Signing secret',
  secretUse:
    'Verify the webhook-signature header of every delivery with it, with any Standard Webhooks library.',
  rotatedOverlap: (until: string) =>
    `The previous secret keeps signing beside this one until ${until} (24 hours), so your receiver can switch without losing an event.`,
  backToEndpoint: 'I have stored it — back to the endpoint',
  endpointTitle: 'Webhook endpoint',
  allEndpoints: 'All endpoints',
  endpointId: 'Endpoint id',
  deliveriesTitle: 'Recent deliveries',
  noDeliveries: 'No delivery yet. Send a test event to check the endpoint.',
  colEvent: 'Event',
  colDelivery: 'Delivery',
  colLastAttempt: 'Last attempt',
  colResponse: 'Answer',
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  notAttempted: 'Not attempted yet',
  noAnswer: 'No answer',
  failure: {
    private_address:
      'The receiver’s address is private or internal, which this server refuses: if the receiver really is on an internal network, ask your operator to allow private addresses.',
    unresolved:
      'The receiver’s server name cannot be found. Check the URL, or ask the receiver’s owner whether it moved.',
    https_required:
      'The URL uses plain http, which this server refuses. Register an https URL, or ask your operator to allow http for tests.',
    invalid_url: 'This server no longer accepts the URL. Register the endpoint again with a valid https URL.',
    timeout:
      'The receiver did not answer in time. Ask its owner to answer 2xx at once and handle the event afterwards.',
    tls: 'The secure connection to the receiver failed (its certificate or TLS setup). Ask its owner to check its certificate.',
    connection:
      'The receiver could not be reached: the connection was refused or cut. Check that it is running.',
    invalid_answer: 'The receiver’s answer could not be read (its headers are too large or malformed).',
    http_status: 'The receiver refused the event: its answer’s status is not 2xx.',
  } satisfies Record<DeliveryFailure, string>,
  failureUnknown: 'The attempt failed.',
  disabledUnknown: 'Its last delivery failed at every retry.',
  replay: 'Replay',
  sendTest: 'Send a test event',
  testHint: 'A test event, signed like the others, goes out within seconds.',
  testQueued: 'A test event is queued: it goes out within seconds. Reload this page to see the attempt.',
  testWhileDisabled: 'A disabled endpoint receives nothing. Enable it again before sending a test event.',
  replayed: 'The event is queued again, as a new delivery with its own id.',
  enabledNotice: 'The endpoint is enabled again: its waiting deliveries go out now.',
  rotate: 'Rotate the secret',
  rotateHint:
    'A new secret is shown once; the current one keeps signing beside it for 24 hours, so your receiver can switch without losing an event.',
  rotateUnderway: (until: string) =>
    `A rotation is under way: the secret replaced then signs until ${until}. Rotating again stops it at once.`,
  rotateReplay:
    'This form was already used to rotate the secret. The new secret was shown only once; if it was lost, rotate again.',
  delete: 'Delete the endpoint',
  deleteTitle: 'Delete this endpoint?',
  deleteWarning:
    'Deletion is immediate and irreversible: the endpoint receives nothing more, and its waiting deliveries and their history are deleted. The change feed keeps every event.',
  deletedNotice: 'The endpoint is deleted.',
};

export type WebhookMessages = typeof webhooksEn;

export const webhooksFr: WebhookMessages = {
  title: 'Webhooks',
  lead: 'Les points de réception reçoivent chaque changement des données de cette organisation en quelques secondes, signé (Standard Webhooks). Le flux des changements garde aussi chaque événement.',
  noEndpoints: 'Aucun point de réception pour l’instant. Enregistrez le premier ci-dessous.',
  colUrl: 'URL',
  colEvents: 'Types d’événements',
  allEvents: 'Tous les types d’événements',
  active: 'Actif',
  disabled: 'Désactivé',
  disabledLead: 'Ce point de réception est désactivé et ne reçoit plus rien. Raison :',
  enable: 'Réactiver',
  open: 'Livraisons',
  createTitle: 'Enregistrer un point de réception',
  urlLabel: 'URL du point de réception',
  urlHint:
    'Une URL https de votre récepteur, qui répond 2xx en moins de 10 s. Les adresses de bouclage, privées, lien-local et de métadonnées cloud sont refusées.',
  eventsLegend: 'Types d’événements',
  eventsHint:
    'Le point de réception reçoit les changements des types cochés enregistrés après sa création : des identifiants et des dates, jamais les données elles-mêmes.',
  allEventsLabel: 'Tous les types d’événements',
  createButton: 'Enregistrer le point de réception',
  formProblems: 'Le point de réception n’a pas été enregistré :',
  urlRefused: {
    invalid: 'L’URL n’est pas une adresse web valide.',
    scheme: 'L’URL doit commencer par https://.',
    https:
      'L’URL doit commencer par https:// : ce serveur refuse le http simple. Seul son exploitant peut l’autoriser, pour des tests.',
    credentials: 'L’URL ne doit contenir ni nom d’utilisateur ni mot de passe.',
    length: 'L’URL dépasse 2 048 caractères.',
    unresolved: 'Le serveur nommé dans l’URL est introuvable. Vérifiez son orthographe.',
    private:
      'L’URL mène à une adresse privée ou interne, que ce serveur refuse. Si votre récepteur est vraiment sur un réseau interne, demandez à l’exploitant de ce serveur d’autoriser les adresses privées.',
  },
  noEvents: 'Cochez au moins un type d’événement, ou tous.',
  unknownEvents: (types) =>
    `Ces types d’événements n’existent pas : ${types}. Rechargez la page et cochez-les de nouveau.`,
  alreadySubmitted:
    'Ce formulaire a déjà servi à enregistrer un point de réception. Son secret de signature n’a été affiché qu’une fois ; s’il est perdu, renouvelez le secret de ce point de réception.',
  secretTitle: 'Secret de signature du point de réception',
  rotatedTitle: 'Nouveau secret de signature',
  secretWarning:
    'Copiez ce secret de signature maintenant et configurez-le dans votre récepteur. Il n’est affiché qu’une seule fois : il ne pourra plus être lu, même par un admin.',
  secretLabel: 'Secret de signature',
  secretUse:
    'Vérifiez avec lui l’en-tête webhook-signature de chaque livraison, avec n’importe quelle bibliothèque Standard Webhooks.',
  rotatedOverlap: (until) =>
    `L’ancien secret signe encore à côté de celui-ci jusqu’au ${until} (24 heures) : votre récepteur peut changer de secret sans perdre d’événement.`,
  backToEndpoint: 'Je l’ai rangé — retour au point de réception',
  endpointTitle: 'Point de réception webhook',
  allEndpoints: 'Tous les points de réception',
  endpointId: 'Identifiant du point de réception',
  deliveriesTitle: 'Livraisons récentes',
  noDeliveries:
    'Aucune livraison pour l’instant. Envoyez un événement de test pour vérifier le point de réception.',
  colEvent: 'Événement',
  colDelivery: 'Livraison',
  colLastAttempt: 'Dernière tentative',
  colResponse: 'Réponse',
  pending: 'En attente',
  succeeded: 'Livrée',
  failed: 'Échouée',
  attempts: (n) => (n <= 1 ? `${n} tentative` : `${n} tentatives`),
  notAttempted: 'Pas encore tentée',
  noAnswer: 'Pas de réponse',
  failure: {
    private_address:
      'L’adresse du récepteur est privée ou interne, ce que ce serveur refuse : si le récepteur est vraiment sur un réseau interne, demandez à votre exploitant d’autoriser les adresses privées.',
    unresolved:
      'Le nom du serveur du récepteur est introuvable. Vérifiez l’URL, ou demandez au responsable du récepteur s’il a changé d’adresse.',
    https_required:
      'L’URL utilise le http simple, que ce serveur refuse. Enregistrez une URL https, ou demandez à votre exploitant d’autoriser le http pour des tests.',
    invalid_url:
      'Ce serveur n’accepte plus cette URL. Enregistrez de nouveau le point de réception avec une URL https valide.',
    timeout:
      'Le récepteur n’a pas répondu à temps. Demandez à son responsable de répondre 2xx tout de suite et de traiter l’événement ensuite.',
    tls: 'La connexion sécurisée au récepteur a échoué (son certificat ou sa configuration TLS). Demandez à son responsable de vérifier son certificat.',
    connection:
      'Le récepteur est injoignable : la connexion a été refusée ou coupée. Vérifiez qu’il est en service.',
    invalid_answer: 'La réponse du récepteur est illisible (ses en-têtes sont trop grands ou mal formés).',
    http_status: 'Le récepteur a refusé l’événement : le statut de sa réponse n’est pas 2xx.',
  },
  failureUnknown: 'La tentative a échoué.',
  disabledUnknown: 'Sa dernière livraison a échoué à chaque nouvel essai.',
  replay: 'Renvoyer',
  sendTest: 'Envoyer un événement de test',
  testHint: 'Un événement de test, signé comme les autres, part en quelques secondes.',
  testQueued:
    'Un événement de test est en file : il part en quelques secondes. Rechargez cette page pour voir la tentative.',
  testWhileDisabled:
    'Un point de réception désactivé ne reçoit rien. Réactivez-le avant d’envoyer un événement de test.',
  replayed: 'L’événement est de nouveau en file, comme une nouvelle livraison avec son propre identifiant.',
  enabledNotice: 'Le point de réception est réactivé : ses livraisons en attente partent maintenant.',
  rotate: 'Renouveler le secret',
  rotateHint:
    'Un nouveau secret est affiché une fois ; l’actuel signe encore à côté de lui pendant 24 heures, pour que votre récepteur change sans perdre d’événement.',
  rotateUnderway: (until) =>
    `Un renouvellement est en cours : le secret remplacé signe jusqu’au ${until}. Renouveler encore l’arrête immédiatement.`,
  rotateReplay:
    'Ce formulaire a déjà servi à renouveler le secret. Le nouveau secret n’a été affiché qu’une fois ; s’il est perdu, renouvelez-le encore.',
  delete: 'Supprimer le point de réception',
  deleteTitle: 'Supprimer ce point de réception ?',
  deleteWarning:
    'La suppression est immédiate et irréversible : le point de réception ne reçoit plus rien, et ses livraisons en attente et leur historique sont supprimés. Le flux des changements garde chaque événement.',
  deletedNotice: 'Le point de réception est supprimé.',
};
