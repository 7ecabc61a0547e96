// The performance goals of issue 32 read off the result files of `npm run bench`, so that
// bench/results/README.md opens with one table: each goal, the measured figure (a ratio where
// the goal is one), met or not. Pure functions of the parsed JSON files; a result that is
// missing or from an older format gives 'not measured' rather than a guess.

/** First visit budget (issue 32: 230 KB gzip, KB = 1,024 bytes). */
export const FIRST_VISIT_GOAL_BYTES = 230 * 1024;
export const TBT_GOAL_MS = 200;
export const PERFORMANCE_GOAL = 90;
export const DONATIONS_TO_PGBENCH_GOAL = 0.75;
export const PUBLIC_READS_RATIO_GOAL = 0.5;
export const PUBLIC_READS_P99_GOAL_MS = 10;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value) => (typeof value === 'number' ? `${value.toFixed(2)}x` : 'no ratio');
const verdict = (met) => (met === null ? 'not measured' : met ? 'met' : 'NOT MET');

/** The median of a list of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function lighthouseRows(lighthouse) {
  if (!lighthouse?.pages?.length) {
    return [{ goal: 'Lighthouse mobile (TBT, performance)', figure: 'not measured', met: null }];
  }
  return lighthouse.pages.map((page) => {
    const tbt = median(page.tbtRuns ?? [page.metrics?.['total-blocking-time']?.value]);
    const score = median(page.performanceRuns ?? [page.scores?.performance]);
    const met =
      tbt === null || score === null ? null : tbt <= TBT_GOAL_MS && score >= PERFORMANCE_GOAL;
    const calibration =
      typeof page.cpuSlowdownMultiplier === 'number'
        ? `, CPU slowdown ${page.cpuSlowdownMultiplier.toFixed(2)}x`
        : '';
    return {
      goal: `\`${page.path}\`: TBT ≤ ${TBT_GOAL_MS} ms, performance ≥ ${PERFORMANCE_GOAL} (median of runs)`,
      figure: `TBT ${tbt === null ? '?' : Math.round(tbt)} ms, performance ${score ?? '?'} (CPU index ${
        typeof page.benchmarkIndex === 'number' ? Math.round(page.benchmarkIndex) : '?'
      }${calibration})`,
      met,
    };
  });
}

function bundleRow(bundles) {
  const colds = (bundles?.results ?? []).filter((result) => result.cold);
  if (colds.length === 0) {
    return {
      goal: `First visit ≤ ${kb(FIRST_VISIT_GOAL_BYTES)} gzip`,
      figure: 'not measured',
      met: null,
    };
  }
  const heaviest = colds.reduce((a, b) => (b.cold.gzip > a.cold.gzip ? b : a));
  return {
    goal: `First visit ≤ ${kb(FIRST_VISIT_GOAL_BYTES)} of JavaScript gzip, every route`,
    figure: `heaviest ${kb(heaviest.cold.gzip)} (\`${heaviest.path}\`), ${colds.length} routes`,
    met: heaviest.cold.gzip <= FIRST_VISIT_GOAL_BYTES,
  };
}

/** A rate against pgbench's TPC-B tps of the same run, whichever field name the bench used. */
function pgbenchRatio(entry, rate) {
  if (typeof entry?.ratioToPgbench === 'number') return entry.ratioToPgbench;
  const tps = entry?.pgbench?.tps ?? entry?.pgbenchTps;
  return typeof tps === 'number' && tps > 0 && typeof rate === 'number' ? rate / tps : null;
}

function donationRows(donations) {
  const scenarios = donations?.scenarios ?? [];
  if (scenarios.length === 0) {
    return [
      { goal: 'Paid donations ≥ 0.75x pgbench TPC-B tps', figure: 'not measured', met: null },
    ];
  }
  return scenarios.map((scenario) => {
    const value =
      pgbenchRatio(scenario, scenario.donationsPerSecond) ??
      pgbenchRatio(donations, scenario.donationsPerSecond);
    const clean =
      scenario.lost === 0 && scenario.doubleCounted === 0 && scenario.ledgerCheckOk === true;
    return {
      goal: `Paid donations (${scenario.scenario}) ≥ ${DONATIONS_TO_PGBENCH_GOAL}x pgbench TPC-B tps, nothing lost or doubled`,
      figure: `${ratio(value)} (${scenario.donationsPerSecond}/s; lost ${scenario.lost}, doubled ${scenario.doubleCounted}, ledger ${
        scenario.ledgerCheckOk ? 'ok' : 'NOT ok'
      })`,
      met: value === null ? null : value >= DONATIONS_TO_PGBENCH_GOAL && clean,
    };
  });
}

function chargeRow(charges) {
  if (!charges)
    return { goal: 'Regular gifts: charge run against pgbench', figure: 'not measured', met: null };
  const value = pgbenchRatio(charges, charges.plansChargedPerSecond);
  return {
    goal: 'Regular gifts: plans charged per s against pgbench TPC-B tps (reported, no figure set)',
    figure: `${ratio(value)} (${charges.plansChargedPerSecond}/s, charged twice ${charges.chargedTwice})`,
    met: value === null ? null : charges.chargedTwice === 0 && charges.exact === true,
  };
}

function publicReadsRow(reads) {
  const rows = reads?.rows ?? [];
  const goal = `Public reads ≥ ${PUBLIC_READS_RATIO_GOAL}x raw node:http, p99 < ${PUBLIC_READS_P99_GOAL_MS} ms`;
  if (rows.length === 0) return { goal, figure: 'not measured', met: null };
  const lowest = Math.min(...rows.map((row) => row.ratio));
  const worstP99 = Math.max(...rows.map((row) => row.api.p99Ms));
  return {
    goal,
    figure: `lowest ${ratio(lowest)}, highest p99 ${worstP99} ms (${rows.length} calls)`,
    met: lowest >= PUBLIC_READS_RATIO_GOAL && worstP99 < PUBLIC_READS_P99_GOAL_MS,
  };
}

/** The goal rows from the parsed result files (each may be undefined). */
export function goalRows({ lighthouse, bundles, donations, recurringCharges, publicReads }) {
  return [
    ...lighthouseRows(lighthouse),
    bundleRow(bundles),
    ...donationRows(donations),
    chargeRow(recurringCharges),
    publicReadsRow(publicReads),
  ];
}

/** The rows as a Markdown table. */
export function goalTable(rows) {
  return [
    '| goal | measured | verdict |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.goal} | ${row.figure} | ${verdict(row.met)} |`),
  ].join('\n');
}
