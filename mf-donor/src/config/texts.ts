// Texts of the donor area that the spec does not spell out.
export const DONOR_TEXTS = {
  title: 'Mon espace donateur',
  greeting: (name: string) => `Bonjour, ${name}`,
  seeSite: 'Voir le site',
  rewardsNotice:
    'Les associations bénéficiaires vous contacteront par email au sujet de vos contreparties.',
} as const;
