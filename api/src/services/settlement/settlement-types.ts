import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { campaigns, payouts } from '../../db/schema';
import type { MailService } from '../mail/mail-service';
import type { PaymentProvider } from '../payments/payment-provider';

export interface SettlementDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  logger: FastifyBaseLogger;
}

export interface SettlementReport {
  asOf: string;
  /** False when another runner held the lock: this run did nothing. */
  ran: boolean;
  reconciled: number;
  transfers: { campaignId: string; periodKey: string; netCents: number }[];
  refunds: { campaignId: string; donationCount: number; amountCents: number }[];
  completedCampaigns: string[];
  waiting: string[];
  /** French reasons (what the manager reads); the technical cause is in the logs. */
  failures: { campaignId: string; reason: string }[];
}

export type CampaignRow = typeof campaigns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Completes (or retries) one payout of a campaign, a transfer or a refund: true once it is
 * completed; false when it failed, with its French reason in the report.
 */
export type CompletePayout = (
  deps: SettlementDeps,
  campaign: CampaignRow,
  payout: PayoutRow,
  report: SettlementReport,
) => Promise<boolean>;

export function emptyReport(asOf: Date): SettlementReport {
  return {
    asOf: asOf.toISOString(),
    ran: false,
    reconciled: 0,
    transfers: [],
    refunds: [],
    completedCampaigns: [],
    waiting: [],
    failures: [],
  };
}
