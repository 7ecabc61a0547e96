import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { recordPaths, submitLoginForm } from '../src/session';

describe('login', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  const landings = [
    { role: 'super_admin', path: '/admin' },
    { role: 'association_manager', path: '/dashboard' },
    { role: 'donor', path: '/donor-dashboard' },
  ] as const;

  it.each(landings)(
    'signs a $role in through /dashboard and lands on $path',
    async ({ role, path }) => {
      const account = DEMO_ACCOUNTS[role];
      const { context, page } = await openPage(browser);
      const visitedPaths = await recordPaths(page);
      await submitLoginForm(page, account.email, account.password);

      await page.waitForURL((url) => url.pathname === path);
      // The area rendered (not its fallback), and the session survives a reload (cookie + /auth/me).
      await waitUntilQuiet(page);
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
      // The remote reads the user from the one session store the shell filled.
      await page.locator('main').getByText(account.fullName).first().waitFor();
      expect(await visitedPaths()).toEqual(
        path === '/dashboard' ? ['/login', '/dashboard'] : ['/login', '/dashboard', path],
      );
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();

      await page.reload();
      await page.waitForURL((url) => url.pathname === path);
      await waitUntilQuiet(page);
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
      await context.close();
    },
  );

  it('refuses a wrong password with the French message and stays on /login', async () => {
    const { context, page } = await openPage(browser);
    await submitLoginForm(page, DEMO_ACCOUNTS.donor.email, 'pas-le-bon-mot-de-passe');

    await page.getByText('Email ou mot de passe incorrect').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await context.close();
  });

  it("offers 'Aller au contenu' on a page's first Tab, which skips the header", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await waitUntilQuiet(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    expect(await skip.evaluate((link) => document.activeElement === link)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next Tab reaches the page's own first control, not the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await context.close();
  });

  it('rings the focused field as it rings buttons, for keyboard users', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await waitUntilQuiet(page);
    const email = page.getByLabel('Email');
    await email.waitFor();
    // From the field before it, as a keyboard user arrives.
    await email.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await email.evaluate((input) => {
      const style = getComputedStyle(input);
      return {
        isFocused: document.activeElement === input,
        style: style.outlineStyle,
        width: style.outlineWidth,
      };
    });
    expect(ring).toEqual({ isFocused: true, style: 'solid', width: '2px' });
    await context.close();
  });
});
