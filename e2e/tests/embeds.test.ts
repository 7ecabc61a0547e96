// Issue 30 item 3 as an association's website meets it in Chromium: a page of another origin
// (served here from a second local port) pastes the script tags of the card, the counter, the
// button and the whole donation form; each frame takes its content's height (no inner
// scrollbar), at 390 and 1280 px and when the window is resized; the form, prefilled with
// `montant=20`, completes a gift through the sandbox checkout in a new tab. Then the manager's
// 'Intégrer à votre site' panel: the snippets and the live preview. Axe clean on each.
// E2E_SCREENSHOTS=1 also writes docs/screenshots/embeds/*-390.png and *-1280.png.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { FIRST_VISIT_BUDGET_GZIP_BYTES, measureCold } from '../src/bundle-measure';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { rootDir } from '../src/platform';
import { signInContext } from '../src/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOT_DIR = path.join(rootDir, 'docs', 'screenshots', 'embeds');
const CAMPAIGN_TITLE = "Un repas chaud pour l'hiver";

/**
 * A screenshot of the whole page, or of one element. The whole page by growing the window to
 * it first: a full-page capture resizes the window while it captures, and a frame of another
 * origin is then painted only down to where the window was.
 */
async function shoot(page: Page, name: string, element?: Locator) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = page.viewportSize();
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport?.width}.png`);
  if (element) {
    await element.screenshot({ path: file });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(500);
  await page.screenshot({ path: file });
  if (viewport) await page.setViewportSize(viewport);
}

interface CampaignDetail {
  id: string;
  slug: string;
  raised_amount: number;
}

async function goalCampaign(): Promise<CampaignDetail> {
  const response = await fetch(`${baseUrl()}/api/campaigns`);
  const list = ((await response.json()) as { data: { slug: string; title: string }[] }).data;
  const found = list.find((campaign) => campaign.title === CAMPAIGN_TITLE);
  if (!found) throw new Error(`no demo campaign '${CAMPAIGN_TITLE}'`);
  const detail = await fetch(`${baseUrl()}/api/campaigns/${encodeURIComponent(found.slug)}`);
  return ((await detail.json()) as { data: CampaignDetail }).data;
}

/** The association's page: its own text around the platform's script tags. */
function hostPage(tags: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Les Restos du Quartier : nous soutenir</title>
<style>body{font-family:Georgia,serif;margin:0;background:#fdf6ec;color:#222}main{max-width:640px;margin:0 auto;padding:16px}h2{margin-top:28px}</style>
</head>
<body><main>
<h1>Les Restos du Quartier</h1>
<p>Chaque hiver, nous servons un repas chaud aux personnes de la rue. Aidez-nous !</p>
${tags}
<p>Merci de votre soutien. Le bas de notre page reste lisible après les cadres.</p>
</main></body></html>`;
}

/** Every frame the script inserted, with the page inside it. */
async function embedFrames(page: Page): Promise<{ selector: string; frame: Frame }[]> {
  const count = await page.locator('iframe[data-plateforme-dons]').count();
  const frames = [];
  for (let index = 0; index < count; index += 1) {
    const selector = `iframe[data-plateforme-dons] >> nth=${index}`;
    const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
    if (!frame) throw new Error(`frame ${index} has no page`);
    frames.push({ selector, frame });
  }
  return frames;
}

/**
 * The frame is exactly as tall as its page (within a pixel), so nothing scrolls inside it and
 * nothing is cut: polled, since the height comes by message after layout.
 */
async function expectSizedToContent(page: Page, selector: string, frame: Frame) {
  const deadline = Date.now() + 10_000;
  let last: string;
  for (;;) {
    const frameHeight = await page
      .locator(selector)
      .evaluate((element) => element.getBoundingClientRect().height);
    const inner = await frame.evaluate(() => ({
      content: document.documentElement.getBoundingClientRect().height,
      scrollHeight: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: window.innerWidth,
    }));
    const fits =
      Math.abs(frameHeight - Math.ceil(inner.content)) <= 1 &&
      inner.scrollHeight <= inner.viewport + 1 &&
      inner.scrollWidth <= inner.viewportWidth + 1;
    if (fits) return frameHeight;
    last = `frame ${frameHeight}px, content ${JSON.stringify(inner)}`;
    if (Date.now() > deadline) throw new Error(`${selector} is not sized to its content: ${last}`);
    await page.waitForTimeout(100);
  }
}

