import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail-service';
import type { PaymentProvider } from './payment-provider';

/** What the payment path needs: the database, the provider, mail, the log, and the clocks. */
export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  logger: FastifyBaseLogger;
  /**
   * A payment committed, its NOTIFY named by `notice` with it (PublicCache.changedHere):
   * empties this instance's public caches at once and resolves once PostgreSQL delivered the
   * notification to the listening instances, so the payer's next read, through any of them,
   * shows the payment.
   */
  publicChangeCommitted?: (notice: string) => Promise<void>;
  /** Dons réguliers: the control links' key (recurring-deps.ts#planLinkKey). */
  linkKey?: Buffer;
  /** Dons réguliers: the clock of charge runs and links (tests inject theirs). */
  now?: () => Date;
}
