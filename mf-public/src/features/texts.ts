// Texts of the public pages that the spec does not spell out (the spec's own come from
// shared-contracts).
export const PUBLIC_TEXTS = {
  homeTitle: 'Soutenez les projets des associations',
  homeSubtitle:
    'Découvrez, soutenez, recevez : donnez en toute confiance aux associations vérifiées.',
  greeting: (name: string) => `Bonjour, ${name}`,
  campaignTitle: 'Projet',
  associationTitle: 'Association',
  faqTitle: 'Questions fréquentes',
  termsTitle: "Conditions générales d'utilisation",
} as const;

export const DIALOG_TEXTS = {
  unavailable: 'Le formulaire de contribution est momentanément indisponible.',
  retry: 'Réessayer',
} as const;
