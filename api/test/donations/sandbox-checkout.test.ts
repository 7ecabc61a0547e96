import { eq } from 'drizzle-orm';
import { absoluteHref, ROUTES } from 'shared-contracts';
import { donations, sandboxSessions } from '../../src/db/schema';
import {
  ORIGIN,
  campaignTotals,
  checkoutPath,
  createCampaign,
  createDonationContext,
  donationBody,
  paymentStatus,
  postDonation,
  submitCard,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';

describe('the sandbox checkout page', () => {
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    ctx = await createDonationContext();
    campaign = await createCampaign(ctx.db, { title: 'Des <b>arbres</b> & "forêts"' });
  });
  afterAll(() => ctx.close());

  async function newCheckout(
    overrides: Record<string, unknown> = {},
  ): Promise<{ checkoutUrl: string; sessionId: string }> {
    const response = await postDonation(ctx.api, donationBody(campaign.id, overrides));
    expect(response.statusCode).toBe(201);
    return {
      checkoutUrl: response.json().data.checkout_url,
      sessionId: response.json().data.session_id,
    };
  }

  it('declines 4000000000000002 with a French message, counts nothing, and lets the donor retry', async () => {
    const { checkoutUrl, sessionId } = await newCheckout({ amount: 12 });
    const declined = await submitCard(ctx.api, checkoutUrl, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(
      'Paiement refusé : votre carte a été déclinée. Aucun montant n&#39;a été débité.',
    );
    expect(declined.body).toContain('<form method="post"');
    expect((await paymentStatus(ctx.api, sessionId)).json().data.donation.payment_status).toBe(
      'pending',
    );
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({ raisedCents: 0, backers: 0 });

    const unknown = await submitCard(ctx.api, checkoutUrl, '5555555555554444');
    expect(unknown.statusCode).toBe(402);
    const invalid = await submitCard(ctx.api, checkoutUrl, 'abcd');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Numéro de carte invalide.');

    const retried = await submitCard(ctx.api, checkoutUrl, '4242424242424242');
    expect(retried.statusCode).toBe(303);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 1200,
      backers: 1,
    });
  });

  it('offers a cancel link back to the campaign page on the donor origin; the donation stays unpaid', async () => {
    const { checkoutUrl, sessionId } = await newCheckout({ origin_url: 'http://localhost:8080' });
    const page = await ctx.api.inject({ method: 'GET', url: checkoutPath(checkoutUrl) });
    expect(page.body).toContain(
      `<a class="cancel" href="http://localhost:8080/campaign/${campaign.slug}">Annuler et revenir à la campagne</a>`,
    );
    expect((await paymentStatus(ctx.api, sessionId)).json().data.donation.payment_status).toBe(
      'pending',
    );
  });

  it('escapes every stored text it shows and allows no script', async () => {
    const { checkoutUrl } = await newCheckout();
    const page = await ctx.api.inject({ method: 'GET', url: checkoutPath(checkoutUrl) });
    expect(page.body).toContain('Des &lt;b&gt;arbres&lt;/b&gt; &amp; &quot;forêts&quot;');
    expect(page.body).not.toContain('<b>arbres</b>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const declined = await submitCard(ctx.api, checkoutUrl, '"><script>alert(1)</script>');
    expect(declined.body).not.toContain('<script>');
    expect(declined.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('expires: the page says so, payment is refused, and the status becomes expired', async () => {
    const { checkoutUrl, sessionId } = await newCheckout();
    // The session's lifetime passes (30 minutes in production).
    await ctx.db
      .update(sandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSessions.id, sessionId));

    const page = await ctx.api.inject({ method: 'GET', url: checkoutPath(checkoutUrl) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Cette session de paiement a expiré.');
    const paid = await submitCard(ctx.api, checkoutUrl, '4242424242424242');
    expect(paid.statusCode).toBe(410);

    const status = await paymentStatus(ctx.api, sessionId);
    expect(status.json().data.donation.payment_status).toBe('expired');
    const [row] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(row!.paidAt).toBeNull();
  });

  it('a status poll alone notices the expiry (no page visit)', async () => {
    const { sessionId } = await newCheckout();
    await ctx.db
      .update(sandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSessions.id, sessionId));
    expect((await paymentStatus(ctx.api, sessionId)).json().data.donation.payment_status).toBe(
      'expired',
    );
  });

  it('answers an unknown checkout session with a French 404 page', async () => {
    const response = await ctx.api.inject({
      method: 'GET',
      url: '/api/donations/sandbox/checkout/cs_sandbox_nope',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Session de paiement non trouvée');
  });

  it('redirects to the success page of the origin the donor came from', async () => {
    const { checkoutUrl, sessionId } = await newCheckout({ origin_url: ORIGIN });
    const paid = await submitCard(ctx.api, checkoutUrl, '4242424242424242');
    expect(paid.headers.location).toBe(`${ORIGIN}/donation/success?session_id=${sessionId}`);
    // That URL is the route table's payment return page, the one mf_donation renders.
    const back = new URL(String(paid.headers.location));
    const page = Object.values(ROUTES).find((route) => route.pattern === back.pathname);
    expect(page).toMatchObject({ owner: 'mf_donation', module: 'PaymentReturnPage' });
    expect(back.href).toBe(
      absoluteHref(ORIGIN, ROUTES.donationSuccess.href({ session_id: sessionId })),
    );
  });
});
