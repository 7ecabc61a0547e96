// Texts of the super-admin area that the spec does not spell out.
export const ADMIN_TEXTS = {
  dashboardTitle: 'Administration de la plateforme',
  greeting: (name: string) => `Bonjour, ${name}`,
  tabs: {
    overview: "Vue d'ensemble",
    associations: 'Associations',
    campaigns: 'Campagnes',
    users: 'Utilisateurs',
    donations: 'Donations',
  },
  createAssociationTitle: 'Nouvelle association',
  editAssociationTitle: "Modifier l'association",
  createCampaignTitle: 'Nouvelle campagne',
  editCampaignTitle: 'Modifier la campagne',
} as const;
