// Issue 30 items 4 and 5 as people meet them in Chromium: the manager writes an update
// ('Actualités') in the rich-text editor, sees how many backers will receive it, publishes;
// the consenting backer receives it once (with the one-click unsubscribe headers), the one who
// did not consent receives nothing; the update shows on the campaign page, where a visitor
// asks 'Me le rappeler'; the email's visible link opens the French unsubscribe page. Axe on
// each screen; E2E_SCREENSHOTS=1 writes docs/screenshots/campaign-news/*-1280.png and *-390.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { findMessageFile, outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext } from '../src/session';

/** A demo goal campaign of the demo manager's association (api/src/db/seed/demo-data.ts). */
const CAMPAIGN_TITLE = "Un repas chaud pour l'hiver";
const stamp = Date.now();
const consenting = { name: 'Léa Abonnée', email: `lea.news.${stamp}@example.fr` };
const silent = { name: 'Marc Discret', email: `marc.news.${stamp}@example.fr` };
const UPDATE_TITLE = `Les premiers repas ${stamp}`;

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

/** A guest's paid gift, the contact consent ticked or not (the sandbox's own form). */
async function paidGift(
  campaignId: string,
  donor: { name: string; email: string },
  contactConsent: boolean,
) {
  const checkout = await api<{ checkout_url: string }>('/donations', {
    method: 'POST',
    body: JSON.stringify(
      await withCheckoutProof({
        campaign_id: campaignId,
        donor_name: donor.name,
        donor_email: donor.email,
        amount: 15,
        is_anonymous: false,
        create_account: false,
        accept_terms: true,
        contact_consent: contactConsent,
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

describe('news to backers and reminders', () => {
  let browser: Browser;
  let manager: { context: BrowserContext; page: Page };
  let managerToken: string;
  let campaignId: string;
  let slug: string;
  let unsubscribeLink: string;
  let audienceAtPost: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    managerToken = (await apiLogin(DEMO_ACCOUNTS.association_manager)).token;
    const campaigns = await api<{ id: string; title: string; slug: string }[]>(
      '/dashboard/campaigns',
      { token: managerToken },
    );
    const campaign = campaigns.find((row) => row.title === CAMPAIGN_TITLE);
    if (!campaign) throw new Error(`no demo campaign '${CAMPAIGN_TITLE}'`);
    campaignId = campaign.id;
    slug = campaign.slug;
    // Léa gives twice (one email all the same), Marc once without the consent.
    await paidGift(campaignId, consenting, true);
    await paidGift(campaignId, consenting, true);
    await paidGift(campaignId, silent, false);
    manager = await openPage(browser);
    await signInContext(manager.context, DEMO_ACCOUNTS.association_manager);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a manager posts an update, seeing first how many backers will receive it; consenting backers receive it once', async () => {
    const { recipients } = await api<{ recipients: number }>(
      `/dashboard/campaigns/${campaignId}/news/audience`,
      { token: managerToken },
    );
    expect(recipients).toBeGreaterThanOrEqual(1);
    audienceAtPost = recipients;
    const { page } = manager;
    await page.goto(`/dashboard/campaigns/${campaignId}/edit`);
    await waitUntilQuiet(page);
    const panel = page.getByTestId('campaign-news-panel');
    await panel.getByRole('heading', { name: 'Actualités', exact: true }).scrollIntoViewIfNeeded();
    const count = panel.getByTestId('news-recipients');
    await count.waitFor();
    expect(await count.textContent()).toContain(
      recipients === 1 ? '1 contributeur recevra' : `${recipients} contributeurs recevront`,
    );

    await panel.getByRole('textbox', { name: 'Titre', exact: true }).fill(UPDATE_TITLE);
    const editor = panel.getByRole('textbox', { name: /^Message/ });
    await editor.click();
    await page.keyboard.type('Grâce à vous, 300 repas ont déjà été servis. Merci !');
    await checkScreen(page, 'campaign-news', 'manager-news-form');

    const before = outboxFiles();
    await panel.getByRole('button', { name: 'Publier et envoyer' }).click();
    await page.getByText(/Actualité publiée : elle part à/).waitFor();
    await panel.getByTestId('managed-news').filter({ hasText: UPDATE_TITLE }).waitFor();
    // The day's allowance is used: the button says so and is off.
    await expect(
      panel.getByRole('button', { name: 'Publier et envoyer' }).isDisabled(),
    ).resolves.toBe(true);

    const [, link] = await waitForMail(
      consenting.email,
      new RegExp(`${UPDATE_TITLE}[\\s\\S]*?(https?://[^\\s"<>]+/desabonnement\\?t=[^\\s"<>]+)`),
      before,
    );
    unsubscribeLink = link!.replace(/&amp;/g, '&');
    const file = findMessageFile(consenting.email, new RegExp(UPDATE_TITLE))!;
    const raw = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'mail', file), 'utf8').replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(raw).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/unsubscribe\?t=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Once, although Léa gave twice; nothing to Marc, who did not consent.
    await page.waitForTimeout(1000);
    const newFiles = outboxFiles().filter((name) => !before.includes(name));
    const toLea = newFiles.filter((name) => {
      const text = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'mail', name), 'utf8');
      return text.includes(consenting.email) && text.includes(UPDATE_TITLE);
    });
    expect(toLea).toHaveLength(1);
    expect(findMessageFile(silent.email, new RegExp(UPDATE_TITLE))).toBeUndefined();
  });

  it('the update shows on the campaign page, where a visitor asks to be reminded', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/campaign/${encodeURIComponent(slug)}`);
    await waitUntilQuiet(page);
    const news = page.getByTestId('campaign-news');
    // Both sections load once near the screen: scroll down the page as a reader does.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await news.waitFor();
    await news.getByRole('heading', { name: UPDATE_TITLE }).waitFor();
    expect(await news.textContent()).toContain('300 repas');

    const reminder = page.getByTestId('reminder-form');
    await reminder.scrollIntoViewIfNeeded();
    await reminder.getByLabel('Votre adresse e-mail').fill(`nina.${stamp}@example.fr`);
    await reminder.getByRole('button', { name: 'Me le rappeler' }).click();
    await reminder.getByText('Cochez la case pour accepter de recevoir ce rappel.').waitFor();
    await reminder.getByRole('checkbox').check();
    await checkScreen(page, 'campaign-news', 'campaign-page-reminder-form');
    await reminder.getByRole('button', { name: 'Me le rappeler' }).click();
    await reminder.getByTestId('reminder-done').waitFor();
    await checkScreen(page, 'campaign-news', 'campaign-page-news-reminder');
    await context.close();
  });

  it('the email’s visible link opens the French unsubscribe page, which works without an account', async () => {
    const { context, page } = await openPage(browser);
    const url = new URL(unsubscribeLink);
    await page.goto(`${url.pathname}${url.search}`);
    await waitUntilQuiet(page);
    await page.getByRole('heading', { level: 1, name: 'Se désabonner' }).waitFor();
    await checkScreen(page, 'campaign-news', 'unsubscribe-page');
    await page.getByRole('button', { name: 'Confirmer le désabonnement' }).click();
    await page.getByTestId('unsubscribe-done').waitFor();
    expect(await page.getByTestId('unsubscribe-done').textContent()).toContain(
      'vous ne recevrez plus',
    );
    await checkScreen(page, 'campaign-news', 'unsubscribe-done');
    // The next update would reach one address less: Léa's.
    const { recipients } = await api<{ recipients: number }>(
      `/dashboard/campaigns/${campaignId}/news/audience`,
      { token: managerToken },
    );
    expect(recipients).toBe(audienceAtPost - 1);
    await context.close();
  });
});
