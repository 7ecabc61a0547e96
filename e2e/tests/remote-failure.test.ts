import type { Browser, Route } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { navigateInApp, signInContext } from '../src/session';

// The admin remote's files (manifest, remoteEntry.js, chunks) fail as if its server were down;
// the shell, the API and the other remotes keep answering.
const adminAssets = '**/remotes/mf_admin/**';

describe('a remote that cannot load', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('costs only its own area, and renders once it is back, without a page reload', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    let blockedRequests = 0;
    const failAdmin = (route: Route) => {
      blockedRequests += 1;
      return route.abort('connectionrefused');
    };
    await page.route(adminAssets, failAdmin);

    await page.goto('/admin');
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-remote')).toBe('mf_admin');
    await page.getByText('Cette section est momentanément indisponible').waitFor();
    expect(blockedRequests).toBeGreaterThan(0);
    // The shell around it still works: header and footer are there.
    await page.locator('header').first().waitFor();
    await page.locator('footer').first().waitFor();

    // A marker that a page load would wipe out.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });

    // Other routes, served by other remotes and by the shell, still render.
    for (const path of ['/', '/campaigns', '/faq']) {
      await navigateInApp(page, path);
      await page.waitForURL((url) => url.pathname === path);
      await waitUntilQuiet(page);
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    }

    // Back to /admin while the remote is still down: the fallback again.
    await navigateInApp(page, '/admin');
    await fallback.waitFor();

    // The remote comes back; "Réessayer" renders it in place.
    await page.unroute(adminAssets, failAdmin);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await fallback.waitFor({ state: 'detached' });
    await waitUntilQuiet(page);
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await context.close();
  });

  it('shows the fallback on a public route too, with the rest of the page around it', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/remotes/mf_public/**', (route) => route.abort('connectionrefused'));

    await page.goto('/campaigns');
    await page.getByTestId('remote-fallback').waitFor();
    expect(await page.getByTestId('remote-fallback').getAttribute('data-remote')).toBe('mf_public');

    // The shell's own login page does not depend on the public remote.
    await navigateInApp(page, '/login');
    await waitUntilQuiet(page);
    await page.getByLabel(/^Mot de passe/).waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    await context.close();
  });
});
