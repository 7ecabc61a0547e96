/**
 * Reward delivery (issue 30, item 7): the words of the dialog's address block,
 * the manager's 'Envois' panel and its CSV, the donor's status, and the API's refusals (the
 * stock's words are in reward-stock.ts, which the campaign schema needs). Imported
 * by path (lazy screens and the API), never through the package's barrel.
 */
export const SHIPPING_COUNTRIES = [
  { code: 'FR', label: 'France' },
  { code: 'BE', label: 'Belgique' },
  { code: 'CH', label: 'Suisse' },
  { code: 'LU', label: 'Luxembourg' },
  { code: 'MC', label: 'Monaco' },
  { code: 'DE', label: 'Allemagne' },
  { code: 'ES', label: 'Espagne' },
  { code: 'IT', label: 'Italie' },
  { code: 'GB', label: 'Royaume-Uni' },
  { code: 'CA', label: 'Canada' },
] as const;
export type ShippingCountryCode = (typeof SHIPPING_COUNTRIES)[number]['code'];

export const countryLabel = (code: string | null | undefined): string =>
  SHIPPING_COUNTRIES.find((country) => country.code === code)?.label ?? code ?? '';

export const SHIPPING_ADDRESS_TEXTS = {
  legend: 'Adresse de livraison de votre contrepartie',
  intro:
    'Cette contrepartie est envoyée par la poste. Votre adresse n’est vue que par l’association, pour cet envoi.',
  address: 'Adresse',
  addressExtra: 'Complément d’adresse (facultatif)',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  addressRequired: 'Indiquez l’adresse de livraison.',
  postalCodeRequired: 'Indiquez le code postal.',
  postalCodeFrance: 'Le code postal doit comporter 5 chiffres.',
  postalCodeInvalid: 'Ce code postal n’est pas valide.',
  cityRequired: 'Indiquez la ville.',
  countryInvalid: 'Choisissez un pays dans la liste.',
} as const;

export const REWARD_DELIVERY_TEXTS = {
  tab: 'Envois',
  title: 'Contreparties à envoyer',
  intro:
    'Les donateurs dont la contrepartie est à envoyer par la poste. Ces adresses sont des données personnelles : utilisez-les seulement pour cet envoi.',
  empty: 'Aucune contrepartie à envoyer pour le moment.',
  campaignLabel: 'Campagne',
  allCampaigns: 'Toutes les campagnes',
  donor: 'Donateur',
  reward: 'Contrepartie',
  address: 'Adresse',
  status: 'Statut',
  note: 'Note de suivi',
  actions: 'Actions',
  toSend: 'À envoyer',
  sent: 'Envoyée',
  markSent: 'Marquer envoyée',
  markSentTitle: (reward: string, donor: string) => `Envoi de « ${reward} » à ${donor}`,
  noteLabel: 'Note de suivi (facultative)',
  noteHint: 'Par exemple le numéro de suivi du colis.',
  confirm: 'Confirmer l’envoi',
  cancel: 'Annuler',
  markedSent: 'Contrepartie marquée envoyée.',
  export: 'Exporter (CSV)',
  sentOn: (date: string) => `Envoyée le ${date}`,
  /** The donor's area. */
  donorStatusLabel: 'Envoi de la contrepartie',
  /** The API's refusals. */
  notOwed: 'Ce don n’a pas de contrepartie à envoyer.',
  /** CSV headers, in order. */
  csvHeaders: [
    'Donateur',
    'Email',
    'Campagne',
    'Contrepartie',
    'Adresse',
    'Complément',
    'Code postal',
    'Ville',
    'Pays',
    'Statut',
    'Envoyée le',
    'Note de suivi',
  ],
  csvFileName: 'contreparties-a-envoyer.csv',
} as const;
