// The words of the contribution flow in a frame (issue 30 item 3, mf-donation's
// EmbedContributionPage): apart from embed.texts.ts (the card, the counter, the button and the
// manager's panel), so that the flow's page carries only its own. Imported by path; imports
// nothing.

export const EMBED_FLOW_TEXTS = {
  flowTitle: 'Faire un don',
  reopen: 'Faire un don',
  checkoutTitle: 'Dernière étape : le paiement sécurisé',
  checkoutIntro:
    'Le paiement s’ouvre dans un nouvel onglet, sur la page sécurisée de notre prestataire de paiement. Cette page reste ouverte : vous pourrez y revenir une fois votre don réglé.',
  checkoutButton: 'Payer sur la page sécurisée',
  /** After a link's words, for screen readers: the link leaves for another tab. */
  opensInNewTab: '(nouvel onglet)',
  checkoutOpened:
    'Une fois le paiement terminé, l’onglet du paiement affiche la confirmation de votre don et votre reçu vous est envoyé par email.',
  anotherGift: 'Faire un autre don',
} as const;
