// What the manager's and the super admin's tax receipt routes answer.
import { z } from 'zod';
import {
  taxEligibilitySchema,
  taxReceiptSchema,
  taxReceiptYearTotalSchema,
} from './tax-receipt.schema';
import { lazy } from '../common/lazy';

/** GET /dashboard/tax-receipts: the manager's receipts (of one year when asked) and every year's totals. */
export const managerTaxReceiptsSchema = lazy(() =>
  z.object({
    receipts: z.array(taxReceiptSchema),
    totals: z.array(taxReceiptYearTotalSchema),
    /** The associations the manager runs, for the yearly declaration's choice. */
    associations: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
  }),
);
export type ManagerTaxReceipts = z.infer<typeof managerTaxReceiptsSchema>;

/** PUT /admin/associations/{id}/tax-eligibility answers the new state. */
export const taxEligibilityReviewResultSchema = lazy(() =>
  z.object({
    association_id: z.string(),
    tax_eligibility: taxEligibilitySchema,
    tax_rate: z.number().optional(),
  }),
);
export type TaxEligibilityReviewResult = z.infer<typeof taxEligibilityReviewResultSchema>;

/** GET /admin/tax-receipts/counts: one row per association. */
export const taxReceiptCountsSchema = lazy(() =>
  z.object({
    association_id: z.string(),
    association_name: z.string(),
    tax_eligibility: taxEligibilitySchema,
    tax_rate: z.number().nullable(),
    issued_count: z.number(),
    cancelled_count: z.number(),
    issued_total: z.number(),
  }),
);
export type TaxReceiptCounts = z.infer<typeof taxReceiptCountsSchema>;
