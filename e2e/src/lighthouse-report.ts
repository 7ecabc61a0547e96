// Lighthouse on the public pages, mobile profile (Lighthouse's default: an emulated mid-range
// phone on a simulated slow 4G link with a 4x CPU slowdown), in Debian's Chromium against
// `npm start`. Goals: performance at least 90 and accessibility at least 95 on `/`,
// `/campaigns` and a campaign page. Each page is measured RUNS times and the run with the median
// performance score is kept (the machine is shared: one run is noisy); its full report is written
// to bench/results/lighthouse/<page>.report.json, the summary to bench/results/lighthouse.md/.json.
// Run: `npx tsx e2e/src/lighthouse-report.ts` (builds what is missing, starts the platform itself),
// or `npm run bench -- --lighthouse`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { freePort, rootDir, startPlatform } from './platform';

const PAGES = [
  { label: 'home', path: '/' },
  { label: 'campaigns', path: '/campaigns' },
  { label: 'campaign', path: '/campaign/un-camion-medical-pour-nos-villages' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 90,
  accessibility: 95,
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      { score: number | null; numericValue?: number; displayValue?: string; title: string }
    >;
    runWarnings: string[];
    environment: { benchmarkIndex: number };
  };
  report: string | string[];
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

async function main() {
  // Lighthouse is an ES module; this file runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: Lighthouse;
  };
  const loadBefore = os.loadavg();
  const platform = await startPlatform({ label: 'lighthouse' });
  const debuggingPort = await freePort();
  // Lighthouse drives the browser through the DevTools protocol port; playwright only starts it.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const reportsDir = path.join(rootDir, 'bench', 'results', 'lighthouse');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  try {
    const summary = [];
    for (const page of PAGES) {
      const url = `${platform.baseUrl}${page.path}`;
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        runs.push(result);
        process.stdout.write(
          `lighthouse: ${page.path} run ${run + 1}: ${CATEGORIES.map((category) => `${category} ${score(result, category)}`).join(', ')}\n`,
        );
      }
      const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = sorted[Math.floor(sorted.length / 2)] as LighthouseResult;
      const reportFile = path.join(reportsDir, `${page.label}.report.json`);
      writeFileSync(reportFile, String(median.report));
      summary.push({
        ...page,
        report: path.relative(path.join(rootDir, 'bench', 'results'), reportFile),
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, score(median, category)]),
        ),
        performanceRuns: runs.map((result) => score(result, 'performance')),
        metrics: Object.fromEntries(
          METRICS.map((id) => [
            id,
            {
              value: median.lhr.audits[id]?.numericValue ?? null,
              display: median.lhr.audits[id]?.displayValue ?? '',
            },
          ]),
        ),
        warnings: median.lhr.runWarnings,
        // Lighthouse's CPU speed score of this machine during the run: its 4x slowdown is
        // calibrated for a desktop near 1,000+; a busy shared machine scores far lower.
        benchmarkIndex: median.lhr.environment.benchmarkIndex,
        lighthouseVersion: median.lhr.lighthouseVersion,
      });
    }

    const measuredAt = new Date().toISOString();
    const meets = (scores: Record<string, number>) =>
      Object.entries(GOALS).every(([category, goal]) => (scores[category] ?? 0) >= (goal ?? 0));
    const lines = [
      '# Lighthouse',
      '',
      `Lighthouse ${summary[0]?.lighthouseVersion ?? ''}, mobile profile (default config: emulated mid-range phone, simulated slow 4G, 4x CPU slowdown), Debian's Chromium, against \`npm start\` on ${measuredAt}.`,
      `Each page measured ${RUNS} times; the run with the median performance score is kept and its report written to \`bench/results/lighthouse/\`. Goals: performance at least 90, accessibility at least 95.`,
      '',
      `Load average before the run: ${loadBefore.map((load) => load.toFixed(2)).join(' / ')} on ${os.cpus().length} CPU(s); "CPU index" is Lighthouse's benchmarkIndex of the machine during the kept run.`,
      '',
      '| page | performance | accessibility | best practices | SEO | performance of each run | FCP | LCP | TBT | CLS | Speed Index | CPU index | goals | report |',
      '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...summary.map(
        (page) =>
          `| \`${page.path}\` | ${page.scores.performance} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.scores.seo} | ${page.performanceRuns.join(', ')} | ${METRICS.map((id) => page.metrics[id]?.display ?? '').join(' | ')} | ${page.benchmarkIndex} | ${meets(page.scores) ? 'met' : 'NOT MET'} | [${page.label}](${page.report}) |`,
      ),
      '',
    ];
    const resultsDir = path.join(rootDir, 'bench', 'results');
    writeFileSync(path.join(resultsDir, 'lighthouse.md'), lines.join('\n'));
    writeFileSync(
      path.join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measuredAt, runs: RUNS, goals: GOALS, pages: summary }, null, 2)}\n`,
    );
    process.stdout.write('lighthouse: wrote bench/results/lighthouse.md\n');
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
