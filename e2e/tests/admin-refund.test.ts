import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen, cutBadges, horizontalScrollAt } from '../src/screen-check';
import { apiLogin, signInContext } from '../src/session';

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${rest.method ?? 'GET'} /api${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A guest's gift to `campaignId`, paid through the sandbox's own form (no browser needed). */
async function paidGift(
  campaignId: string,
  donor: { name: string; email: string },
  amount: number,
) {
  const checkout = await api<{ checkout_url: string }>('/donations', {
    method: 'POST',
    body: JSON.stringify(
      await withCheckoutProof({
        campaign_id: campaignId,
        donor_name: donor.name,
        donor_email: donor.email,
        amount,
        is_anonymous: false,
        create_account: false,
        accept_terms: true,
        origin_url: baseUrl(),
      }),
    ),
  });
  const url = new URL(checkout.checkout_url);
  const paid = await fetch(`${baseUrl()}${url.pathname}${url.search}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      holder_name: donor.name,
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
  if (paid.status !== 303) throw new Error(`sandbox payment answered ${paid.status}`);
}

// Issue 28 item 2: support finds one gift by the donor's email and refunds it in full with a
// reason; the donor is told by email; a manager sees the refund button on a recent gift.
describe('support refunds one gift', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let campaignId: string;
  const stamp = Date.now();
  const donor = { name: 'Hélène Remboursée', email: `helene.refund.${stamp}@example.fr` };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin);
    // A campaign of the demo manager's association, so that the manager sees its gifts too.
    const { token } = await apiLogin(DEMO_ACCOUNTS.association_manager);
    const campaigns = await api<{ id: string; status: string }[]>('/dashboard/campaigns', {
      token,
    });
    const active = campaigns.find((campaign) => campaign.status === 'active');
    if (!active) throw new Error('the demo manager has no active campaign');
    campaignId = active.id;
    await paidGift(campaignId, donor, 23);
    await paidGift(campaignId, { name: 'Marc Récent', email: `marc.${stamp}@example.fr` }, 11);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('the admin finds the gift by email, refunds it with a reason, and sees it refunded', async () => {
    const { page } = admin;
    await page.goto('/admin?tab=donations');
    await waitUntilQuiet(page);
    const search = page.getByRole('search', { name: 'Rechercher un don' });
    await search.getByLabel('Email du donateur').fill(`helene.refund.${stamp}`);
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('1 don trouvé').waitFor();
    const row = page.getByTestId('support-donation');
    expect(await row.textContent()).toMatch(/Hélène Remboursée.*23\s€.*Payé/);
    // The pointer off the button it clicked: a hovered filled button is a shade lighter.
    await page.mouse.move(0, 0);
    await checkScreen(page, 'admin', 'donation-search');

    await row.getByRole('button', { name: /Rembourser le don de Hélène Remboursée/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rembourser ce don' });
    await dialog.waitFor();
    // No reason: refused before any call, in French.
    await dialog.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await dialog.getByText('Veuillez indiquer le motif du remboursement.').waitFor();
    await page.mouse.move(0, 0);
    await checkScreen(page, 'admin', 'donation-refund-dialog');

    const before = outboxFiles();
    await dialog.getByLabel(/Motif du remboursement/).fill('Don en double par erreur');
    await dialog.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await page.getByText('Le don a été remboursé.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Remboursé', { exact: true }).waitFor();
    expect(await row.getByTestId('refund-facts').textContent()).toMatch(
      /Remboursé le .* : Don en double par erreur/,
    );
    expect(await row.getByRole('button', { name: /Rembourser/ }).count()).toBe(0);
    await checkScreen(page, 'admin', 'donation-refunded');
    // Every status shows whole ('Remboursé', not 'REMB…'), on a desktop and on a phone, and
    // the table scrolls in its frame: the page itself never scrolls sideways, even at 360 px.
    for (const width of [1280, 390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await waitUntilQuiet(page);
      expect({ width, cut: await cutBadges(page) }).toEqual({ width, cut: [] });
    }
    expect(await horizontalScrollAt(page, 360, { width: 1280, height: 800 })).toBe(0);
    await waitForMail(donor.email, /Motif : Don en double par erreur/, before);
  });

  it("the manager sees a refund button on a recent gift of the association's", async () => {
    const manager = await openPage(browser);
    await signInContext(manager.context, DEMO_ACCOUNTS.association_manager);
    const { page } = manager;
    await page.goto('/dashboard?tab=donations');
    await waitUntilQuiet(page);
    const button = page.getByRole('button', { name: /Rembourser le don de Marc Récent/ });
    await button.waitFor();
    await checkScreen(page, 'manager', 'donations-refund');
    await button.click();
    await page.getByRole('dialog', { name: 'Rembourser ce don' }).waitFor();
    await checkScreen(page, 'manager', 'donation-refund-dialog');
    await manager.context.close();
  });
});
