import { DONATION_MESSAGES } from '../texts';

/** The name a donation shows: 'Donateur anonyme' when the donor asked for it. */
export function donorDisplayName(donation: {
  donor_name?: string | null;
  is_anonymous?: boolean | null;
}): string {
  if (donation.is_anonymous) return DONATION_MESSAGES.anonymousDonor;
  const name = donation.donor_name?.trim();
  return name ? name : DONATION_MESSAGES.anonymousDonor;
}
