import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { startPlatform, type Platform } from '../src/platform';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { signInContext, submitLoginForm } from '../src/session';
import { formatEuros } from 'shared-contracts';

// The contribution dialog (mf_donation/ContributionDialog) as a donor meets it: opened from the
// campaign page of mf-public, paid on the sandbox checkout, back on the payment return page.

interface CampaignDetail {
  id: string;
  slug: string;
  title: string;
  raised_amount: number;
  total_backers: number;
  rewards: { amount: number; title: string; description: string | null }[];
}

/** The demo goal campaign with two rewards (10 € and 50 €) that the seed always creates. */
const GOAL_CAMPAIGN_TITLE = "Un repas chaud pour l'hiver";

async function apiJson<T>(path: string, url = baseUrl()): Promise<T> {
  const response = await fetch(`${url}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function goalCampaign(url = baseUrl()): Promise<CampaignDetail> {
  const list = await apiJson<{ slug: string; title: string }[]>('/campaigns', url);
  const found = list.find((campaign) => campaign.title === GOAL_CAMPAIGN_TITLE);
  if (!found) throw new Error(`no demo campaign '${GOAL_CAMPAIGN_TITLE}'`);
  return apiJson<CampaignDetail>(`/campaigns/${encodeURIComponent(found.slug)}`, url);
}

const cents = (euros: number) => Math.round(euros * 100);
const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.fr`;

/** The campaign page, then its 'Soutenir ce projet' button; answers the open dialog. */
async function openDialog(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/campaign/${encodeURIComponent(slug)}`);
  await waitUntilQuiet(page);
  await page.getByRole('button', { name: 'Soutenir ce projet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
  await dialog.waitFor();
  await waitUntilQuiet(page);
  return dialog;
}

async function fillVisitor(dialog: Locator, name: string, email: string) {
  await dialog.getByLabel('Nom complet').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
}

/** Submits the dialog and pays on the sandbox checkout with `card`. */
async function payOnSandbox(page: Page, dialog: Locator, card: string) {
  await dialog.getByRole('button', { name: /^Payer/ }).click();
  await page.getByLabel('Numéro de carte').waitFor();
  await page.getByLabel('Titulaire de la carte').fill('Titulaire Test');
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

async function expectThankYou(page: Page) {
  await page.waitForURL((url) => url.pathname === '/donation/success');
  await waitUntilQuiet(page);
  await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
  await page.getByText('Un reçu vous sera envoyé par email.').waitFor();
}

describe('contribution dialog', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a guest gives 20 € through the dialog and the sandbox; the campaign page counts it', async () => {
    const before = await goalCampaign();
    const { context, page } = await openPage(browser);
    const dialog = await openDialog(page, before.slug);
    await dialog.getByRole('radio', { name: /Défenseur/ }).click();
    expect(
      await dialog.getByRole('radio', { name: /Défenseur/ }).getAttribute('aria-checked'),
    ).toBe('true');
    await fillVisitor(dialog, 'Camille Parcours', uniqueEmail('camille'));
    await dialog
      .getByTestId('donation-summary')
      .getByText(/Vous donnez 20\s€ à « Un repas chaud pour l'hiver »/)
      .waitFor();
    await payOnSandbox(page, dialog, '4242 4242 4242 4242');
    await expectThankYou(page);
    // 20 € reaches the 10 € reward: the reward sentence is there.
    await page.getByText("Votre contrepartie vous sera envoyée par l'association").waitFor();

    const after = await goalCampaign();
    expect(cents(after.raised_amount) - cents(before.raised_amount)).toBe(2000);
    expect(after.total_backers).toBe(before.total_backers + 1);

    await page.goto(`/campaign/${encodeURIComponent(before.slug)}`);
    await waitUntilQuiet(page);
    expect(await page.getByTestId('side-raised').textContent()).toBe(
      formatEuros(after.raised_amount),
    );
    expect(await page.getByTestId('side-backers').textContent()).toContain(
      String(after.total_backers),
    );
    await context.close();
  });

  it("an anonymous gift shows as 'Donateur anonyme' in 'Contributions récentes'", async () => {
    const campaign = await goalCampaign();
    const name = `Bérénice Discrète ${Date.now()}`;
    const { context, page } = await openPage(browser);
    const dialog = await openDialog(page, campaign.slug);
    await dialog.getByLabel('Autre montant').fill('13,37');
    await fillVisitor(dialog, name, uniqueEmail('berenice'));
    await dialog.getByRole('checkbox', { name: 'Donner anonymement' }).check();
    await payOnSandbox(page, dialog, '4242 4242 4242 4242');
    await expectThankYou(page);

    await page.goto(`/campaign/${encodeURIComponent(campaign.slug)}`);
    await waitUntilQuiet(page);
    const row = page.getByTestId('recent-contribution').filter({ hasText: formatEuros(13.37) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Donateur anonyme');
    expect(
      await page
        .getByRole('region', { name: 'Contributions récentes' })
        .getByTestId('recent-contribution')
        .first()
        .textContent(),
    ).toContain('Donateur anonyme');
    expect(await page.getByText(name).count()).toBe(0);
    await context.close();
  });

  it("account creation without a password: the spec's message, and the dialog stays", async () => {
    const campaign = await goalCampaign();
    const { context, page } = await openPage(browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/donations'))
        posts.push(request.url());
    });
    const dialog = await openDialog(page, campaign.slug);
    await dialog.getByRole('radio', { name: /Contributeur/ }).click();
    await fillVisitor(dialog, 'Sans Motdepasse', uniqueEmail('sans'));
    await dialog.getByRole('checkbox', { name: 'Créer un compte pour suivre mes dons' }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await dialog.getByText('Veuillez entrer un mot de passe pour créer votre compte').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'new-password',
    );
    expect(new URL(page.url()).pathname).toBe(`/campaign/${campaign.slug}`);
    expect(await dialog.isVisible()).toBe(true);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('a donor who created an account while giving can log in with it', async () => {
    const campaign = await goalCampaign();
    const email = uniqueEmail('nouveau.compte');
    const password = 'jardin-2026';
    const { context, page } = await openPage(browser);
    const dialog = await openDialog(page, campaign.slug);
    await dialog.getByRole('radio', { name: /Supporter/ }).click();
    await fillVisitor(dialog, 'Nouveau Donateur', email);
    await dialog.getByRole('checkbox', { name: 'Créer un compte pour suivre mes dons' }).check();
    await dialog.getByLabel('Mot de passe du compte').fill(password);
    await payOnSandbox(page, dialog, '4242 4242 4242 4242');
    await expectThankYou(page);
    // 5 € reaches no reward (the first is at 10 €): no reward sentence.
    expect(
      await page.getByText("Votre contrepartie vous sera envoyée par l'association").count(),
    ).toBe(0);

    await submitLoginForm(page, email, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await waitUntilQuiet(page);
    expect(['/donor-dashboard', '/dashboard']).toContain(new URL(page.url()).pathname);
    await context.close();
  });

  it('a signed-in donor is not asked for a name or an email and gives with the account', async () => {
    const campaign = await goalCampaign();
    const { context, page } = await openPage(browser);
    const user = await signInContext(context, DEMO_ACCOUNTS.donor);
    const dialog = await openDialog(page, campaign.slug);
    await dialog
      .getByText(`Vous donnez avec votre compte : ${user.full_name} (${user.email}).`)
      .waitFor();
    expect(await dialog.getByLabel('Nom complet').count()).toBe(0);
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    expect(await dialog.getByRole('checkbox', { name: /Créer un compte/ }).count()).toBe(0);
    await dialog.getByRole('radio', { name: /Supporter/ }).click();
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await payOnSandbox(page, dialog, '4242 4242 4242 4242');
    await expectThankYou(page);
    await context.close();
  });

  it('clicking a reward opens the dialog with its amount and that reward previewed', async () => {
    const campaign = await goalCampaign();
    const reward = [...campaign.rewards].sort((a, b) => b.amount - a.amount)[0]!;
    const { context, page } = await openPage(browser);
    await page.goto(`/campaign/${encodeURIComponent(campaign.slug)}`);
    await waitUntilQuiet(page);
    await page.getByTestId('reward').filter({ hasText: reward.title }).click();
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await waitUntilQuiet(page);
    const preset = dialog.getByRole('radio', { checked: true });
    const amountShown =
      (await preset.count()) > 0
        ? await preset.textContent()
        : await dialog.getByLabel('Autre montant').inputValue();
    expect(amountShown).toContain(String(reward.amount));
    expect(await dialog.getByTestId('reward-selected').textContent()).toContain(reward.title);
    await context.close();
  });

  it('the open dialog: no serious axe violation, empty or with its errors', async () => {
    const campaign = await goalCampaign();
    const { context, page } = await openPage(browser);
    await openDialog(page, campaign.slug);
    // The dialog alone: the page behind it (#root) is mf-public's and is checked by its journeys.
    const dialogOnly = { exclude: ['#root'] };
    await expectNoSeriousViolations(page, dialogOnly);
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.getByRole('button', { name: /^(Payer|Continuer)/ }).click();
    await dialog.getByText('Veuillez accepter les conditions générales').waitFor();
    await expectNoSeriousViolations(page, dialogOnly);
    // Tab goes round inside the dialog, never to the page behind it.
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).toBe(true);
    }
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Soutenir ce projet');
    await context.close();
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    const campaign = await goalCampaign();
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    const dialog = await openDialog(page, campaign.slug);
    await dialog.getByRole('button', { name: /^(Payer|Continuer)/ }).click();
    await dialog.getByText('Veuillez sélectionner un montant de donation').waitFor();
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('[role="dialog"]') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        dialog: content.scrollWidth - content.clientWidth,
        right: content.getBoundingClientRect().right - window.innerWidth,
      };
    });
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.dialog).toBeLessThanOrEqual(0);
    expect(overflow.right).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('contribution dialog: a declined card', () => {
  // Its own platform with short checkout sessions: after a decline the sandbox keeps the
  // session open for another card (as Stripe does); once it has expired, the donor coming
  // back is told the payment did not go through.
  const SESSION_TTL_MS = 15_000;
  let platform: Platform;
  let browser: Browser;

  beforeAll(async () => {
    [platform, browser] = await Promise.all([
      startPlatform({
        label: 'declined',
        env: { CHECKOUT_SESSION_TTL_MS: String(SESSION_TTL_MS) },
      }),
      launchBrowser(),
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it("4000 0000 0000 0002 is refused and the donor ends on 'Problème de paiement'", async () => {
    const campaign = await goalCampaign(platform.baseUrl);
    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    const dialog = await openDialog(page, campaign.slug);
    await dialog.getByRole('radio', { name: /Champion/ }).click();
    await fillVisitor(dialog, 'Carte Refusée', uniqueEmail('refus'));
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await page.getByLabel('Numéro de carte').waitFor();
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const openedAt = Date.now();
    await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await page
      .getByText("Paiement refusé : votre carte a été déclinée. Aucun montant n'a été débité.")
      .waitFor();

    await page.waitForTimeout(Math.max(0, openedAt + SESSION_TTL_MS + 1_000 - Date.now()));
    await page.goto(`/donation/success?session_id=${encodeURIComponent(sessionId)}`);
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Problème de paiement' }).waitFor();
    await page.getByText('La session de paiement a expiré. Veuillez réessayer.').waitFor();
    expect((await goalCampaign(platform.baseUrl)).raised_amount).toBe(campaign.raised_amount);
    await context.close();
  });
});
