// Lighthouse on the public pages, mobile profile (Lighthouse's default: an emulated mid-range
// phone on a simulated slow 4G link, simulated throttling), in Debian's Chromium against
// `npm start`. Goals (issue 32): total blocking time at most 200 ms and performance at least 90
// (accessibility at least 95) on `/`, `/campaigns` and a campaign page, medians of RUNS runs.
//
// CPU slowdown calibrated to a machine of CPU index TARGET_CPU_INDEX (1,900: the slower machine
// of issue 32): Lighthouse's default 4x slowdown stands for a phone on a machine of that index,
// and a faster machine multiplies its task times by 4 x (its index / 1,900) to see what the
// slower one sees. Before each run the machine's index is measured with Lighthouse's own
// benchmark (computeBenchmarkIndex, median of three probes in a blank page of the same browser),
// so that the load of a shared machine at that moment is in the multiplier; the run reports its
// own index too. The run with the median performance score is kept: its full report is written
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
/** The CPU index the slowdown is calibrated to, and Lighthouse's default slowdown for it. */
const TARGET_CPU_INDEX = Number(process.env.LIGHTHOUSE_TARGET_CPU_INDEX ?? 1900);
const DEFAULT_CPU_SLOWDOWN = 4;
const PROBES = 3;
const TBT_GOAL_MS = 200;
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
    configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  report: string | string[];
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

interface Run {
  result: LighthouseResult;
  /** The index measured just before the run, which set its multiplier. */
  probedIndex: number;
  multiplier: number;
  loadBefore: string;
  loadAfter: string;
}

