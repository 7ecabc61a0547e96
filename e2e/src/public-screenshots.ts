// Screenshots of the public pages at desktop and phone widths, for a human to look at:
// `npx tsx e2e/src/public-screenshots.ts [base URL]` (without a URL it starts a platform on a
// fresh data folder). Writes docs/screenshots/public/<page>-<width>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage, settle } from './browser';
import { rootDir, startPlatform, type Platform } from './platform';

const WIDTHS = [1280, 390] as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'public');
const pages = [
  { name: 'home', path: '/' },
  { name: 'campaigns', path: '/campaigns' },
  { name: 'associations', path: '/associations' },
  { name: 'campaign', path: '/campaign/un-camion-medical-pour-nos-villages' },
  { name: 'association', path: '/association/sante-solidaire' },
];

async function main() {
  let platform: Platform | null = null;
  const baseURL =
    process.argv[2] ?? (platform = await startPlatform({ label: 'public-screens' })).baseUrl;
  mkdirSync(outDir, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      for (const shot of pages) {
        const { context, page } = await openPage(browser, {
          baseURL,
          viewport: { width, height: width === 390 ? 844 : 900 },
        });
        await page.goto(shot.path);
        await settle(page);
        // Lazy images below the fold load once scrolled to.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        await page.screenshot({
          path: path.join(outDir, `${shot.name}-${width}.png`),
          fullPage: true,
        });
        process.stdout.write(`${shot.name}-${width}\n`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await platform?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
