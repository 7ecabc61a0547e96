// Where the main thread's time goes on a first visit: a Chromium trace of each public page at a
// CPU slowdown (CDP Emulation.setCPUThrottlingRate, the rate lighthouse-report.ts would use
// for a CPU index of 1,900 unless CPU_RATE is set), with V8's sampling profiler running, in a
// fresh mobile-sized context (no network throttling: the order of the work, not the waits).
// Prints each main-thread task of TASK_MS or more (throttled) with what ran in it (script
// evaluation, function calls, style, layout) and, from the profile mapped through the source
// maps, which packages and files spent the time; and the same summed over the whole load.
// Run under the e2e lock, after a build:
//   flock /tmp/e2e.lock sh -c 'SKIP_BUILD=1 npx tsx e2e/src/first-visit-trace.ts [/path ...]'
// Traces are written to e2e/artifacts/traces/<page>.json (open them in DevTools' Performance panel).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { artifactsDir, rootDir, startPlatform } from './platform';

const DEFAULT_PAGES = ['/', '/campaigns', '/campaign/un-camion-medical-pour-nos-villages'];
const TARGET_CPU_INDEX = 1900;
const TASK_MS = Number(process.env.TASK_MS ?? 30);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 4000);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [key: string]: unknown };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ms = (us: number) => (us / 1000).toFixed(1);

/** Where a served script's source map is on disk: `/x.js` is the shell's, `/remotes/mf_y/x.js` mf-y's. */
function mapFileOf(urlPath: string): string | null {
  const remote = /^\/remotes\/([a-z_]+)\/([^/?]+\.js)$/.exec(urlPath);
  if (remote)
    return path.join(rootDir, (remote[1] as string).replace(/_/g, '-'), 'dist', `${remote[2]}.map`);
  const shell = /^\/([^/?]+\.js)$/.exec(urlPath);
  return shell ? path.join(rootDir, 'shell', 'dist', `${shell[1]}.map`) : null;
}

/** Where a capture keeps the source maps of the scripts it ran (a later build replaces dist's). */
const snapshotOf = (mapsDir: string, url: string, origin: string) =>
  path.join(mapsDir, `${url.slice(origin.length).replace(/[^a-z0-9.]+/gi, '_')}.map`);

/** Maps a generated position to `package/file`, through the file's source map when it has one. */
class Attribution {
  private maps = new Map<string, Promise<SourceMapConsumer | null>>();
  constructor(
    private readonly origin: string,
    private readonly mapsDir: string,
  ) {}

  private map(url: string) {
    let map = this.maps.get(url);
    if (!map) {
      map = (async () => {
        const file = url.startsWith(this.origin)
          ? snapshotOf(this.mapsDir, url, this.origin)
          : null;
        if (!file || !existsSync(file)) return null;
        return new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap);
      })();
      this.maps.set(url, map);
    }
    return map;
  }

  async source(frame: ProfileNode['callFrame']): Promise<string> {
    if (!frame.url)
      return frame.functionName.startsWith('(')
        ? frame.functionName
        : `(native ${frame.functionName || 'anonymous'})`;
    const consumer = await this.map(frame.url);
    const file = frame.url.replace(this.origin, '');
    if (!consumer) return file;
    const position = consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!position.source) return `${file} (unmapped)`;
    return position.source
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/^.*node_modules\/(\.pnpm\/)?/, 'node_modules/')
      .replace(/^(\.\.\/)+/, '')
      .replace(/^\.\//, '');
  }
}

const packageOf = (source: string) => {
  const match = /^node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1] as string;
  return source.split('/')[0] as string;
};

function top(entries: Map<string, number>, count: number, total?: number) {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `${ms(us).padStart(8)} ms${total ? ` ${((us / total) * 100).toFixed(0).padStart(3)}%` : ''}  ${name}`,
    );
}

async function collectTrace(
  session: CDPSession,
  run: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'latencyInfo',
      ],
    },
  });
  await session.send('Profiler.start');
  await run();
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
  await session.send('Tracing.end');
  await done;
  return { events, profile };
}

