/** The words of the confirmations of destructive actions, in `messages(lang).confirm`. */
export const confirmEn = {
  disconnectTitle: (app: string) => `Disconnect ${app}?`,
  disconnectWarning: (app: string, organization: string) =>
    `Disconnecting is immediate: ${app}’s tokens are refused from its next call and it reads nothing more of ${organization}. To connect it again, it has to ask for an admin’s approval anew.`,
  disconnectConfirm: (app: string) => `Disconnect ${app}`,
  retentionTitle: 'Erase former employees?',
  retentionLead: (years: number, people: number) =>
    `Saving ${years} year${years === 1 ? '' : 's'} erases ${people} former employee${people === 1 ? '' : 's'} at the next daily check: their last contract ended more than ${years} year${years === 1 ? '' : 's'} ago. Erasure cannot be undone.`,
  retentionWho: 'Who would be erased:',
  retentionMore: (n: number) => `… and ${n} more`,
  retentionConfirm: (people: number) => `Save and erase ${people} ${people === 1 ? 'person' : 'people'}`,
  planDiscardLead: (files: string) =>
    `Discard this plan? The uploaded files (${files}) are deleted from the server and nothing of them is written. To import them later, upload them again.`,
  planDiscard: 'Discard the plan',
};

export const confirmFr: typeof confirmEn = {
  disconnectTitle: (app) => `Déconnecter ${app} ?`,
  disconnectWarning: (app, organization) =>
    `La déconnexion est immédiate : les jetons de ${app} sont refusés dès son prochain appel et l’application ne lit plus rien de ${organization}. Pour la reconnecter, il faudra de nouveau l’autorisation d’un administrateur.`,
  disconnectConfirm: (app) => `Déconnecter ${app}`,
  retentionTitle: 'Effacer des anciens salariés ?',
  retentionLead: (years, people) =>
    `Enregistrer ${years} an${years > 1 ? 's' : ''} efface ${people} ancien${people > 1 ? 's' : ''} salarié${people > 1 ? 's' : ''} à la prochaine vérification quotidienne : leur dernier contrat a pris fin il y a plus de ${years} an${years > 1 ? 's' : ''}. L’effacement est définitif.`,
  retentionWho: 'Seraient effacés :',
  retentionMore: (n) => `… et ${n} de plus`,
  retentionConfirm: (people) => `Enregistrer et effacer ${people} personne${people > 1 ? 's' : ''}`,
  planDiscardLead: (files) =>
    `Abandonner ce plan ? Les fichiers déposés (${files}) sont supprimés du serveur et rien n’en est écrit. Pour les importer plus tard, déposez-les de nouveau.`,
  planDiscard: 'Abandonner le plan',
};