describe('embeds on an association website', () => {
  let browser: Browser;
  let host: Server;
  let hostUrl: string;
  let campaign: CampaignDetail;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    campaign = await goalCampaign();
    const script = (type: string, extra = '') =>
      `<script async src="${baseUrl()}/embed.js" data-campagne="${campaign.slug}" data-type="${type}"${extra}></script>`;
    pages.set(
      '/vitrine',
      hostPage(
        `<h2>Notre campagne</h2>${script('carte')}<h2>Où en est la collecte</h2>${script('compteur')}<h2>Donner</h2>${script('bouton')}`,
      ),
    );
    pages.set('/don', hostPage(`<h2>Faire un don</h2>${script('don', ' data-montant="20"')}`));
    // The association's site: another origin (another port) than the platform's.
    host = createServer((request, response) => {
      const body = pages.get(request.url ?? '');
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? 'introuvable');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
    expect(new URL(hostUrl).origin).not.toBe(new URL(baseUrl()).origin);
  });

  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => host.close(resolve));
  });

  it('the card, the counter and the button size themselves to their content, on resize too', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto(`${hostUrl}/vitrine`);
      await waitUntilQuiet(page);
      const frames = await embedFrames(page);
      expect(frames).toHaveLength(3);
      const heights = [];
      for (const { selector, frame } of frames) {
        await frame
          .getByRole('link', { name: /Soutenir ce projet/ })
          .or(frame.getByRole('progressbar'))
          .first()
          .waitFor();
        heights.push(await expectSizedToContent(page, selector, frame));
      }
      // The card's image and text are taller than the counter, the counter than the button.
      expect(heights[0]).toBeGreaterThan(heights[1]!);
      expect(heights[1]).toBeGreaterThan(heights[2]!);
      const card = frames[0]!.frame;
      await card.getByRole('heading', { name: CAMPAIGN_TITLE }).waitFor();
      expect(
        await card.getByRole('link', { name: /Soutenir ce projet/ }).getAttribute('target'),
      ).toBe('_blank');
      await expectNoSeriousViolations(page);
      await shoot(page, 'host-card-counter-button');

      // The window changes width (a phone turned, a window narrowed): each frame follows.
      const other = viewport === PHONE ? { width: 700, height: 800 } : { width: 360, height: 800 };
      await page.setViewportSize(other);
      for (const { selector, frame } of frames) await expectSizedToContent(page, selector, frame);
      await context.close();
    }
  });

  it('weight: the card, counter and button load two tiny scripts and no framework; the form costs the shell’s lightest page plus the dialog’s first view', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${hostUrl}/vitrine`);
    await waitUntilQuiet(page);
    expect([...scripts].sort()).toEqual(['/embed.js', '/embed/taille.js']);
    await context.close();

    // The form is the shell's page without its layout, with the dialog: what the lightest
    // route of the shell costs (the payment return page), plus the dialog's first view. What
    // waits for the donor to engage with the form (sending the gift, a posted reward's
    // address, a regular gift's terms: mf-donation's engaged-parts.ts) is not downloaded.
    const lightest = await measureCold(browser, baseUrl(), {
      label: 'payment return',
      remote: 'mf_donation',
      path: '/donation/success?session_id=inconnue',
    });
    const form = await measureCold(browser, baseUrl(), {
      label: 'donation form embed',
      remote: 'mf_donation',
      path: `/embed/campagne/${campaign.slug}/don?montant=20`,
    });
    expect(form.renderedFallback).toBe(false);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    // The figures, for deploy/README.md's table.
    process.stdout.write(
      `donation form embed: ${kb(form.gzip)} of JavaScript (gzip), the payment return page ${kb(lightest.gzip)}\n`,
    );
    expect(form.scripts.map((script) => new URL(script.url).pathname)).not.toContainEqual(
      expect.stringMatching(/contribution-engaged/),
    );
    expect(form.gzip - lightest.gzip).toBeLessThanOrEqual(10 * 1024);
    expect(form.gzip).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_GZIP_BYTES);
  });

  it('a message of another origin or shape resizes nothing', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${hostUrl}/vitrine`);
    await waitUntilQuiet(page);
    const [{ selector, frame }] = await embedFrames(page);
    const before = await expectSizedToContent(page, selector, frame);
    // The host page itself (another origin than the platform's) claims a height...
    await page.evaluate(() =>
      window.postMessage({ type: 'plateforme-dons:embed-size', height: 5 }, '*'),
    );
    // ...and the framed page sends nonsense.
    await frame.evaluate(() => {
      window.parent.postMessage({ type: 'plateforme-dons:embed-size', height: 'grand' }, '*');
      window.parent.postMessage('plateforme-dons:embed-size', '*');
    });
    await page.waitForTimeout(300);
    expect(
      await page.locator(selector).evaluate((element) => element.getBoundingClientRect().height),
    ).toBe(before);
    await context.close();
  });

  it('the donation form in a frame: prefilled 20 €, paid on the sandbox in a new tab, counted', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const before = await goalCampaign();
      const { context, page } = await openPage(browser, { viewport });
      await page.goto(`${hostUrl}/don`);
      await waitUntilQuiet(page);
      const [{ selector, frame }] = await embedFrames(page);
      const dialog = frame.getByRole('dialog', { name: 'Soutenir ce projet' });
      await dialog.waitFor();
      await waitUntilQuiet(page);
      // Prefilled by data-montant="20": the summary already says so.
      await dialog
        .getByTestId('donation-summary')
        .getByText(/Vous donnez 20\s€/)
        .waitFor();
      await expectSizedToContent(page, selector, frame);
      await expectNoSeriousViolations(page);
      await shoot(page, 'host-donation-form');

      await dialog.getByLabel('Nom complet').fill('Inès Voisine');
      await dialog.getByLabel('Email').fill(`ines.${Date.now()}@example.fr`);
      await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
      await expectSizedToContent(page, selector, frame);
      await dialog.getByRole('button', { name: /^Payer/ }).click();

      // The checkout cannot run in the frame: a link opens it in a new tab.
      const step = frame.getByTestId('embed-checkout');
      await step.waitFor();
      await expectSizedToContent(page, selector, frame);
      await expectNoSeriousViolations(page);
      await shoot(page, 'host-donation-checkout-step');
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        step.getByRole('link', { name: /Payer sur la page sécurisée/ }).click(),
      ]);
      await checkout.getByLabel('Numéro de carte').waitFor();
      await checkout.getByLabel('Titulaire de la carte').fill('Inès Voisine');
      await checkout.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
      await checkout.getByLabel('Expiration (MM/AA)').fill('12/30');
      await checkout.getByLabel('CVC').fill('123');
      await checkout.getByRole('button', { name: /^Payer/ }).click();
      // The checkout returns to the platform's own thank-you page, in that tab.
      await checkout.waitForURL((url) => url.pathname === '/donation/success');
      expect(new URL(checkout.url()).origin).toBe(new URL(baseUrl()).origin);
      await checkout.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
      // The association's page is still there, saying what happens next.
      await step.getByRole('status').waitFor();
      await expectSizedToContent(page, selector, frame);
      const after = await goalCampaign();
      expect(Math.round(after.raised_amount * 100) - Math.round(before.raised_amount * 100)).toBe(
        2000,
      );
      await context.close();
    }
  });

  it("the manager's 'Intégrer à votre site' panel: snippets to copy and a live preview", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl(),
      });
      await signInContext(context, DEMO_ACCOUNTS.association_manager);
      await page.goto(`/dashboard/campaigns/${campaign.id}/edit`);
      await waitUntilQuiet(page);
      const panel = page.getByTestId('embed-panel');
      await panel.getByRole('heading', { name: 'Intégrer à votre site' }).scrollIntoViewIfNeeded();
      const script = panel.getByTestId('embed-script-snippet');
      expect(await script.inputValue()).toBe(
        `<script async src="${baseUrl()}/embed.js" data-campagne="${campaign.slug}" data-type="carte"></script>`,
      );
      const preview = page.frameLocator('[data-testid="embed-preview"]');
      await preview.getByRole('heading', { name: CAMPAIGN_TITLE }).waitFor();
      // The preview follows its content, like the frame on a site.
      const previewFrame = await (
        await page.getByTestId('embed-preview').elementHandle()
      )?.contentFrame();
      if (!previewFrame) throw new Error('no preview frame');
      await expectSizedToContent(page, '[data-testid="embed-preview"]', previewFrame);
      await waitUntilQuiet(page);
      await expectNoSeriousViolations(page);
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, 'manager-embed-panel-card', panel);

      await panel.getByLabel('Ce que vous intégrez').selectOption('bouton');
      await panel.getByLabel('Montant proposé (facultatif, en €)').fill('25');
      await panel.getByLabel('Fréquence proposée').selectOption('mensuel');
      expect(await script.inputValue()).toBe(
        `<script async src="${baseUrl()}/embed.js" data-campagne="${campaign.slug}" data-type="bouton" data-montant="25" data-frequence="mensuel"></script>`,
      );
      await preview.getByRole('link', { name: /Soutenir ce projet/ }).waitFor();
      expect(
        await preview.getByRole('link', { name: /Soutenir ce projet/ }).getAttribute('href'),
      ).toBe(`/campaign/${campaign.slug}?contribuer=25&frequence=mensuel`);
      await panel.getByRole('button', { name: /^Copier : Code à copier/ }).click();
      await page.getByText('Code copié dans le presse-papiers.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await script.inputValue(),
      );
      await shoot(page, 'manager-embed-panel-button', panel);
      await context.close();
    }
  });
});