async function main() {
  // Lighthouse is an ES module; this file runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: Lighthouse;
  };
  // Lighthouse's benchmark itself, so that the probe and the run's own index are the same measure.
  const { computeBenchmarkIndex } = (
    (await import('lighthouse/core/lib/page-functions.js' as string)) as {
      pageFunctions: { computeBenchmarkIndex: () => number };
    }
  ).pageFunctions;
  const loadBefore = loadAverage();
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
    // A blank page of the same browser, where the probes run between the runs.
    const probePage = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    const probeIndex = async () => {
      const probes: number[] = [];
      for (let probe = 0; probe < PROBES; probe += 1)
        probes.push(await probePage.evaluate(computeBenchmarkIndex));
      return median(probes);
    };
    const summary = [];
    for (const page of PAGES) {
      const url = `${platform.baseUrl}${page.path}`;
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const loadBeforeRun = loadAverage();
        const probedIndex = await probeIndex();
        const multiplier = (DEFAULT_CPU_SLOWDOWN * probedIndex) / TARGET_CPU_INDEX;
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Merged into the default mobile settings: only the CPU slowdown changes.
          throttling: { cpuSlowdownMultiplier: multiplier },
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
        if (Math.abs(applied - multiplier) > 1e-9)
          throw new Error(`lighthouse ran at a ${applied}x slowdown, not ${multiplier}x`);
        runs.push({
          result,
          probedIndex,
          multiplier,
          loadBefore: loadBeforeRun,
          loadAfter: loadAverage(),
        });
        process.stdout.write(
          `lighthouse: ${page.path} run ${run + 1}: CPU index ${Math.round(probedIndex)} -> ${multiplier.toFixed(2)}x, TBT ${Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, ${CATEGORIES.map((category) => `${category} ${score(result, category)}`).join(', ')}\n`,
        );
      }
      const sorted = [...runs].sort(
        (a, b) => score(a.result, 'performance') - score(b.result, 'performance'),
      );
      const kept = (sorted[Math.floor(sorted.length / 2)] as Run).result;
      const reportFile = path.join(reportsDir, `${page.label}.report.json`);
      writeFileSync(reportFile, String(kept.report));
      const tbt = (result: LighthouseResult) =>
        Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
      summary.push({
        ...page,
        report: path.relative(path.join(rootDir, 'bench', 'results'), reportFile),
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(kept, category)])),
        medianPerformance: median(runs.map((run) => score(run.result, 'performance'))),
        medianTbtMs: median(runs.map((run) => tbt(run.result))),
        runs: runs.map((run) => ({
          performance: score(run.result, 'performance'),
          tbtMs: tbt(run.result),
          probedCpuIndex: Math.round(run.probedIndex),
          // Lighthouse's own benchmarkIndex of the machine at the start of the run.
          runCpuIndex: Math.round(run.result.lhr.environment.benchmarkIndex),
          cpuSlowdownMultiplier: Number(run.multiplier.toFixed(3)),
          loadBefore: run.loadBefore,
          loadAfter: run.loadAfter,
        })),
        metrics: Object.fromEntries(
          METRICS.map((id) => [
            id,
            {
              value: kept.lhr.audits[id]?.numericValue ?? null,
              display: kept.lhr.audits[id]?.displayValue ?? '',
            },
          ]),
        ),
        warnings: kept.lhr.runWarnings,
        lighthouseVersion: kept.lhr.lighthouseVersion,
      });
    }
    const loadAfter = loadAverage();

    const measuredAt = new Date().toISOString();
    const meets = (page: {
      medianTbtMs: number;
      medianPerformance: number;
      scores: Record<string, number>;
    }) =>
      page.medianTbtMs <= TBT_GOAL_MS &&
      page.medianPerformance >= (GOALS.performance ?? 0) &&
      (page.scores.accessibility ?? 0) >= (GOALS.accessibility ?? 0);
    const lines = [
      '# Lighthouse',
      '',
      `Lighthouse ${summary[0]?.lighthouseVersion ?? ''}, mobile profile (default settings: emulated mid-range phone, simulated slow 4G, simulated throttling), Debian's Chromium, against \`npm start\` on ${measuredAt}.`,
      '',
      `CPU slowdown calibrated to a CPU index of ${TARGET_CPU_INDEX}: Lighthouse's default ${DEFAULT_CPU_SLOWDOWN}x slowdown is what a machine of index ${TARGET_CPU_INDEX} sees, so each run uses ${DEFAULT_CPU_SLOWDOWN} x (this machine's index / ${TARGET_CPU_INDEX}). The index is Lighthouse's own benchmark (computeBenchmarkIndex), measured just before each run (median of ${PROBES} probes in a blank page of the same browser): a busier moment of this shared machine gives a lower index and a smaller multiplier. "run index" is the benchmarkIndex Lighthouse measured at the start of the same run.`,
      '',
      `Each page measured ${RUNS} times. Goals (issue 32): median TBT at most ${TBT_GOAL_MS} ms and median performance at least ${GOALS.performance}; accessibility at least ${GOALS.accessibility}. The run with the median performance score is kept, with its report in \`bench/results/lighthouse/\`.`,
      '',
      `Load average (1/5/15 min) on ${os.cpus().length} CPU(s): ${loadBefore} before the platform started, ${loadAfter} after the last run; each run's below.`,
      '',
      '| page | median performance | median TBT | goals | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | report |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...summary.map(
        (page) =>
          `| \`${page.path}\` | ${page.medianPerformance} | ${page.medianTbtMs} ms | ${meets(page) ? 'met' : 'NOT MET'} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.scores.seo} | ${METRICS.map((id) => page.metrics[id]?.display ?? '').join(' | ')} | [${page.label}](${page.report}) |`,
      ),
      '',
      "The last columns from FCP on are the kept run's.",
      '',
      '### Each run',
      '',
      '| page | run | CPU index (probe) | CPU slowdown | run index | performance | TBT | load before | load after |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...summary.flatMap((page) =>
        page.runs.map(
          (run, index) =>
            `| \`${page.path}\` | ${index + 1} | ${run.probedCpuIndex} | ${run.cpuSlowdownMultiplier.toFixed(2)}x | ${run.runCpuIndex} | ${run.performance} | ${run.tbtMs} ms | ${run.loadBefore} | ${run.loadAfter} |`,
        ),
      ),
      '',
    ];
    const resultsDir = path.join(rootDir, 'bench', 'results');
    writeFileSync(path.join(resultsDir, 'lighthouse.md'), lines.join('\n'));
    writeFileSync(
      path.join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify(
        {
          measuredAt,
          runs: RUNS,
          targetCpuIndex: TARGET_CPU_INDEX,
          goals: { ...GOALS, tbtMs: TBT_GOAL_MS },
          loadBefore,
          loadAfter,
          pages: summary,
        },
        null,
        2,
      )}\n`,
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
