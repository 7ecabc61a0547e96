// Texts of the donation area that the spec does not spell out.
export const DONATION_TEXTS = {
  dialogTitle: 'Soutenir ce projet',
  dialogIntro: 'Choisissez un montant pour soutenir ce projet.',
} as const;
