import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, settle } from '../src/browser';
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
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });

    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settle(page);
    for (const path of ['/campaigns', '/admin', '/faq', '/donation/success?session_id=inconnue']) {
      await navigateInApp(page, path);
      await settle(page);
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    }
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    // zod 4 probes `Function("")` once to decide whether to compile its parsers, and falls
    // back when the CSP refuses: a report, not a failure (code that needed eval would break the
    // pages above). Any other violation is a resource the policy blocks.
    expect(violations.filter((violation) => !violation.startsWith('script-src eval '))).toEqual([]);
    await context.close();
  });
});
