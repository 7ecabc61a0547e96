// What a person on a 390 px phone sees of two shared pieces: a toast never covers the header or
// the menu opened from it, and a dashboard table shows its rows as cards (on a wider screen
// that is still too narrow, it scrolls sideways, says so with a shadow on the side with more
// columns, and can be scrolled with the keyboard). E2E_SCREENSHOTS=1 also writes
// docs/screenshots/shared/*-390.png and *-1280.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { rootDir } from '../src/platform';
import { signInContext, submitLoginForm } from '../src/session';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 700, height: 900 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOT_DIR = path.join(rootDir, 'docs', 'screenshots', 'shared');

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on screen`);
  return found;
}

/** Every toast on screen starts under the header's bottom edge (its open menu included). */
async function expectToastsBelow(page: Page, header: Locator) {
  const headerBox = await box(header);
  const toasts = await page.locator('.mantine-Notification-root').all();
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    const toastBox = await box(toast);
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  }
}

describe('narrow screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows a toast under the header and under the menu opened from it, never over them', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    // Signing in says so in a toast, at once, while the next page loads.
    await submitLoginForm(page, DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    // The pointer on a toast holds it on screen (Mantine pauses its closing) for the checks.
    await toast.hover();
    // Still announced as it is shown (Mantine gives every toast role=alert).
    await expect(toast.getAttribute('role')).resolves.toBe('alert');
    const header = page.getByTestId('site-header');
    await expectToastsBelow(page, header);

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.getByTestId('mobile-menu').waitFor();
    await toast.hover();
    await page.waitForTimeout(300);
    await expectToastsBelow(page, header);
    // What a tap on the button's centre reaches is the button itself, not a toast.
    const buttonBox = await box(menuButton);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="site-header"]') != null,
      { x: buttonBox.x + buttonBox.width / 2, y: buttonBox.y + buttonBox.height / 2 },
    );
    expect(hit).toBe(true);
    await shoot(page, 'toast-menu-open');

    // Scrolled down, the header shrinks and stays at the top: the toasts follow its edge.
    await menuButton.click();
    await toast.hover();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    await expectToastsBelow(page, header);

    await page.setViewportSize(DESKTOP);
    await page.mouse.wheel(0, -2000);
    await page.waitForTimeout(400);
    await expectToastsBelow(page, header);
    await shoot(page, 'toast-menu-open');
    await context.close();
  });

  it('shows a dashboard table as cards on a phone, every value on screen', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    await page.goto('/admin?tab=users');
    await waitUntilQuiet(page);
    const frame = page.getByRole('region', { name: 'Utilisateurs' });
    await frame.getByRole('table', { name: 'Utilisateurs' }).waitFor();
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const row = frame.locator('tbody tr').first();
    const frameBox = await box(frame);
    for (const cell of await row.locator('td').all()) {
      const cellBox = await box(cell);
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    }
    // Each value says which column it belongs to.
    expect(await row.locator('td').first().getAttribute('data-label')).toBeTruthy();
    await expectNoSeriousViolations(page);
    await shoot(page, 'table-cards');
    await context.close();
  });

  it('marks a dashboard table that scrolls sideways and lets the keyboard scroll it', async () => {
    // Between a phone (cards) and a wide screen: the table scrolls inside its frame.
    const { context, page } = await openPage(browser, { viewport: TABLET });
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    await page.goto('/admin?tab=users');
    await waitUntilQuiet(page);
    const frame = page.getByRole('region', { name: 'Utilisateurs' });
    await frame.getByRole('table', { name: 'Utilisateurs' }).waitFor();

    const scroll = () =>
      frame.evaluate((element) => ({
        left: element.scrollLeft,
        hidden: element.scrollWidth - element.clientWidth,
      }));
    expect((await scroll()).hidden).toBeGreaterThan(0);
    // The shadows stay at the frame's edges while the covers travel with the table.
    const attachment = await frame.evaluate(
      (element) => getComputedStyle(element).backgroundAttachment,
    );
    expect(attachment).toBe('local, local, scroll, scroll');
    // ...under the table: its striped rows must let them through (opaque stripes hid them).
    const stripe = await frame
      .locator('tbody tr:nth-of-type(odd)')
      .first()
      .evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(stripe).toMatch(/^rgba\(.*, 0?\.\d+\)$/);
    await expectNoSeriousViolations(page);
    await shoot(page, 'table-scroll-start');

    await frame.focus();
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(500);
    const after = await scroll();
    expect(after.left).toBeGreaterThan(0);
    await shoot(page, 'table-scroll-end');

    await page.setViewportSize(DESKTOP);
    await waitUntilQuiet(page);
    await shoot(page, 'table-scroll-start');
    await context.close();
  });
});
