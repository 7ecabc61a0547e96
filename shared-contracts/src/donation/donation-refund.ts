import { z } from 'zod';
import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import { optionalDateField, optionalEurosField, optionalText } from '../common/fields';
import { PAGE_BUTTON_TEXTS } from '../pagination.texts';
import { VALIDATION_MESSAGES } from '../texts';
import { donationSchema } from './donation.schema';

/**
 * Support refunds one gift (issue 28 item 2): the super admin finds any donation and refunds
 * it in full with a reason; a manager may refund a gift to their own association within
 * MANAGER_REFUND_WINDOW_DAYS of its payment. Not in the spec: the texts are ours, in its voice.
 */

/**
 * The terms promise that support can make an exception; a manager's own refunds are limited to
 * a month after payment, while the money is still near (a later exception goes through support).
 */
export const MANAGER_REFUND_WINDOW_DAYS = 30;

/** Rows per page of the admin's donation search. */
export const ADMIN_DONATIONS_PAGE_SIZE = 20;

export const REFUND_MESSAGES = {
  reasonRequired: 'Veuillez indiquer le motif du remboursement.',
  alreadyRefunded: 'Ce don a déjà été remboursé.',
  inProgress: 'Un remboursement de ce don est déjà en cours. Veuillez patienter.',
  notRefundable: "Seul un don payé peut être remboursé : celui-ci n'a pas été payé.",
  periodOver: `Ce don a été payé il y a plus de ${MANAGER_REFUND_WINDOW_DAYS} jours : vous ne pouvez plus le rembourser vous-même. Veuillez contacter le support de la plateforme.`,
  providerFailed:
    "Le remboursement n'a pas pu être effectué auprès du prestataire de paiement. Veuillez réessayer dans quelques minutes.",
  donationNotFound: 'Don non trouvé',
  // Screens
  searchTitle: 'Rechercher un don',
  email: 'Email du donateur',
  name: 'Nom du donateur',
  campaign: 'Campagne',
  amountMin: 'Montant minimum (€)',
  amountMax: 'Montant maximum (€)',
  from: 'Payé à partir du',
  to: "Payé jusqu'au",
  search: 'Rechercher',
  clear: 'Effacer les filtres',
  loading: 'Chargement des dons...',
  loadError: 'Erreur lors du chargement des dons',
  retry: 'Réessayer',
  empty: 'Aucun don ne correspond à votre recherche.',
  donor: 'Donateur',
  amount: 'Montant',
  status: 'Statut',
  date: 'Date',
  action: 'Action',
  pages: PAGE_BUTTON_TEXTS,
  results: (total: number) => (total === 1 ? '1 don trouvé' : `${total} dons trouvés`),
  refund: 'Rembourser',
  refundOf: (donor: string, amount: string) => `Rembourser le don de ${donor} (${amount})`,
  dialogTitle: 'Rembourser ce don',
  dialogIntro: (amount: string, campaign: string) =>
    `Le don de ${amount} à « ${campaign} » sera intégralement remboursé au donateur, par le moyen de paiement utilisé. Son reçu fiscal éventuel sera annulé et le donateur recevra un email.`,
  reason: 'Motif du remboursement',
  reasonPlaceholder: 'Par exemple : don fait en double par erreur',
  confirm: 'Confirmer le remboursement',
  cancel: 'Annuler',
  done: 'Le don a été remboursé.',
  refundedOn: (date: string) => `Remboursé le ${date}`,
} as const;

// One message for a missing or blank reason (requiredText would add its markup check's too).
const refundReason = () =>
  z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reasonRequired })
    .max(500, { error: VALIDATION_MESSAGES.maxLength(500) });

/** POST /admin/donations/{id}/refund and /dashboard/donations/{id}/refund. */
export const donationRefundSchema = z.object({ reason: refundReason() });
export type DonationRefundInput = z.input<typeof donationRefundSchema>;

/** GET /admin/donations: every filter optional; dates are the payment's (or creation's). */
export const adminDonationSearchSchema = z.object({
  email: optionalText(200),
  name: optionalText(200),
  /** A campaign's title (part of it) or its id. */
  campaign: optionalText(200),
  amount_min: optionalEurosField(0),
  amount_max: optionalEurosField(0),
  from: optionalDateField(),
  to: optionalDateField(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(ADMIN_DONATIONS_PAGE_SIZE),
});
export type AdminDonationSearch = z.input<typeof adminDonationSearchSchema>;

/** A donation as support reads it: its payment and refund dates and the refund's reason. */
export const supportDonationSchema = donationSchema.extend({
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
});
export type SupportDonation = z.infer<typeof supportDonationSchema>;

export const donationPageSchema = z.object({
  data: z.array(supportDonationSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type DonationPage = z.infer<typeof donationPageSchema>;

/** GET /admin/donations with the filters given (blank ones left out). */
export function searchAdminDonations(
  client: ApiClient,
  search: AdminDonationSearch,
): Promise<DonationPage> {
  const searchParams = Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Record<string, string | number>;
  return client.get('/admin/donations', { searchParams, schema: donationPageSchema, raw: true });
}

/** POST /admin/donations/{id}/refund: the super admin refunds any paid gift. */
export function refundDonationAsAdmin(
  client: ApiClient,
  donationId: string,
  input: DonationRefundInput,
): Promise<SupportDonation> {
  return client.post(`/admin/donations/${segment(donationId)}/refund`, input, {
    schema: supportDonationSchema,
  });
}

/** POST /dashboard/donations/{id}/refund: a manager refunds a recent gift to their association. */
export function refundDonationAsManager(
  client: ApiClient,
  donationId: string,
  input: DonationRefundInput,
): Promise<SupportDonation> {
  return client.post(`/dashboard/donations/${segment(donationId)}/refund`, input, {
    schema: supportDonationSchema,
  });
}
