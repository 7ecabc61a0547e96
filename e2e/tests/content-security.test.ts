import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { navigateInApp, signInContext } from '../src/session';

describe('content security policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('serves the page under a CSP that the shell and the remotes run under without a violation', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
    });

    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitUntilQuiet(page);
    // The page links its icon, and the shell's build serves it (no 404 in the console).
    const iconHref = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(iconHref).toBe('/favicon.svg');
    const icon = await context.request.get(iconHref!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    for (const path of ['/campaigns', '/admin', '/faq', '/donation/success?session_id=inconnue']) {
      await navigateInApp(page, path);
      await waitUntilQuiet(page);
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    }
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    // None at all: zod runs jitless in the browser (shell/src/app/zod-jitless.ts), so not even
    // its one `Function("")` probe reaches the policy.
    expect(violations).toEqual([]);
    await context.close();
  });
});
