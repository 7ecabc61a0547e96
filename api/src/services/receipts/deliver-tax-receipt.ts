import { and, eq, isNull } from 'drizzle-orm';
import {
  TAX_RECEIPT_MAIL_TEXTS as M,
  TAX_RECEIPT_RECAP_TEXTS,
  formatEuros,
  formatLongDate,
} from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema/donations';
import {
  taxReceiptColumnsWithoutPdf as receiptColumns,
  taxReceipts,
} from '../../db/schema/tax-receipts';
import type { MailMessage } from '../mail/mail-service';
import type { ReceiptDeps } from './receipt-deps';
import { renderTaxReceiptPdf, type TaxReceiptRow } from './tax-receipt-pdf';

/** A receipt without its PDF bytes (lists read this). */
async function findTaxReceipt(
  db: Database,
  where: { id: string } | { donationId: string },
): Promise<TaxReceiptRow | undefined> {
  const [receipt] = await db
    .select(receiptColumns)
    .from(taxReceipts)
    .where(
      'id' in where ? eq(taxReceipts.id, where.id) : eq(taxReceipts.donationId, where.donationId),
    );
  return receipt;
}

/**
 * The PDF of a receipt as it may be handed out now. An issued receipt: its stored PDF,
 * generated and stored the first time it is asked for (the text comes only from the receipt's
 * own columns, fixed at issue, so a second rendering after a lost write prints the same
 * receipt; the first stored copy wins). A cancelled receipt: drawn again at each request with
 * its 'ANNULÉ' mark from the same columns (status, cancelled_at), never the stored original,
 * which stays in the row as issued (a cancelled receipt must never read as valid).
 */
export async function taxReceiptPdf(db: Database, receipt: TaxReceiptRow): Promise<Buffer> {
  if (receipt.status === 'cancelled') return renderTaxReceiptPdf(receipt);
  const [stored] = await db
    .select({ pdf: taxReceipts.pdf })
    .from(taxReceipts)
    .where(eq(taxReceipts.id, receipt.id));
  if (stored?.pdf) return stored.pdf;
  const pdf = await renderTaxReceiptPdf(receipt);
  await db
    .update(taxReceipts)
    .set({ pdf })
    .where(and(eq(taxReceipts.id, receipt.id), isNull(taxReceipts.pdf)));
  return pdf;
}

export const taxReceiptFilename = (receipt: Pick<TaxReceiptRow, 'number'>): string =>
  `recu-fiscal-${receipt.number}.pdf`;

async function donorEmailOf(db: Database, donationId: string): Promise<string | undefined> {
  const [donation] = await db
    .select({ email: donations.donorEmail })
    .from(donations)
    .where(eq(donations.id, donationId));
  return donation?.email;
}

/**
 * Mails the donor of a receipt; once sent, stamps the receipt with `sentAt` so it is not sent
 * again (a retried job skips it). No donor address: nothing is sent. A mail failure throws:
 * the job is retried by the queue.
 */
async function mailDonorOnce(
  deps: ReceiptDeps,
  receipt: TaxReceiptRow,
  message: Omit<MailMessage, 'to'>,
  sentAt: 'emailedAt' | 'cancellationEmailedAt',
): Promise<void> {
  const to = await donorEmailOf(deps.db, receipt.donationId);
  if (!to) return;
  await deps.mail.send({ to, ...message });
  await deps.db
    .update(taxReceipts)
    .set({ [sentAt]: new Date() })
    .where(eq(taxReceipts.id, receipt.id));
}

/**
 * The `payment-receipts` job, after the payment committed: the PDF is generated and stored,
 * then mailed to the donor with the PDF attached, once (emailed_at). A failure throws and the
 * queue retries: the receipt itself exists from the payment's transaction on.
 */
export async function deliverTaxReceipt(deps: ReceiptDeps, donationId: string): Promise<void> {
  const receipt = await findTaxReceipt(deps.db, { donationId });
  if (!receipt || receipt.emailedAt || receipt.status !== 'issued') return;
  const pdf = await taxReceiptPdf(deps.db, receipt);
  // Refunded while its PDF was being made: the unmarked receipt is not sent.
  if ((await findTaxReceipt(deps.db, { donationId }))?.status !== 'issued') return;
  await mailDonorOnce(
    deps,
    receipt,
    {
      subject: M.issuedSubject(receipt.associationName),
      text:
        receipt.recapCharges !== null
          ? M.issuedBodyRecap(
              receipt.donorName,
              receipt.number,
              receipt.year,
              TAX_RECEIPT_RECAP_TEXTS.charges(receipt.recapCharges),
              formatEuros(receipt.amountCents / 100),
              receipt.associationName,
            )
          : M.issuedBody(
              receipt.donorName,
              receipt.number,
              formatEuros(receipt.amountCents / 100),
              receipt.associationName,
            ),
      attachments: [
        { filename: taxReceiptFilename(receipt), content: pdf, contentType: 'application/pdf' },
      ],
    },
    'emailedAt',
  );
}

/**
 * The donor is told their refunded or disputed gift's receipt is cancelled, once
 * (`tax-receipt-cancelled` job), with the reason.
 */
export async function notifyTaxReceiptCancelled(
  deps: ReceiptDeps,
  donationId: string,
): Promise<void> {
  const receipt = await findTaxReceipt(deps.db, { donationId });
  if (!receipt || receipt.status !== 'cancelled' || receipt.cancellationEmailedAt) return;
  await mailDonorOnce(
    deps,
    receipt,
    {
      subject: M.cancelledSubject(receipt.associationName),
      text:
        receipt.recapCharges !== null
          ? M.cancelledBodyRecap(
              receipt.donorName,
              receipt.number,
              receipt.year,
              formatLongDate(receipt.cancelledAt ?? new Date()),
            )
          : (receipt.cancellationReason === 'dispute' ? M.cancelledBodyDispute : M.cancelledBody)(
              receipt.donorName,
              receipt.number,
              formatEuros(receipt.amountCents / 100),
              formatLongDate(receipt.cancelledAt ?? new Date()),
            ),
    },
    'cancellationEmailedAt',
  );
}
