/**
 * Reward stock (issue 30, item 6): the one rule the dialog and the server share, and its words.
 * Small on purpose: the campaign schema and the dialog's rules (in the package's barrel) import it.
 */
export const REWARD_STOCK_TEXTS = {
  soldOut: 'Épuisé',
  /** The dialog, beside a stocked reward. */
  remaining: (count: number) =>
    count === 1 ? 'Plus qu’un exemplaire' : `${count} exemplaires restants`,
  /** The API's 409 when the last unit went to someone else meanwhile. */
  soldOutDetail:
    'Cette contrepartie est épuisée : choisissez-en une autre ou donnez sans contrepartie.',
  /** The reward editor. */
  quantityLabel: 'Quantité disponible',
  quantityHint: 'Laissez vide pour une quantité illimitée.',
  remainingNow: (count: number) =>
    count === 0 ? 'Épuisée à ce jour.' : `Encore ${count} disponible${count > 1 ? 's' : ''}.`,
  quantityInvalid: 'Indiquez un nombre entier de 0 à 100 000.',
  needsShippingLabel: 'Contrepartie à envoyer par la poste (une adresse sera demandée)',
} as const;

/** A reward with none left: shown 'Épuisé', not chosen. No quantity (null) = no limit. */
export function isRewardSoldOut(reward: { remaining?: number | null }): boolean {
  return reward.remaining !== undefined && reward.remaining !== null && reward.remaining <= 0;
}
