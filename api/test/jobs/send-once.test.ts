import { eq } from 'drizzle-orm';
import { donations, sentEmails } from '../../src/db/schema';
import type { MailMessage, MailService } from '../../src/services/mail/mail-service';
import {
  sendPaymentReceipts,
  sendPaymentReceiptsBatch,
} from '../../src/services/receipts/send-receipts';
import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  type DonationTestContext,
} from '../donations/helpers';

/*
 * A payment-receipts job retried (after a mail failure, or a crash after some of its emails
 * left) sends only what has not left yet: each email has its sent_emails key.
 */
describe('payment-receipts job retried', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  it('sends nothing more when the job runs a second time', async () => {
    const campaign = await createCampaign(ctx.db, { contactEmail: 'asso.retry@example.test' });
    const sessionId = await donateAndPay(ctx.api, campaign.id, 20, {
      donor_email: 'retry@example.test',
    });
    await ctx.drainJobs();
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    const sentTo = () =>
      ctx.mail.outbox
        .filter((mail) => ['retry@example.test', 'asso.retry@example.test'].includes(mail.to))
        .map((mail) => mail.to)
        .sort();
    expect(sentTo()).toEqual(['asso.retry@example.test', 'retry@example.test']);

    // The same job run again (a retry after a crash before its acknowledgement): nothing more.
    const deps = { db: ctx.db, mail: ctx.mail, logger: ctx.app.log };
    await sendPaymentReceipts(deps, donation!.id);
    expect(sentTo()).toEqual(['asso.retry@example.test', 'retry@example.test']);
  });

  it('retries only the email that failed', async () => {
    const campaign = await createCampaign(ctx.db, { contactEmail: 'asso.panne@example.test' });
    // Paid and sent by the app's worker; the sent keys are removed to play the job again
    // against a mail server that refuses the association's notice once.
    const sessionId = await donateAndPay(ctx.api, campaign.id, 20, {
      donor_email: 'panne@example.test',
    });
    await ctx.drainJobs();
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    const sent: MailMessage[] = [];
    let failAssociation = true;
    const flaky: MailService = {
      async send(message) {
        if (message.to === 'asso.panne@example.test' && failAssociation)
          throw new Error('SMTP 451');
        sent.push(message);
      },
    };
    await ctx.db.delete(sentEmails).where(eq(sentEmails.key, `receipt:${donation!.id}`));
    await ctx.db.delete(sentEmails).where(eq(sentEmails.key, `association-notice:${donation!.id}`));

    const deps = { db: ctx.db, mail: flaky, logger: ctx.app.log };
    await expect(sendPaymentReceipts(deps, donation!.id)).rejects.toThrow('SMTP 451');
    expect(sent.map((mail) => mail.to)).toEqual(['panne@example.test']);
    failAssociation = false;
    await sendPaymentReceipts(deps, donation!.id);
    expect(sent.map((mail) => mail.to)).toEqual(['panne@example.test', 'asso.panne@example.test']);
  });

  it('a receipts job of several payments, retried, sends each donation only what did not leave, and one failure does not hold back the others', async () => {
    const failing = await createCampaign(ctx.db, { contactEmail: 'asso.lot.panne@example.test' });
    const working = await createCampaign(ctx.db, { contactEmail: 'asso.lot@example.test' });
    const paid = [];
    for (const [campaign, email] of [
      [failing, 'lot1@example.test'],
      [working, 'lot2@example.test'],
    ] as const) {
      const sessionId = await donateAndPay(ctx.api, campaign.id, 10, { donor_email: email });
      const [donation] = await ctx.db
        .select()
        .from(donations)
        .where(eq(donations.providerSessionId, sessionId));
      paid.push(donation!);
    }
    await ctx.drainJobs();
    // Played again as if nothing had left yet, against a mail server refusing one notice once.
    for (const donation of paid)
      for (const key of [`receipt:${donation.id}`, `association-notice:${donation.id}`])
        await ctx.db.delete(sentEmails).where(eq(sentEmails.key, key));
    const sent: string[] = [];
    let refuse = true;
    const flaky: MailService = {
      async send(message) {
        if (message.to === 'asso.lot.panne@example.test' && refuse) throw new Error('SMTP 451');
        sent.push(message.to);
      },
    };
    const deps = { db: ctx.db, mail: flaky, logger: ctx.app.log };
    const job = paid.map((donation) => ({ donationId: donation.id, facts: undefined as never }));

    await expect(sendPaymentReceiptsBatch(deps, job, false)).rejects.toThrow('SMTP 451');
    expect(sent.sort()).toEqual([
      'asso.lot@example.test',
      'lot1@example.test',
      'lot2@example.test',
    ]);
    refuse = false;
    await sendPaymentReceiptsBatch(deps, job, false);
    expect(sent.sort()).toEqual([
      'asso.lot.panne@example.test',
      'asso.lot@example.test',
      'lot1@example.test',
      'lot2@example.test',
    ]);
  });
});
