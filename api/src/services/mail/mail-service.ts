import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body: always present, readable in any client. */
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of Actualités and reminders). */
  headers?: Record<string, string>;
  /** Files sent with the message (a receipt's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * How the API sends email (password reset, account creation, receipts...). Implementations:
 * SMTP, `.eml` files, memory (tests). Sending never throws into a request that already did
 * its work: callers decide whether a failure matters (see sendSafely).
 */
export interface MailService {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** SMTP_URL set: SMTP. Unset: each message written as an .eml file under $DATA_DIR/mail/ and logged. */
export function createMailService(settings: MailSettings, logger?: FastifyBaseLogger): MailService {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: settings.from, ...message });
        // No address at info level: the message id traces it in the server's.
        logger?.info({ messageId: info.messageId, subject: message.subject }, 'mail sent by SMTP');
        logger?.debug({ to: message.to, messageId: info.messageId }, 'mail recipient');
      },
    };
  }
  const outbox = path.join(settings.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger?.info({ subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

/** In-memory outbox, for tests. */
export interface MemoryMailService extends MailService {
  outbox: MailMessage[];
}

export function createMemoryMailService(): MemoryMailService {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
    },
  };
}

/**
 * Sends without failing the caller: a password-reset request must answer the same whether
 * the mail server is up or not (and must not reveal anything by failing).
 */
export async function sendSafely(
  mail: MailService,
  message: MailMessage,
  logger: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await mail.send(message);
    return true;
  } catch (error) {
    // The subject, not the address (a donor's contact data stays out of the log).
    logger.error({ err: error, subject: message.subject }, 'mail could not be sent');
    return false;
  }
}