interface Capture {
  url: string;
  /** The folder of the source maps of the scripts it ran. */
  mapsDir: string;
  origin: string;
  rate: number;
  index: number;
  traceEvents: TraceEvent[];
  profile: Profile;
}

const KINDS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'TimerFire',
  'FireAnimationFrame',
  'ParseAuthorStyleSheet',
  'EventDispatch',
  'v8.evaluateModule',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'HitTest',
  'ResourceReceivedData',
  'ResourceFinish',
]);

/** The report of one capture: its long tasks, what ran in them, and the whole load's JavaScript. */
async function analyze(capture: Capture): Promise<string> {
  const { url, origin, rate, index, traceEvents: events, profile } = capture;
  const attribution = new Attribution(origin, capture.mapsDir);
  // The page's renderer: the one whose navigation loaded the URL (the last, after about:blank).
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        String(event.args?.data?.documentLoaderURL ?? '') === url,
    )
    .pop();
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const pid = navigation.pid;
  const mainTid = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  )?.tid;
  const main = events
    .filter((event) => event.pid === pid && event.tid === mainTid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const navigationStart = navigation.ts;
  const at = (ts: number) => ms(ts - navigationStart);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const lcps = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid,
  );
  const tasks = main.filter((event) => event.name === 'RunTask' && event.ts >= navigationStart);

  // Profile samples on a timeline, each with its mapped source.
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    sampleTimes.push(time);
  }
  const sampleSources: string[] = [];
  for (const id of profile.samples) {
    const node = nodeById.get(id);
    sampleSources.push(node ? await attribution.source(node.callFrame) : '(unknown)');
  }
  const sourcesBetween = (start: number, end: number) => {
    const bySource = new Map<string, number>();
    const byPackage = new Map<string, number>();
    for (let i = 0; i < sampleTimes.length; i += 1) {
      const ts = sampleTimes[i] as number;
      if (ts < start || ts > end) continue;
      const next = (sampleTimes[i + 1] ?? ts) - ts;
      const source = sampleSources[i] as string;
      if (['(idle)', '(program)', '(root)'].includes(source)) continue;
      bySource.set(source, (bySource.get(source) ?? 0) + next);
      byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + next);
    }
    return { bySource, byPackage };
  };

  const lines = [
    `== ${url.replace(origin, '')}: CPU ${rate.toFixed(2)}x (index ${Math.round(index)}); FCP ${fcp ? at(fcp.ts) : '?'} ms, LCP candidates ${lcps.map((event) => at(event.ts)).join(', ')} ms`,
  ];
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
  const longTasks = tasks.filter((task) => (task.dur ?? 0) >= TASK_MS * 1000);
  lines.push(
    `tasks: ${tasks.length}, ${longTasks.length} of ${TASK_MS} ms or more; over 50 ms in all: ${blocking.toFixed(0)} ms; busy ${ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0))} ms (thread time ${ms(tasks.reduce((sum, task) => sum + ((task as { tdur?: number }).tdur ?? 0), 0))} ms)`,
  );
  // Every task of LIST_MS or more, one line each: when, how long (wall and thread), what.
  const listMs = Number(process.env.LIST_MS ?? 3);
  for (const task of tasks.filter((item) => (item.dur ?? 0) >= listMs * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((event) => event.ts >= task.ts && event.ts < end && event !== task);
    const biggest = inside
      .filter((event) =>
        [
          'EvaluateScript',
          'FunctionCall',
          'TimerFire',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'RunMicrotasks',
          'FireAnimationFrame',
          'EventDispatch',
        ].includes(event.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? ` ${String(event.args.data.url).replace(origin, '')}` : ''} ${ms(event.dur ?? 0)}`,
      );
    const { byPackage } = sourcesBetween(task.ts, end);
    lines.push(
      `  ${at(task.ts).padStart(8)} ms  ${ms(task.dur ?? 0).padStart(6)} ms (thread ${ms((task as { tdur?: number }).tdur ?? 0).padStart(6)})  ${biggest.join(', ')}  [${top(
        byPackage,
        3,
      )
        .map((line) => line.trim().replace(/\s+ms\s+/, ' ms '))
        .join('; ')}]`,
    );
  }
  for (const task of longTasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((event) => event.ts >= task.ts && event.ts < end && event !== task);
    const kinds = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data ?? {};
      const where = (value: unknown) => String(value ?? '').replace(origin, '');
      const what =
        event.name === 'EvaluateScript' || event.name === 'v8.compile'
          ? `${event.name} ${where(data.url ?? event.args?.fileName)}`
          : event.name === 'FunctionCall'
            ? `FunctionCall ${String(data.functionName ?? '')} ${where(data.url)}:${String(data.lineNumber ?? '')}`
            : KINDS.has(event.name)
              ? event.name
              : null;
      if (what) kinds.set(what, (kinds.get(what) ?? 0) + (event.dur ?? 0));
    }
    const { bySource, byPackage } = sourcesBetween(task.ts, end);
    lines.push(
      `- task at ${at(task.ts)} ms: ${ms(task.dur ?? 0)} ms (thread ${ms((task as { tdur?: number }).tdur ?? 0)} ms)`,
      ...top(kinds, 6).map((line) => `    ${line}`),
      '    by package (profile):',
      ...top(byPackage, 5).map((line) => `      ${line}`),
      '    by file (profile):',
      ...top(bySource, 8).map((line) => `      ${line}`),
    );
  }
  const whole = sourcesBetween(navigationStart, Number.POSITIVE_INFINITY);
  const total = [...whole.byPackage.values()].reduce((sum, us) => sum + us, 0);
  lines.push(
    `whole load, JavaScript by package (profile, ${ms(total)} ms):`,
    ...top(whole.byPackage, 15, total).map((line) => `  ${line}`),
    'whole load, by file:',
    ...top(whole.bySource, 30, total).map((line) => `  ${line}`),
    '',
  );
  return lines.join('\n');
}

async function main() {
  const tracesDir = path.join(artifactsDir, 'traces');
  // ANALYZE=<capture.json>: the report of an earlier capture, without a browser.
  if (process.env.ANALYZE) {
    const capture = JSON.parse(readFileSync(process.env.ANALYZE, 'utf8')) as Capture;
    process.stdout.write(`${await analyze(capture)}\n`);
    return;
  }
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
  const { computeBenchmarkIndex } = (
    (await import('lighthouse/core/lib/page-functions.js' as string)) as {
      pageFunctions: { computeBenchmarkIndex: () => number };
    }
  ).pageFunctions;
  const platform = await startPlatform({ label: 'trace' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  mkdirSync(tracesDir, { recursive: true });
  try {
    for (const pagePath of pages) {
      // Lighthouse's mobile screen (moto g power: 412 x 823 at 1.75).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const index = await page.evaluate(computeBenchmarkIndex);
      const rate = process.env.CPU_RATE
        ? Number(process.env.CPU_RATE)
        : (4 * index) / TARGET_CPU_INDEX;
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      const url = `${platform.baseUrl}${pagePath}`;
      const { events, profile } = await collectTrace(session, async () => {
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
      });
      await context.close();
      const label = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const mapsDir = path.join(tracesDir, `${label}.maps`);
      mkdirSync(mapsDir, { recursive: true });
      for (const scriptUrl of new Set(profile.nodes.map((node) => node.callFrame.url))) {
        const file = scriptUrl.startsWith(platform.baseUrl)
          ? mapFileOf(scriptUrl.slice(platform.baseUrl.length))
          : null;
        if (file && existsSync(file))
          copyFileSync(file, snapshotOf(mapsDir, scriptUrl, platform.baseUrl));
      }
      const capture: Capture = {
        url,
        mapsDir,
        origin: platform.baseUrl,
        rate,
        index,
        traceEvents: events,
        profile,
      };
      // The trace opens in DevTools' Performance panel (it ignores the other fields).
      writeFileSync(path.join(tracesDir, `${label}.json`), JSON.stringify(capture));
      process.stdout.write(`${await analyze(capture)}\n`);
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
