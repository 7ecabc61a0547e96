// The machine's CPU index as Lighthouse measures it (its benchmarkIndex: a string-building and
// an array-copying loop run in the page, in Chromium), so that every figure of `npm run bench`
// can be read against the speed of the machine that produced it. Issue 32's reference is an
// index of 1,900; a loaded machine measures lower. Null when Chromium or playwright-core is absent.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './bench-goals.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The median of `runs` benchmarkIndex measurements in one headless Chromium page. */
export async function measureCpuIndex(runs = 3) {
  let browser;
  try {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    const values = [];
    for (let run = 0; run < runs; run += 1) {
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return median(values);
  } catch {
    return null;
  } finally {
    await browser?.close();
  }
}
