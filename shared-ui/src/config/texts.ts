// Texts of the shared page pieces that the spec does not spell out. Every text the spec does
// spell comes from shared-contracts.
export const UI_TEXTS = {
  loading: 'Chargement...',
  retry: 'Réessayer',
  errorTitle: 'Impossible de charger cette page',
  cancel: 'Annuler',
  confirm: 'Confirmer',
} as const;
