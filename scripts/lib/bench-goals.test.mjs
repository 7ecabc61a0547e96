import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goalRows, goalTable, median } from './bench-goals.mjs';

const scenario = (fields) => ({
  scenario: 'one campaign',
  donationsPerSecond: 600,
  lost: 0,
  doubleCounted: 0,
  ledgerCheckOk: true,
  ...fields,
});

test('median takes the middle run, or the mean of the two middle ones', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

test('paid donations meet the goal at 0.75x pgbench only with nothing lost or doubled', () => {
  const [met, short, lost] = goalRows({
    donations: {
      scenarios: [
        scenario({ pgbench: { tps: 800 } }),
        scenario({ pgbench: { tps: 1000 } }),
        scenario({ pgbench: { tps: 800 }, lost: 1 }),
      ],
    },
  }).filter((row) => row.goal.startsWith('Paid donations'));
  assert.equal(met.met, true);
  assert.match(met.figure, /^0\.75x \(600\/s/);
  assert.equal(short.met, false);
  assert.equal(lost.met, false);
});

test('a result without pgbench or without a file is not measured, never met', () => {
  const rows = goalRows({ donations: { scenarios: [scenario({})] } });
  const donations = rows.find((row) => row.goal.startsWith('Paid donations'));
  assert.equal(donations.met, null);
  assert.ok(rows.filter((row) => row.met !== null).length === 0);
  assert.match(goalTable(rows), /\| not measured \|/);
});

test('the first visit goal is judged on the heaviest route', () => {
  const route = (path, gzip) => ({ path, cold: { gzip } });
  const [row] = goalRows({
    bundles: { results: [route('/', 200 * 1024), route('/admin', 231 * 1024)] },
  }).filter((candidate) => candidate.goal.startsWith('First visit'));
  assert.equal(row.met, false);
  assert.match(row.figure, /heaviest 231\.0 KB \(`\/admin`\)/);
});

test('Lighthouse pages are judged on the median TBT and score of their runs', () => {
  const rows = goalRows({
    lighthouse: {
      pages: [
        {
          path: '/',
          tbtRuns: [150, 400, 180],
          performanceRuns: [92, 80, 95],
          benchmarkIndex: 3400.4,
        },
        { path: '/campaigns', tbtRuns: [250, 260, 190], performanceRuns: [91, 92, 93] },
      ],
    },
  });
  assert.equal(rows[0].met, true);
  assert.match(rows[0].figure, /TBT 180 ms, performance 92 \(CPU index 3400\)/);
  assert.equal(rows[1].met, false);
});

test('public reads need the lowest ratio at 0.5x and every p99 under 10 ms', () => {
  const read = (ratio, p99Ms) => ({ ratio, api: { p99Ms } });
  const judge = (rows) => goalRows({ publicReads: { rows } }).at(-1).met;
  assert.equal(judge([read(0.9, 3), read(0.51, 9.9)]), true);
  assert.equal(judge([read(0.9, 3), read(0.49, 2)]), false);
  assert.equal(judge([read(0.9, 10.2)]), false);
});
