import { eq } from 'drizzle-orm';
import { donations, ledgerEntries } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import {
  ORIGIN,
  associationRaised,
  campaignTotals,
  checkoutPath,
  createCampaign,
  createDonationContext,
  createMailService,
  donationBody,
  eventually,
  paymentStatus,
  postDonation,
  startSmtpCapture,
  submitCard,
  type DonationTestContext,
} from './helpers';

/** Body of a MIME message, quoted-printable decoded, so French text can be asserted as is. */
function decodeQuotedPrintable(raw: string): string {
  const softBreaksRemoved = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i += 1) {
    const char = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('a guest donates through the sandbox checkout', () => {
  let ctx: DonationTestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createDonationContext({
      mail: createMailService({
        smtpUrl: smtp.url,
        from: 'Plateforme <no-reply@plateforme.test>',
        dataDir: '/tmp',
      }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('creates, pays with 4242, redirects 303, reports paid, moves totals once and mails the receipts', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 500_000,
      endDate: new Date(Date.now() + 10 * 86_400_000),
      contactEmail: 'bureau@amis-arbres.test',
      rewards: [
        { amountCents: 1000, title: 'Carte postale' },
        { amountCents: 2000, title: 'Affiche', description: 'Affiche dédicacée' },
        { amountCents: 5000, title: 'Arbre à votre nom' },
      ],
    });

    const created = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 35.5, phone: ' ', message: '  Bravo !  ' }),
    );
    expect(created.statusCode).toBe(201);
    const { checkout_url: checkoutUrl, session_id: sessionId, donation } = created.json().data;
    expect(checkoutUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/donations\/sandbox\/checkout\/cs_sandbox_/,
    );
    expect(donation).toMatchObject({
      amount: 35.5,
      payment_status: 'pending',
      reward_selected: 'Affiche',
    });

    const [stored] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(stored).toMatchObject({
      amountCents: 3550,
      message: 'Bravo !',
      phone: null,
      rewardTitle: 'Affiche',
      paymentStatus: 'pending',
    });
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({ raisedCents: 0, backers: 0 });

    const page = await ctx.api.inject({ method: 'GET', url: checkoutPath(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('35,50\u00a0€');
    expect(page.body).toContain(`href="${ORIGIN}/campaign/${campaign.slug}"`);

    // Pending, the answer already names the campaign: the return page links back to it (a long
    // wait, 'Réessayer' after an expired or declined payment).
    expect((await paymentStatus(ctx.api, sessionId)).json().data.donation).toMatchObject({
      payment_status: 'pending',
      campaign_id: campaign.id,
      campaign_slug: campaign.slug,
      amount: 35.5,
    });

    const paid = await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/donation/success?session_id=${sessionId}`);

    const status = await paymentStatus(ctx.api, sessionId);
    expect(status.statusCode).toBe(200);
    expect(status.json().data.donation).toMatchObject({
      payment_status: 'paid',
      amount: 35.5,
      reward_selected: 'Affiche',
    });
    expect(status.json().data.donation).not.toHaveProperty('donor_email');

    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 3550,
      backers: 1,
    });
    expect(await associationRaised(ctx.db, campaign.associationId)).toBe(3550);
    const ledger = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaign.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amountCents: 3550,
        entryKey: `payment:${stored!.id}`,
      }),
    ]);

    // Posting the form again (back button, double click) changes nothing.
    const again = await submitCard(ctx.api, checkoutUrl, '4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Ce paiement a déjà été effectué');
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 3550,
      backers: 1,
    });
    expect((await checkLedger(ctx.db)).ok).toBe(true);

    await eventually(() => smtp.messages.length >= 2);
    const receipt = smtp.messages.find((message) =>
      message.to.includes('jeanne.dupont@example.test'),
    );
    const notice = smtp.messages.find((message) => message.to.includes('bureau@amis-arbres.test'));
    expect(receipt).toBeDefined();
    expect(notice).toBeDefined();
    const receiptText = decodeQuotedPrintable(receipt!.raw);
    expect(receiptText).toContain('Campagne : Planter 1000 arbres');
    expect(receiptText).toContain('Association : Les Amis des Arbres');
    expect(receiptText).toContain('Montant : 35,50\u00a0€');
    expect(receiptText).toMatch(/Date : \d{1,2} \S+ \d{4}/);
    expect(receiptText).toContain('Contrepartie : Affiche (Affiche dédicacée)');
    expect(receiptText).toContain("Votre contrepartie vous sera envoyée par l'association");
    const noticeText = decodeQuotedPrintable(notice!.raw);
    expect(noticeText).toContain(
      'Un nouveau don de 35,50\u00a0€ a été reçu pour la campagne « Planter 1000 arbres »',
    );
    expect(noticeText).toContain('Message du donateur : Bravo !');
  });

  it('answers 404 with the French text for an unknown session', async () => {
    const response = await paymentStatus(ctx.api, 'cs_sandbox_inconnue');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Session de paiement non trouvée',
      code: 'not_found',
    });
  });
});
