import { z } from 'zod';
import { associationRefShape, campaignRefShape, settlementSumsShape } from '../common/wire-shapes';
import { PAYMENT_API_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { lazy } from '../common/lazy';

// Transfers to associations and refunds to donors (settlement), as the super admin and a
// manager read them. Amounts are euros with at most two decimals, like every amount on the wire.

const PAYOUT_KIND_VALUES = ['transfer', 'refund'] as const;
const PAYOUT_STATUS_VALUES = ['pending', 'completed', 'failed'] as const;

/** French labels of the payout kinds and states, for the admin and manager screens. */
export const PAYOUT_KIND_LABELS: Record<(typeof PAYOUT_KIND_VALUES)[number], string> = {
  transfer: 'Virement à l\u2019association',
  refund: 'Remboursement des donateurs',
};
export const PAYOUT_STATUS_LABELS: Record<(typeof PAYOUT_STATUS_VALUES)[number], string> = {
  pending: 'En cours',
  completed: 'Effectué',
  failed: 'En échec (nouvel essai automatique)',
};

const payoutSchema = lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(PAYOUT_KIND_VALUES),
    status: z.enum(PAYOUT_STATUS_VALUES),
    ...campaignRefShape,
    campaign_slug: z.string(),
    ...associationRefShape,
    /** 'final' for a goal campaign, 'YYYY-MM' for a month of a continuous campaign. */
    period_key: z.string(),
    period_end: z.string(),
    donation_count: z.number().int(),
    ...settlementSumsShape,
    /** Transfer: withheld to recover the association's debts (refunds after an earlier transfer). */
    recovered: z.number(),
    provider_reference: z.string().nullable(),
    failure_reason: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  }),
);
export type Payout = z.infer<typeof payoutSchema>;

/** Per-campaign sums over completed payouts. */
const campaignPayoutTotalsSchema = lazy(() =>
  z.object({
    ...campaignRefShape,
    ...associationRefShape,
    ...settlementSumsShape,
    refunded: z.number(),
  }),
);
export type CampaignPayoutTotals = z.infer<typeof campaignPayoutTotalsSchema>;

/**
 * A donation refunded (Stripe) after its money was transferred: the association owes what it
 * received for it, withheld from its next transfer.
 */
const associationDebtSchema = lazy(() =>
  z.object({
    id: z.string(),
    ...associationRefShape,
    ...campaignRefShape,
    donation_id: z.string(),
    amount: z.number(),
    /** The transfer it was withheld from; null while it is still owed. */
    recovered_by_payout_id: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type AssociationDebt = z.infer<typeof associationDebtSchema>;

/** GET /admin/payouts (every association) and GET /dashboard/payouts (the manager's own). */
export const payoutListSchema = lazy(() =>
  z.object({
    payouts: z.array(payoutSchema),
    campaigns: z.array(campaignPayoutTotalsSchema),
    debts: z.array(associationDebtSchema),
    totals: z.object({
      ...settlementSumsShape,
      refunded: z.number(),
      /** Debts not withheld yet. */
      owed: z.number(),
    }),
  }),
);
export type PayoutList = z.infer<typeof payoutListSchema>;

/**
 * GET /admin/ledger/check: stored totals recomputed from the ledger, payouts against their
 * donations and ledger rows, completed campaigns with money left to settle.
 */
export const ledgerCheckSchema = lazy(() =>
  z.object({
    ok: z.boolean(),
    mismatches: z.array(
      z.object({
        scope: z.enum(['campaign', 'association', 'payout']),
        id: z.string(),
        field: z.string(),
        stored: z.number(),
        from_ledger: z.number(),
      }),
    ),
  }),
);
export type LedgerCheckResult = z.infer<typeof ledgerCheckSchema>;

/** PUT /admin/associations/{id}/payout-account: where the association's transfers go (Stripe). */
export const payoutAccountSchema = lazy(() =>
  z.object({
    stripe_account_id: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .regex(/^acct_[A-Za-z0-9]{1,64}$/, { error: PAYMENT_API_MESSAGES.stripeAccountInvalid }),
  }),
);
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;
