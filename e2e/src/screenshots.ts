// Screenshots of the main pages of a running platform, for a human to look at:
// `npx tsx e2e/src/screenshots.ts [base URL]` (without a URL it starts one on a fresh data
// folder). Writes e2e/artifacts/screens/<name>.png.
import path from 'node:path';
import { openPage } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { artifactsDir } from './platform';
import { runScript } from './run-script';
import { signInContext, type DemoAccount } from './session';

const shots: { name: string; path: string; account?: DemoAccount; mobile?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'home-mobile', path: '/', mobile: true },
  { name: 'campaigns', path: '/campaigns' },
  { name: 'associations', path: '/associations' },
  { name: 'faq', path: '/faq' },
  { name: 'terms', path: '/terms' },
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'not-found', path: '/nulle-part' },
  { name: 'donation-success', path: '/donation/success?session_id=inconnue' },
  { name: 'admin', path: '/admin', account: DEMO_ACCOUNTS.super_admin },
  { name: 'manager-dashboard', path: '/dashboard', account: DEMO_ACCOUNTS.association_manager },
  { name: 'donor-dashboard', path: '/donor-dashboard', account: DEMO_ACCOUNTS.donor },
  { name: 'home-signed-in', path: '/', account: DEMO_ACCOUNTS.super_admin },
];

const outDir = path.join(artifactsDir, 'screens');

runScript({ label: 'screens', outDir }, async ({ baseURL, browser }) => {
  for (const shot of shots) {
    const { context, page } = await openPage(browser, {
      baseURL,
      viewport: shot.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'response',
      (response) =>
        response.status() >= 400 &&
        errors.push(`${response.status()} ${new URL(response.url()).pathname}`),
    );
    if (shot.account) await signInContext(context, shot.account, baseURL);
    await page.goto(shot.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    process.stdout.write(
      `${shot.name}: ${new URL(page.url()).pathname}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}\n`,
    );
    await context.close();
  }
});
