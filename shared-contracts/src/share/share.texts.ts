// Sharing a campaign (issue 30 item 2): the share button's words, the fallback links and the
// copy toast. Imported by path ('shared-contracts/src/share/share.texts'): the button sits on
// the campaign and thank-you pages, the links in a panel loaded on first use, and neither
// belongs in the shared copy of shared-contracts (docs/decisions/0001-first-visit-weight.md).

export const SHARE_TEXTS = {
  share: 'Partager',
  shareCampaign: 'Partager cette campagne',
  panelLabel: 'Partager la campagne',
  email: 'Email',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié dans le presse-papiers.',
  copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
  linkLabel: 'Lien de la campagne',
  /** The words that go with the link, in the email and the messages. */
  message: (title: string) =>
    `Je soutiens « ${title} » : découvrez ce projet et soutenez-le vous aussi.`,
  emailSubject: (title: string) => `Découvrez le projet « ${title} »`,
  /** Said after a gift, on the thank-you page. */
  afterGift: 'Faites connaître ce projet autour de vous : chaque partage peut amener un don.',
} as const;
