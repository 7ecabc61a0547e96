// The campaign page's words added by issue 30 (the donate bar, the side card of a closed
// campaign). Imported by path ('shared-contracts/src/campaign/campaign-page.texts'), so the
// shared copy of shared-contracts does not carry them; imports nothing.

export const CAMPAIGN_LIFE_TEXTS = {
  /** The bar fixed at the bottom of a phone's screen: names the region for screen readers. */
  donateBarLabel: 'Soutenir ce projet',
  /** Caption under 'Terminée' in a closed campaign's side card (instead of 'Temps restant'). */
  closedCaption: 'Statut de la collecte',
} as const;
