// Issue 26, items 18 and 19, in Chromium: the payment return page while a payment is still
// pending (axe clean, a title that says what is happening, a long wait that explains itself),
// a failed or expired payment that offers 'Réessayer' back to the campaign's dialog; and the
// keyboard on the shell: the first Tab lands on the skip link, Escape closes the phone menu,
// and the focus ring reads on the green banners. E2E_SCREENSHOTS=1 also writes
// docs/screenshots/payment-return/*.png and docs/screenshots/focus/*.png at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { rootDir } from '../src/platform';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** After this long without an answer, the page says why (PAYMENT_LONG_WAIT_MS) */
const LONG_WAIT_MS = 20_000;

interface CampaignSummary {
  id: string;
  slug: string;
  status: string;
  end_date?: string | null;
}

async function apiJson<T>(urlPath: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${urlPath}`, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} /api${urlPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function activeCampaign(): Promise<CampaignSummary> {
  const campaigns = await apiJson<CampaignSummary[]>('/campaigns');
  const open = campaigns.find(
    (campaign) =>
      campaign.status === 'active' &&
      (!campaign.end_date || Date.parse(campaign.end_date) > Date.now()),
  );
  if (!open) throw new Error('no active demo campaign');
  return open;
}

/** A guest's gift whose checkout is opened and never paid: its status stays 'pending'. */
async function pendingCheckout(campaignId: string, amount: number) {
  return apiJson<{ session_id: string }>('/donations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      await withCheckoutProof({
        campaign_id: campaignId,
        donor_name: 'Louise Attente',
        donor_email: `louise.attente.${Date.now()}@example.fr`,
        amount,
        is_anonymous: false,
        create_account: false,
        accept_terms: true,
        origin_url: baseUrl(),
      }),
    ),
  });
}

async function shoot(page: Page, area: string, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = path.join(rootDir, 'docs', 'screenshots', area);
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/** The screen at 1280 then 390 px (back to 1280 after). */
async function shootBothWidths(page: Page, area: string, name: string) {
  await shoot(page, area, name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await shoot(page, area, name);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

/** WCAG relative luminance and contrast ratio of two `rgb(...)` colours, in the page. */
function contrastScript() {
  return `
    window.__contrast = (a, b) => {
      const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const [x, y] = [lum(parse(a)), lum(parse(b))].sort((m, n) => n - m);
      return (x + 0.05) / (y + 0.05);
    };`;
}

describe('keyboard and the payment return page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a pending payment: a named status, a title that says so, axe clean, then after 20 s a way to come back later', async () => {
    const campaign = await activeCampaign();
    const checkout = await pendingCheckout(campaign.id, 12);
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`/donation/success?session_id=${encodeURIComponent(checkout.session_id)}`);
    await page.getByRole('heading', { level: 1, name: 'Vérification en cours' }).waitFor();
    await waitUntilQuiet(page);
    expect(await page.title()).toMatch(/^Vérification du paiement en cours/);
    // The spinner and its words are one status region that a screen reader announces.
    const status = page.getByTestId('payment-return-page').getByRole('status');
    await expect(status.textContent()).resolves.toContain('Vérification du paiement en cours...');
    await expectNoSeriousViolations(page);
    await shootBothWidths(page, 'payment-return', 'pending');

    // Still pending after the long wait: the page says why and offers to come back later.
    await page
      .getByRole('heading', { level: 1, name: 'Paiement en cours de confirmation' })
      .waitFor({ timeout: LONG_WAIT_MS + 15_000 });
    expect(await page.title()).toMatch(/^Paiement en cours de confirmation/);
    await expect(status.textContent()).resolves.toContain('email');
    expect(
      await page.getByRole('link', { name: 'Retour à la campagne' }).getAttribute('href'),
    ).toBe(`/campaign/${campaign.slug}`);
    await expectNoSeriousViolations(page);
    await shootBothWidths(page, 'payment-return', 'pending-long-wait');
    await context.close();
  }, 90_000);

  it("an expired payment offers 'Réessayer', which reopens the campaign's contribution dialog", async () => {
    const campaign = await activeCampaign();
    const checkout = await pendingCheckout(campaign.id, 9);
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    // The provider says the session expired: the API's own answer, with its status changed
    // (the sandbox's sessions expire after a delay too long for a journey).
    await page.route('**/api/donations/payments/status/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { donation: Record<string, unknown> } };
      body.data.donation.payment_status = 'expired';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/donation/success?session_id=${encodeURIComponent(checkout.session_id)}`);
    await page.getByRole('heading', { level: 1, name: 'Problème de paiement' }).waitFor();
    await waitUntilQuiet(page);
    expect(await page.title()).toMatch(/^Problème de paiement/);
    const retry = page.getByRole('link', { name: 'Réessayer' });
    expect(await retry.getAttribute('href')).toBe(`/campaign/${campaign.slug}?contribuer=9`);
    await expectNoSeriousViolations(page);
    await shootBothWidths(page, 'payment-return', 'expired-retry');

    await retry.click();
    await page.waitForURL((url) => url.pathname === `/campaign/${campaign.slug}`);
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: /^Payer 9/ }).count()).resolves.toBeGreaterThan(
      0,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Closed: a reload does not open it again.
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('the first Tab after load lands on the skip link, shown on screen, which leads to the page', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    /** What the first Tab focuses, and where it sits on screen. */
    const firstTab = async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const box = element?.getBoundingClientRect();
        return {
          text: element?.textContent?.trim(),
          top: box?.top ?? -1,
          height: box?.height ?? 0,
        };
      });
    };

    // At the load event the page may still be the server's first view (its JavaScript not run
    // yet: held here), a Tab then is the same as on the finished page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      // Requests of the page left behind are gone by then.
      await route.continue().catch(() => undefined);
    };
    await page.route('**/remotes/mf_public/**', hold);
    await page.goto('/campaigns', { waitUntil: 'load' });
    expect(await page.locator('#first-view').count()).toBe(1);
    const early = await firstTab();
    expect(early.text).toBe('Aller au contenu');
    expect(early.top).toBeGreaterThanOrEqual(0);
    expect(early.height).toBeGreaterThan(0);
    await page.unroute('**/remotes/mf_public/**', hold);
    release();

    // The finished page, loaded afresh.
    await page.goto('/campaigns');
    await waitUntilQuiet(page);
    expect(await page.locator('#first-view').count()).toBe(0);
    const focused = await firstTab();
    expect(focused.text).toBe('Aller au contenu');
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.height).toBeGreaterThan(0);
    await shoot(page, 'focus', 'skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();
  });

  it('Escape closes the phone menu and gives the focus back to its button', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    await waitUntilQuiet(page);
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Projets');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the focus ring reads on a green banner: two tones, each at least 3:1 where it is drawn', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    await waitUntilQuiet(page);
    const button = page.locator('section[aria-labelledby="donate-cta-title"] a').first();
    await button.scrollIntoViewIfNeeded();
    // Reached by the keyboard: Shift+Tab from the element after it, then Tab.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.evaluate(contrastScript());
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      let banner: Element | null = element.parentElement;
      while (banner && getComputedStyle(banner).backgroundColor === 'rgba(0, 0, 0, 0)')
        banner = banner.parentElement;
      const inner = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null;
      const contrast = (window as unknown as { __contrast(a: string, b: string): number })
        .__contrast;
      const bannerColour = getComputedStyle(banner ?? document.body).backgroundColor;
      return {
        focusVisible: element.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineOnBanner: contrast(style.outlineColor, bannerColour),
        outlineOnWhite: contrast(style.outlineColor, 'rgb(255, 255, 255)'),
        innerAgainstOutline: inner ? contrast(inner, style.outlineColor) : 0,
        bannerColour,
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.bannerColour).toBe('rgb(8, 127, 91)');
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    // The outer tone reads on the green banner and on a white page, and the inner tone reads
    // against the outer one: on any background one of the two stands out.
    expect(ring.outlineOnBanner).toBeGreaterThanOrEqual(3);
    expect(ring.outlineOnWhite).toBeGreaterThanOrEqual(3);
    expect(ring.innerAgainstOutline).toBeGreaterThanOrEqual(3);
    if (process.env.E2E_SCREENSHOTS === '1') {
      const dir = path.join(rootDir, 'docs', 'screenshots', 'focus');
      mkdirSync(dir, { recursive: true });
      const section = page.locator('section[aria-labelledby="donate-cta-title"]');
      await section.screenshot({ path: path.join(dir, 'green-banner-button-1280.png') });
      await page.setViewportSize(PHONE);
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await section.screenshot({ path: path.join(dir, 'green-banner-button-390.png') });
    }
    await context.close();
  });
});
