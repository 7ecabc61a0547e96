// Measures the JavaScript a first visit downloads: the home page (`/`), then each remote's
// first route, cold (fresh browser context, empty cache) and as the extra a visitor already on
// `/` downloads when following a link there. Writes bench/results/bundles.md and bundles.json.
// Run: `npx tsx e2e/src/bundle-report.ts` (builds what is missing, starts the platform itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, openPage, settle } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { rootDir, startPlatform } from './platform';
import { navigateInApp, signInContext, type DemoAccount } from './session';

interface Visit {
  label: string;
  remote: string;
  path: string;
  account?: DemoAccount;
}

const visits: Visit[] = [
  { label: 'home', remote: 'mf_public', path: '/' },
  { label: 'campaign list', remote: 'mf_public', path: '/campaigns' },
  {
    label: 'campaign page',
    remote: 'mf_public',
    path: '/campaign/un-camion-medical-pour-nos-villages',
  },
  { label: 'payment return', remote: 'mf_donation', path: '/donation/success?session_id=inconnue' },
  {
    label: 'manager dashboard',
    remote: 'mf_manager',
    path: '/dashboard',
    account: DEMO_ACCOUNTS.association_manager,
  },
  {
    label: 'admin console',
    remote: 'mf_admin',
    path: '/admin',
    account: DEMO_ACCOUNTS.super_admin,
  },
  {
    label: 'donor dashboard',
    remote: 'mf_donor',
    path: '/donor-dashboard',
    account: DEMO_ACCOUNTS.donor,
  },
];

interface Script {
  url: string;
  /** Who serves it: 'shell' or the remote's federation name. */
  owner: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes on the wire as served by npm start (brotli for a browser that accepts it), headers included. */
  transferred: number;
}

interface Totals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
  byOwner: Record<string, { files: number; raw: number; gzip: number }>;
}

function ownerOf(url: string): string {
  const match = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? 'shell';
}

function collectScripts(page: Page): { scripts: Script[]; pending: Promise<void>[] } {
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    const isScript =
      request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes();
        scripts.push({
          url: response.url(),
          owner: ownerOf(response.url()),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            .length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })().catch(() => undefined),
    );
  });
  return { scripts, pending };
}

function total(scripts: Script[]): Totals {
  const byOwner: Totals['byOwner'] = {};
  for (const script of scripts) {
    const entry = (byOwner[script.owner] ??= { files: 0, raw: 0, gzip: 0 });
    entry.files += 1;
    entry.raw += script.raw;
    entry.gzip += script.gzip;
  }
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    brotli: scripts.reduce((sum, script) => sum + script.brotli, 0),
    transferred: scripts.reduce((sum, script) => sum + script.transferred, 0),
    byOwner,
  };
}

async function measureCold(browser: Browser, baseURL: string, visit: Visit) {
  const { context, page } = await openPage(browser, { baseURL });
  if (visit.account) await signInContext(context, visit.account, baseURL);
  const { scripts, pending } = collectScripts(page);
  await page.goto(visit.path);
  await settle(page);
  await Promise.all(pending);
  const fallback = await page.getByTestId('remote-fallback').count();
  await context.close();
  return { ...total(scripts), scripts, renderedFallback: fallback > 0 };
}

async function measureFromHome(browser: Browser, baseURL: string, visit: Visit) {
  const { context, page } = await openPage(browser, { baseURL });
  if (visit.account) await signInContext(context, visit.account, baseURL);
  await page.goto('/');
  await settle(page);
  const { scripts, pending } = collectScripts(page);
  await navigateInApp(page, visit.path);
  await settle(page);
  await Promise.all(pending);
  await context.close();
  return total(scripts);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const platform = await startPlatform({ label: 'bundles' });
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const visit of visits) {
      const cold = await measureCold(browser, platform.baseUrl, visit);
      const fromHome =
        visit.path === '/' ? null : await measureFromHome(browser, platform.baseUrl, visit);
      results.push({ ...visit, account: visit.account?.role ?? null, cold, fromHome });
      process.stdout.write(`bundles: ${visit.path} ${kb(cold.raw)} raw, ${kb(cold.gzip)} gzip\n`);
    }

    const lines = [
      '# Front-end bundles',
      '',
      `JavaScript downloaded by a first visit (empty cache), measured in Chromium against \`npm start\` on ${new Date().toISOString()}.`,
      '"raw" is the uncompressed size, "gzip" (level 6) and "brotli" (quality 11) what the same files',
      'weigh compressed; "transferred" is what went over the wire from `npm start` (it compresses',
      'text assets with brotli quality 9), response headers included.',
      '',
      '## Cold first visit of a route',
      '',
      '| route | remote | files | raw | gzip | brotli | transferred | of which shell (gzip) | of which the remote (gzip) | fallback shown |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...results.map(
        (result) =>
          `| \`${result.path}\` (${result.label}${result.account ? `, ${result.account}` : ''}) | ${result.remote} | ${result.cold.files} | ${kb(result.cold.raw)} | ${kb(result.cold.gzip)} | ${kb(result.cold.brotli)} | ${kb(result.cold.transferred)} | ${kb(result.cold.byOwner.shell?.gzip ?? 0)} | ${kb(result.cold.byOwner[result.remote]?.gzip ?? 0)} | ${result.cold.renderedFallback ? 'YES' : 'no'} |`,
      ),
      '',
      '## Following a link from `/` (what the route adds once the home page is loaded)',
      '',
      '| route | remote | files | raw | gzip | transferred |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...results
        .filter((result) => result.fromHome)
        .map(
          (result) =>
            `| \`${result.path}\` | ${result.remote} | ${result.fromHome?.files} | ${kb(result.fromHome?.raw ?? 0)} | ${kb(result.fromHome?.gzip ?? 0)} | ${kb(result.fromHome?.transferred ?? 0)} |`,
        ),
      '',
      '## Largest files of the home page',
      '',
      '| file | raw | gzip |',
      '| --- | ---: | ---: |',
      ...[...(results[0]?.cold.scripts ?? [])]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 10)
        .map(
          (script) =>
            `| \`${new URL(script.url).pathname}\` | ${kb(script.raw)} | ${kb(script.gzip)} |`,
        ),
      '',
    ];
    const resultsDir = path.join(rootDir, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'bundles.md'), lines.join('\n'));
    writeFileSync(
      path.join(resultsDir, 'bundles.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
    );
    process.stdout.write(
      `bundles: wrote ${path.relative(process.cwd(), path.join(resultsDir, 'bundles.md'))}\n`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
