// Measures the JavaScript a first visit downloads: the home page (`/`), then each remote's
// first route, cold (fresh browser context, empty cache) and as the extra a visitor already on
// `/` downloads when following a link there. Writes bench/results/bundles.md and bundles.json.
// Run: `npx tsx e2e/src/bundle-report.ts` (builds what is missing, starts the platform itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser';
import {
  FIRST_VISIT_BUDGET_GZIP_BYTES,
  measureCold,
  measureFromHome,
  visits,
} from './bundle-measure';
import { rootDir, startPlatform } from './platform';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const platform = await startPlatform({ label: 'bundles' });
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const visit of visits) {
      const cold = await measureCold(browser, platform.baseUrl, visit);
      const fromHome =
        visit.path === '/' ? null : await measureFromHome(browser, platform.baseUrl, visit);
      results.push({ ...visit, account: visit.account?.role ?? null, cold, fromHome });
      process.stdout.write(`bundles: ${visit.path} ${kb(cold.raw)} raw, ${kb(cold.gzip)} gzip\n`);
    }

    const lines = [
      '# Front-end bundles',
      '',
      `JavaScript downloaded by a first visit (empty cache), measured in Chromium against \`npm start\` on ${new Date().toISOString()}.`,
      '"raw" is the uncompressed size, "gzip" (level 6) and "brotli" (quality 11) what the same files',
      'weigh compressed; "transferred" is what went over the wire from `npm start` (it compresses',
      'text assets with brotli quality 9), response headers included.',
      '',
      '## Cold first visit of a route',
      '',
      `Budget (issue 14): at most ${kb(FIRST_VISIT_BUDGET_GZIP_BYTES)} gzip per first visit (KB = 1,024 bytes); e2e/tests/first-visit-budget.test.ts fails above it.`,
      '',
      '| route | remote | files | raw | gzip | brotli | transferred | of which shell (gzip) | of which the remote (gzip) | fallback shown | budget |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...results.map(
        (result) =>
          `| \`${result.path}\` (${result.label}${result.account ? `, ${result.account}` : ''}) | ${result.remote} | ${result.cold.files} | ${kb(result.cold.raw)} | ${kb(result.cold.gzip)} | ${kb(result.cold.brotli)} | ${kb(result.cold.transferred)} | ${kb(result.cold.byOwner.shell?.gzip ?? 0)} | ${kb(result.cold.byOwner[result.remote]?.gzip ?? 0)} | ${result.cold.renderedFallback ? 'YES' : 'no'} | ${result.cold.gzip <= FIRST_VISIT_BUDGET_GZIP_BYTES ? `met (${kb(FIRST_VISIT_BUDGET_GZIP_BYTES - result.cold.gzip)} left)` : 'OVER'} |`,
      ),
      '',
      '## Following a link from `/` (what the route adds once the home page is loaded)',
      '',
      '| route | remote | files | raw | gzip | transferred |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...results
        .filter((result) => result.fromHome)
        .map(
          (result) =>
            `| \`${result.path}\` | ${result.remote} | ${result.fromHome?.files} | ${kb(result.fromHome?.raw ?? 0)} | ${kb(result.fromHome?.gzip ?? 0)} | ${kb(result.fromHome?.transferred ?? 0)} |`,
        ),
      '',
      '## Largest files of the home page',
      '',
      '| file | raw | gzip |',
      '| --- | ---: | ---: |',
      ...[...(results[0]?.cold.scripts ?? [])]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 10)
        .map(
          (script) =>
            `| \`${new URL(script.url).pathname}\` | ${kb(script.raw)} | ${kb(script.gzip)} |`,
        ),
      '',
    ];
    const resultsDir = path.join(rootDir, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'bundles.md'), lines.join('\n'));
    writeFileSync(
      path.join(resultsDir, 'bundles.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
    );
    process.stdout.write(
      `bundles: wrote ${path.relative(process.cwd(), path.join(resultsDir, 'bundles.md'))}\n`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
