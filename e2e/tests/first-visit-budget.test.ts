import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from '../src/browser';
import { FIRST_VISIT_BUDGET_GZIP_BYTES, measureCold, visits } from '../src/bundle-measure';

/*
 * Issue 14's budget as a journey: the first visit of each route (empty cache, signed in where
 * the route needs it) downloads at most 250 KB of JavaScript, gzip, and renders its remote
 * (not the fallback). `npm run bench -- --bundles` writes the same figures to bench/results.
 */
describe('first-visit JavaScript budget', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(visits.map((visit) => [visit.path, visit] as const))(
    '%s stays within 250 KB of JavaScript (gzip)',
    async (_path, visit) => {
      const cold = await measureCold(browser, baseUrl(), visit);
      expect(cold.renderedFallback).toBe(false);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      // Over the budget, the failure names the total and the heaviest files.
      const verdict =
        cold.gzip <= FIRST_VISIT_BUDGET_GZIP_BYTES
          ? 'within the budget'
          : `${kb(cold.gzip)} gzip; heaviest: ${[...cold.scripts]
              .sort((x, y) => y.gzip - x.gzip)
              .slice(0, 5)
              .map((script) => `${new URL(script.url).pathname} ${kb(script.gzip)}`)
              .join(', ')}`;
      expect({ route: visit.path, verdict }).toEqual({
        route: visit.path,
        verdict: 'within the budget',
      });
    },
  );
});
