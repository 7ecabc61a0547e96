import { z } from 'zod';
import { optionalUrlField, requiredText } from '../common/fields';
import { TAX_RATES } from './tax-receipt.rules';
import { TAX_RECEIPT_MESSAGES } from './tax-receipt.texts';
import { associationRefShape } from '../common/wire-shapes';
import { lazy } from '../common/lazy';

export const TAX_ELIGIBILITY_VALUES = ['none', 'declared', 'verified', 'withdrawn'] as const;
export const taxEligibilitySchema = lazy(() => z.enum(TAX_ELIGIBILITY_VALUES));
export type TaxEligibility = z.infer<typeof taxEligibilitySchema>;

/** POST /dashboard/tax-eligibility: the association declares it may issue receipts. */
export const taxEligibilityDeclarationSchema = lazy(() =>
  z.object({
    purpose: requiredText(1000),
    legal_status: requiredText(300),
    signatory_name: requiredText(200),
    signatory_title: requiredText(200),
    /** The rescrit fiscal or the statutes, uploaded first (POST /upload/document). */
    document_url: optionalUrlField().refine((url) => url != null, {
      error: TAX_RECEIPT_MESSAGES.declarationIncomplete,
    }),
  }),
);
export type TaxEligibilityDeclarationInput = z.input<typeof taxEligibilityDeclarationSchema>;

/** PUT /admin/associations/{id}/tax-eligibility: verify (with the rate) or withdraw. */
export const taxEligibilityReviewSchema = lazy(() =>
  z.discriminatedUnion(
    'decision',
    [
      z.object({
        decision: z.literal('verified'),
        rate: z.union(
          TAX_RATES.map((rate) => z.literal(rate)),
          {
            error: TAX_RECEIPT_MESSAGES.rate,
          },
        ),
      }),
      z.object({ decision: z.literal('withdrawn') }),
    ],
    { error: TAX_RECEIPT_MESSAGES.declarationIncomplete },
  ),
);
export type TaxEligibilityReviewInput = z.input<typeof taxEligibilityReviewSchema>;

export const taxReceiptSchema = lazy(() =>
  z.object({
    id: z.string(),
    number: z.string(),
    year: z.number(),
    status: z.enum(['issued', 'cancelled']),
    amount: z.number(),
    rate: z.number(),
    gift_date: z.string(),
    donor_name: z.string(),
    ...associationRefShape,
    issued_at: z.string(),
    cancelled_at: z.string().nullable(),
    pdf_url: z.string(),
    /**
     * A reçu récapitulatif of a plan's regular gifts of the year `year` (issue 29): how many
     * charges, the days ('YYYY-MM-DD') of the first and the last; null (or absent) for one gift.
     */
    recap: z
      .object({ charges: z.number(), first_date: z.string(), last_date: z.string() })
      .nullish(),
  }),
);
export type TaxReceipt = z.infer<typeof taxReceiptSchema>;

export const taxReceiptYearTotalSchema = lazy(() =>
  z.object({
    year: z.number(),
    issued_count: z.number(),
    issued_total: z.number(),
    cancelled_count: z.number(),
    cancelled_total: z.number(),
  }),
);
export type TaxReceiptYearTotal = z.infer<typeof taxReceiptYearTotalSchema>;

/** The names the API gives the files (content-disposition), for the browser's save. */
export const taxReceiptFilename = (number: string): string => `recu-fiscal-${number}.pdf`;
export const taxReceiptSummaryFilename = (year: number): string => `recus-fiscaux-${year}.pdf`;
