import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { recordPaths, signInContext } from '../src/session';

describe('route guards', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('sends a donor opening /admin to /dashboard, then to /donor-dashboard', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.donor);
    const visitedPaths = await recordPaths(page);

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/donor-dashboard');
    await waitUntilQuiet(page);
    await page.getByRole('heading').first().waitFor();

    expect(await visitedPaths()).toEqual(['/admin', '/dashboard', '/donor-dashboard']);
    await context.close();
  });

  it('sends a visitor opening a signed-in page to /login', async () => {
    const { context, page } = await openPage(browser);
    for (const path of [
      '/admin',
      '/dashboard',
      '/donor-dashboard',
      '/dashboard/campaigns/create',
    ]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel(/^Mot de passe/).waitFor();
    }
    await context.close();
  });

  it('sends an association manager opening /admin to /dashboard and keeps them there', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.association_manager);
    const visitedPaths = await recordPaths(page);

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitUntilQuiet(page);
    await page.getByRole('heading').first().waitFor();
    expect(await visitedPaths()).toEqual(['/admin', '/dashboard']);
    await context.close();
  });

  it('shows a French 404 page for an unknown route', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(200);
    await page.getByText('Page introuvable').first().waitFor();
    await context.close();
  });
});
