import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One violation as axe-core reports it (its type, without depending on axe-core directly). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts that fail a journey: a person using a screen reader or a keyboard is blocked. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeCheckOptions {
  /** CSS selectors left out of the check (a third-party frame, for instance). */
  exclude?: string[];
  /** Rule ids switched off, each with a reason in the calling test. */
  disableRules?: string[];
}

/** One line per offending element, readable in a failing test's output. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits (at most 3 s) for the page's finite CSS transitions and animations to end: axe measures
 * colour contrast on what is painted, and a dialog still fading in has a lower contrast than the
 * dialog a person reads (it failed under load). Endless ones (skeleton pulses, spinners) are left.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  // Two frames first: a transition a component starts on its next frame has begun by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
}

/** Runs axe-core on the page as it is now and returns its serious and critical violations. */
async function seriousViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<AxeViolation[]> {
  await finiteAnimationsDone(page);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Fails with the list of serious and critical axe-core violations of the page, if any.
 * Call it once the page is quiet (see waitUntilQuiet() in browser.ts), so axe sees the rendered
 * page.
 * The page must come from browser.newContext() (openPage does): axe opens a blank page beside it.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<void> {
  const violations = await seriousViolations(page, options);
  if (violations.length > 0) {
    throw new Error(
      `axe-core: ${violations.length} serious or critical violation(s) on ${page.url()}\n${describeViolations(violations)}`,
    );
  }
}
