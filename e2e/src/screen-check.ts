import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './axe';
import { waitUntilQuiet } from './browser';
import { rootDir } from './platform';

const PHONE = { width: 390, height: 844 };

/**
 * What every screen of a journey must pass: no serious axe violation at desktop width, and no
 * horizontal scroll on a phone. With E2E_SCREENSHOTS=1 it also writes the screen at 1280 and
 * 390 px to docs/screenshots/<area>/<name>-<width>.png, for people to look at.
 */
export async function checkScreen(page: Page, area: string, name: string): Promise<void> {
  await waitUntilQuiet(page);
  await expectNoSeriousViolations(page);
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  const dir = path.join(rootDir, 'docs', 'screenshots', area);
  const shoot = process.env.E2E_SCREENSHOTS === '1';
  if (shoot) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
  await waitUntilQuiet(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) throw new Error(`${area}/${name}: ${overflow}px of horizontal scroll at 390px`);
  if (shoot) await page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(desktop);
  await waitUntilQuiet(page);
}

/**
 * The texts of the page's badges that are cut short (an ellipsis instead of the whole word,
 * 'REMB…' for 'Remboursé'): what a person cannot read. Empty when every badge shows whole.
 */
export async function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label'))
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent ?? ''),
  );
}

/** How many pixels the page scrolls sideways at `width` (0: none), then back to `restore`. */
export async function horizontalScrollAt(
  page: Page,
  width: number,
  restore: { width: number; height: number },
): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  await waitUntilQuiet(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize(restore);
  await waitUntilQuiet(page);
  return overflow;
}
