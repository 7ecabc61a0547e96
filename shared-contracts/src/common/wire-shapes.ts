import { z } from 'zod';
import { lazy } from '../common/lazy';

// Fields that several answers carry alike, spread into their `z.object({...})` so each is
// declared (and documented) once.

/** The campaign a row is about (a donation, a transfer, a debt). */
export const campaignRefShape = lazy(() => ({
  campaign_id: z.string(),
  campaign_title: z.string(),
}));

/** The association a row is about. */
export const associationRefShape = lazy(() => ({
  association_id: z.string(),
  association_name: z.string(),
}));

/** The sums of a settlement, in euros. */
export const settlementSumsShape = lazy(() => ({
  /** Paid donations covered. */
  gross: z.number(),
  /** 5 % platform commission (0 for a refund). */
  commission: z.number(),
  /** 2,9 % + 0,25 € per donation (0 for a refund). */
  processing_fees: z.number(),
  /** Transfer: what the association earns from these donations. Refund: what goes back to donors. */
  net: z.number(),
}));

/** One page of a searched list: its rows, the count of every match, the page and its size. */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
