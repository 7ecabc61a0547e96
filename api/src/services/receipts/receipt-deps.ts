import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail-service';

/** What sending a receipt needs: apart from the senders so each can name it without a circle. */
export interface ReceiptDeps {
  db: Database;
  mail: MailService;
  logger: FastifyBaseLogger;
  /** Dons réguliers: the key and clock of the control link a plan's receipt carries. */
  linkKey?: Buffer;
  now?: () => Date;
}
