// What a first visit downloads: the JavaScript of a route measured in Chromium (sizes as
// served, and gzip level 6 / brotli 11 of the same bytes), cold or after the home page. Used
// by the bench's report (bundle-report.ts) and by the budget journey
// (e2e/tests/first-visit-budget.test.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { openPage, waitUntilQuiet } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { navigateInApp, signInContext, type DemoAccount } from './session';

/**
 * The budget: at most 250 KB (1,024 bytes each) of JavaScript, gzip, on the first visit
 * of any route.
 */
export const FIRST_VISIT_BUDGET_GZIP_BYTES = 250 * 1024;

export interface Visit {
  label: string;
  remote: string;
  path: string;
  account?: DemoAccount;
}

/** The home page, then each remote's first route (signed in as its role where it needs one). */
export const visits: Visit[] = [
  { label: 'home', remote: 'mf_public', path: '/' },
  { label: 'campaign list', remote: 'mf_public', path: '/campaigns' },
  {
    label: 'campaign page',
    remote: 'mf_public',
    path: '/campaign/un-camion-medical-pour-nos-villages',
  },
  // A legal page (issue 28, item 5): its own exposed module, nothing more on the first visit.
  { label: 'legal notice', remote: 'mf_public', path: '/mentions-legales' },
  { label: 'payment return', remote: 'mf_donation', path: '/donation/success?session_id=inconnue' },
  // The whole contribution flow framed by an association's site (issue 30, item 3), prefilled
  // as the script tag's data-montant does: the dialog opens on its summary.
  {
    label: 'contribution embed',
    remote: 'mf_donation',
    path: '/embed/campagne/un-camion-medical-pour-nos-villages/don?montant=20',
  },
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

/** A route's first visit in a fresh context (empty cache). */
export async function measureCold(browser: Browser, baseURL: string, visit: Visit) {
  const { context, page } = await openPage(browser, { baseURL });
  if (visit.account) await signInContext(context, visit.account, baseURL);
  const { scripts, pending } = collectScripts(page);
  await page.goto(visit.path);
  await waitUntilQuiet(page);
  await Promise.all(pending);
  const fallback = await page.getByTestId('remote-fallback').count();
  await context.close();
  return { ...total(scripts), scripts, renderedFallback: fallback > 0 };
}

/** What a visitor already on `/` downloads when following a link to the route. */
export async function measureFromHome(browser: Browser, baseURL: string, visit: Visit) {
  const { context, page } = await openPage(browser, { baseURL });
  if (visit.account) await signInContext(context, visit.account, baseURL);
  await page.goto('/');
  await waitUntilQuiet(page);
  const { scripts, pending } = collectScripts(page);
  await navigateInApp(page, visit.path);
  await waitUntilQuiet(page);
  await Promise.all(pending);
  await context.close();
  return total(scripts);
}
