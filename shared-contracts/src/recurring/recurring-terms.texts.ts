// Texts of what a regular gift commits the donor to (issue 29), read in the contribution dialog
// once a regular frequency is chosen, and ticked: apart from recurring-dialog.texts.ts, since
// only those donors load that part (mf-donation's engaged-parts.ts). Imported by path; imports
// nothing.

export const RECURRING_TERMS_TEXTS = {
  summaryTitle: 'Votre don régulier',
  summaryAmount: (amount: string, per: string): string => `${amount} ${per}`,
  summaryFirstCharge: (amount: string): string =>
    `Premier prélèvement aujourd'hui (${amount}), sur la carte que vous saisirez au paiement.`,
  summaryNextCharge: (date: string): string => `Prélèvement suivant : le ${date}.`,
  summaryYearly: (total: string): string => `Soit ${total} par an`,
  summaryYearlyAfterReduction: (total: string, after: string): string =>
    `Soit ${total} par an, ${after} après réduction d'impôt`,
  summaryHowToStop:
    "Vous pouvez modifier le montant, changer de carte, suspendre ou arrêter votre don à tout moment, sans compte, depuis le lien de chaque email de reçu. L'arrêt prend effet aussitôt : aucun autre prélèvement.",
  summaryOneReceipt:
    "Vous recevrez un seul reçu fiscal par an, qui cumule vos dons de l'année civile, au plus tard le 31 janvier de l'année suivante.",
  consentLabel: (amount: string, per: string): string =>
    `J'accepte que ma carte soit débitée de ${amount} ${per} jusqu'à ce que j'arrête ce don`,
} as const;
