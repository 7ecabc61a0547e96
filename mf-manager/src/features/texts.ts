// Texts of the manager area that the spec does not spell out (tab labels come from
// shared-contracts).
export const MANAGER_TEXTS = {
  dashboardTitle: 'Tableau de bord de mon association',
  greeting: (name: string) => `Bonjour, ${name}`,
  createCampaignTitle: 'Nouvelle campagne',
  editCampaignTitle: 'Modifier la campagne',
  editAssociationTitle: "Modifier l'association",
} as const;
