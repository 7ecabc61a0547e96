// Texts of the dated tax settings: the super admin's console screen and the
// API's French errors.
export const TAX_SETTING_LABELS = {
  ceiling_75_cents: 'Plafond des dons à 75 % (aide aux personnes en difficulté)',
  income_cap_percent: 'Limite des dons à 66 % (part du revenu imposable)',
  reward_cap_cents: 'Valeur maximale des contreparties par an',
} as const;

export const TAX_SETTINGS_TEXTS = {
  title: 'Paramètres fiscaux',
  intro:
    'Montants fixés par la loi, chacun avec sa date d’effet. Une nouvelle valeur s’ajoute à l’historique ; les reçus déjà émis gardent les valeurs de leur jour.',
  tableLabel: 'Historique des paramètres fiscaux',
  columns: {
    setting: 'Paramètre',
    validFrom: 'À partir du',
    value: 'Valeur',
    source: 'Source',
    status: 'Statut',
  },
  inForce: 'En vigueur',
  upcoming: 'À venir',
  past: 'Remplacée',
  noSource: 'Non renseignée',
  formTitle: 'Ajouter une valeur',
  keyLabel: 'Paramètre',
  validFromLabel: 'Date d’effet',
  validFromHint: 'Aujourd’hui ou plus tard : une valeur passée ne se réécrit pas.',
  valueLabelEuros: 'Montant (€)',
  valueLabelPercent: 'Pourcentage (%)',
  sourceLabel: 'Source (texte de loi, article, page du BOFiP)',
  submit: 'Ajouter la valeur',
  added: 'La nouvelle valeur est enregistrée.',
  loadError: 'Impossible de charger les paramètres fiscaux.',
} as const;

export const TAX_SETTINGS_MESSAGES = {
  key: 'Paramètre inconnu',
  validFrom: 'Date invalide (AAAA-MM-JJ)',
  validFromPast:
    'La date d’effet doit être aujourd’hui ou plus tard : une valeur déjà appliquée ne se modifie pas.',
  duplicate: 'Une valeur existe déjà pour ce paramètre à cette date.',
  value: 'Valeur invalide',
  percent: 'Le pourcentage doit être compris entre 0 et 100',
  source: 'Indiquez la source de cette valeur (texte de loi, article ou page du BOFiP)',
} as const;

/** Rewards and the receipt rule (art. 200 CGI, BOI-IR-RICI-250-10-20-10). */
export const TAX_REWARD_MESSAGES = {
  valueRequired:
    'Indiquez la valeur de la contrepartie, ou cochez « Sans valeur marchande » si elle n’en a aucune',
  noMarketValueWithValue:
    'Une contrepartie sans valeur marchande a une valeur de 0 € : décochez la case ou effacez la valeur',
  yearCapReached: (capEuros: string, alreadyEuros: string): string =>
    `Vous avez déjà reçu ${alreadyEuros} de contreparties de cette association cette année : avec celle-ci, vous dépasseriez ${capEuros}, la valeur maximale par an pour un reçu fiscal. Choisissez « sans contrepartie » pour recevoir un reçu fiscal.`,
} as const;

/** The reward editor's box, whose label TAX_REWARD_MESSAGES.valueRequired quotes. */
export const TAX_REWARD_FORM_TEXTS = {
  noMarketValue: 'Sans valeur marchande (remerciement, mention)',
} as const;

/** The yearly declaration's file (art. 222 bis, annex III CGI) and its choice on screen. */
export const TAX_DECLARATION_CSV_TEXTS = {
  association: 'Association',
  siren: 'SIREN',
  rna: 'RNA',
  associationLabel: 'Association déclarante',
} as const;

/**
 * The donor's yearly summary: the two boxes of the income tax return (form 2042-RICI), in the
 * order the donor's tab and the PDF show them (title, boxes, note).
 */
export const TAX_RETURN_BOX_TEXTS = {
  title: (year: number): string => `À reporter sur votre déclaration des revenus de ${year}`,
  box7UD: 'Case 7UD – dons aux organismes d’aide aux personnes en difficulté (75 %)',
  box7UF: 'Case 7UF – autres dons (66 %)',
  note: 'Reportez chaque montant dans sa case : l’administration applique elle-même le plafond des dons à 75 %.',
} as const;
