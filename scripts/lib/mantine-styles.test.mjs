import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateMantineStyles, mantineCoreDir, mantineStyleFiles } from './mantine-styles.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const coreDir = mantineCoreDir(repoRoot);

test("a component brings the styles of the components it is made of, in styles.css's order", () => {
  const files = mantineStyleFiles(coreDir, ['Select']);
  for (const needed of ['Combobox.css', 'Input.css', 'Popover.css', 'ScrollArea.css']) {
    assert.ok(files.includes(needed), `Select needs ${needed}: ${files.join(' ')}`);
  }
  // The reset and the theme's variables always come first; nothing the Select does not use.
  assert.deepEqual(files.slice(0, 3), ['baseline.css', 'default-css-variables.css', 'global.css']);
  assert.ok(!files.includes('Button.css') && !files.includes('Table.css'));
  const all = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const positions = files.map((file) =>
    all.indexOf(readFileSync(path.join(coreDir, 'styles', file), 'utf8').trim()),
  );
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
  );
  assert.ok(!positions.includes(-1));
});

test('an export with no styles of its own adds none, an unknown export is refused', () => {
  assert.deepEqual(mantineStyleFiles(coreDir, ['rem', 'RemoveScroll']), [
    'baseline.css',
    'default-css-variables.css',
    'global.css',
  ]);
  assert.throws(() => mantineStyleFiles(coreDir, ['NoSuchComponent']), /NoSuchComponent/);
});

test('the committed shared-ui/src/theme/mantine-styles.css matches the export list', () => {
  const { file, content } = generateMantineStyles(repoRoot);
  assert.equal(
    readFileSync(file, 'utf8'),
    content,
    'run `node scripts/shared-exports.mjs` and commit shared-ui/src/theme/mantine-styles.css',
  );
});
