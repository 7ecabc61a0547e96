// Screenshots of the public pages at desktop and phone widths, for a human to look at:
// `npx tsx e2e/src/public-screenshots.ts [base URL]` (without a URL it starts a platform on a
// fresh data folder). Writes docs/screenshots/public/<page>-<width>.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, waitUntilQuiet } from './browser';
import { rootDir } from './platform';
import { runScript } from './run-script';

const WIDTHS = [1280, 390] as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'public');
const pages: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'campaigns', path: '/campaigns' },
  { name: 'associations', path: '/associations' },
  { name: 'campaign', path: '/campaign/un-camion-medical-pour-nos-villages' },
  // Completed: no 'Soutenir ce projet', the page says it no longer takes donations.
  { name: 'campaign-completed', path: '/campaign/nettoyage-des-rivieres-2025' },
  { name: 'association', path: '/association/sante-solidaire' },
  {
    name: 'faq',
    path: '/faq',
    // One question open, to show both states.
    prepare: (page) => page.getByRole('button', { name: 'Quels sont les frais ?' }).click(),
  },
];

runScript({ label: 'public-screens', outDir }, async ({ baseURL, browser }) => {
  for (const width of WIDTHS) {
    for (const shot of pages) {
      const { context, page } = await openPage(browser, {
        baseURL,
        viewport: { width, height: width === 390 ? 844 : 900 },
      });
      await page.goto(shot.path);
      await waitUntilQuiet(page);
      // Lazy images below the fold load once scrolled to.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitUntilQuiet(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot.prepare?.(page);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(outDir, `${shot.name}-${width}.png`),
        fullPage: true,
      });
      process.stdout.write(`${shot.name}-${width}\n`);
      await context.close();
    }
  }
});
