import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { checkScreen } from '../src/screen-check';
import { signInContext } from '../src/session';

// Issue 28 item 3: the super admin's overview counts the card disputes the bank has not decided
// yet (a dispute arrives only from Stripe's signed events, tested through HTTP in
// api/test/donations/stripe-disputes.test.ts; the platform here pays through the sandbox, so
// the count is the real one: none).
describe('admin overview: open card disputes', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('shows the open disputes among the figures, readable at 390 and 1280 px', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await waitUntilQuiet(page);
    const figure = page.getByTestId('figure-open_disputes');
    await figure.waitFor();
    expect(await figure.locator('dt').textContent()).toBe('Contestations de paiement ouvertes');
    expect(await figure.locator('dd').textContent()).toBe('0');
    await checkScreen(page, 'admin', 'overview-disputes');
  });
});
