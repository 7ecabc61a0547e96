import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';

interface CampaignSummary {
  id: string;
  slug: string;
  status: string;
  raised_amount: number;
  end_date?: string | null;
}

interface Checkout {
  checkout_url: string;
  donation_id: string;
  session_id: string;
}

async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} /api${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** An active demo campaign that still takes donations (no end date, or one in the future). */
async function activeCampaign(): Promise<CampaignSummary> {
  const campaigns = await apiJson<CampaignSummary[]>('/campaigns');
  const open = campaigns.find(
    (campaign) =>
      campaign.status === 'active' &&
      (!campaign.end_date || Date.parse(campaign.end_date) > Date.now()),
  );
  if (!open)
    throw new Error(
      `no active demo campaign among ${campaigns.map((c) => `${c.slug}:${c.status}`).join(', ')}`,
    );
  return open;
}

async function raisedAmount(slug: string): Promise<number> {
  return (await apiJson<CampaignSummary>(`/campaigns/${encodeURIComponent(slug)}`)).raised_amount;
}

/** POST /api/donations as a visitor (no token), returning to the platform's own origin. */
async function createGuestDonation(campaignId: string, amount: number): Promise<Checkout> {
  return apiJson<Checkout>('/donations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      await withCheckoutProof({
        campaign_id: campaignId,
        donor_name: 'Camille Journey',
        donor_email: `camille.journey.${Date.now()}@example.fr`,
        amount,
        is_anonymous: false,
        message: 'Bravo pour ce projet',
        create_account: false,
        accept_terms: true,
        origin_url: baseUrl(),
      }),
    ),
  });
}

describe('donation through the sandbox checkout', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a guest pays with 4242 4242 4242 4242, lands on the thank-you page, and the campaign counts it', async () => {
    const campaign = await activeCampaign();
    const before = await raisedAmount(campaign.slug);
    const amount = 17.5;
    const checkout = await createGuestDonation(campaign.id, amount);
    expect(checkout.checkout_url).toBeTruthy();

    const { context, page } = await openPage(browser);
    await page.goto(checkout.checkout_url);
    await page.getByLabel('Titulaire de la carte').fill('Camille Journey');
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM/AA)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Payer/ }).click();

    await page.waitForURL((url) => url.pathname === '/donation/success');
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseUrl()).origin);
    expect(landed.searchParams.get('session_id')).toBe(checkout.session_id);
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
    await page.getByText('Contribution réussie ! Merci de soutenir cette cause.').waitFor();
    await page.getByText('Un reçu vous sera envoyé par email.').waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/',
    );

    // Counted once, in cents: compare in cents to avoid float drift.
    const after = await raisedAmount(campaign.slug);
    expect(Math.round(after * 100) - Math.round(before * 100)).toBe(Math.round(amount * 100));

    // Coming back to the return page (a reload) counts nothing twice.
    await page.reload();
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
    expect(Math.round((await raisedAmount(campaign.slug)) * 100)).toBe(Math.round(after * 100));
    await context.close();
  });

  it('a declined card (4000 0000 0000 0002) stays on the sandbox page with the French refusal', async () => {
    const campaign = await activeCampaign();
    const before = await raisedAmount(campaign.slug);
    const checkout = await createGuestDonation(campaign.id, 9);

    const { context, page } = await openPage(browser);
    await page.goto(checkout.checkout_url);
    await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: /^Payer/ }).click(),
    ]);
    expect(response.status()).toBe(402);
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('alert').waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe(
      "Paiement refusé : votre carte a été déclinée. Aucun montant n'a été débité.",
    );
    expect(new URL(page.url()).pathname).not.toBe('/donation/success');
    expect(await raisedAmount(campaign.slug)).toBe(before);

    // The donation is still pending: the return page keeps checking rather than thanking.
    await page.goto(`/donation/success?session_id=${encodeURIComponent(checkout.session_id)}`);
    await page.getByRole('heading', { name: 'Vérification en cours' }).waitFor();
    await page.waitForTimeout(2_500);
    expect(
      await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).count(),
    ).toBe(0);
    await context.close();
  });
});
