import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type Platform } from './platform';

export interface ScriptRun {
  /** The platform's address: the script's first argument, or the platform it started. */
  baseURL: string;
  browser: Browser;
}

/**
 * The start-up and exit of a screenshot script run with `npx tsx e2e/src/<script>.ts [base URL]`:
 * without a URL it starts a platform on a fresh data folder (its log in e2e/artifacts/<label>-
 * platform.log), creates the output folder and a browser, and whatever happens closes both;
 * a failure prints its stack and exits 1, so a caller (CI, a shell loop) sees it.
 */
export function runScript(
  options: { label: string; outDir: string },
  body: (run: ScriptRun) => Promise<void>,
): void {
  async function main() {
    let platform: Platform | null = null;
    const baseURL =
      process.argv[2] ?? (platform = await startPlatform({ label: options.label })).baseUrl;
    try {
      mkdirSync(options.outDir, { recursive: true });
      const browser = await launchBrowser();
      try {
        await body({ baseURL, browser });
      } finally {
        await browser.close();
      }
    } finally {
      await platform?.stop();
    }
  }
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
