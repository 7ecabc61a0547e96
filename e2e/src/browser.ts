import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's Chromium in a container: no sandbox, no GPU, and none of the background traffic
// (updates, sync, QUIC) that would make network measurements noisy.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Shorter than jest's timeout, so a stuck step fails with playwright's message and a screenshot. */
const STEP_TIMEOUT_MS = 20_000;

declare global {
  // Pages of the running test, for the screenshot the environment takes on failure.
  var e2eOpenPages: Set<Page> | undefined;
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the journeys through jest -c e2e/jest.config.js');
  return url;
}

/**
 * Launches Chromium. playwright's launch() gives every browser a fresh temporary profile
 * (user-data dir) and removes it on close: nothing carries over between runs.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (no cookie, no storage) and a page on it, registered for failure screenshots. */
export async function openPage(
  browser: Browser,
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  const page = await context.newPage();
  trackRequests(page);
  const pages = (globalThis.e2eOpenPages ??= new Set());
  pages.add(page);
  page.on('close', () => pages.delete(page));
  return { context, page };
}

const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

function trackRequests(page: Page) {
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const change = (delta: number) => {
    state.count = Math.max(0, state.count + delta);
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * Waits until the page is quiet after a navigation, client-side ones included (where
 * playwright's 'networkidle' has long been reached): no request in flight for `quietMs`, and
 * no loading placeholder (`aria-busy`) left, so a remote's page has rendered or failed.
 */
export async function waitUntilQuiet(
  page: Page,
  { quietMs = 400, timeout = STEP_TIMEOUT_MS } = {},
) {
  const state = inFlight.get(page);
  if (!state) throw new Error('waitUntilQuiet() needs a page from openPage()');
  const deadline = Date.now() + timeout;
  await page.waitForTimeout(50);
  while (state.count > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`network still busy after ${timeout} ms (${state.count} in flight)`);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: Math.max(1_000, deadline - Date.now()),
  });
}
