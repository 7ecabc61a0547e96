// Texts of the shared page pieces that the spec does not spell out. Every text the spec does
// spell comes from shared-contracts.
export const UI_TEXTS = {
  loading: 'Chargement...',
  retry: 'Réessayer',
  errorTitle: 'Impossible de charger cette page',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  closeToast: 'Fermer la notification',
  // Mantine's own name for a password field's eye button is English; pressed means shown.
  showPassword: 'Afficher le mot de passe',
  closeDialog: 'Fermer la fenêtre',
} as const;
