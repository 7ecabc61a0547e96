// node --test scripts/lib/ (npm run test:scripts)
// docs/house-order.md must stay true: every file or folder it names in backticks, written from
// the repository's root, exists, and every rule it gives a home names its function in that file.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = readFileSync(path.join(root, 'docs', 'house-order.md'), 'utf8');

/**
 * `a/b.ts` spans: a path has a slash between two names and no space; `a/b.ts#name` also names
 * what it holds. URLs (`/admin/*`) and patterns (`<area>`, `{a,b}`) are not paths.
 */
function namedPaths(markdown) {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map(([, span]) => span)
    .filter((span) => /[^/]\/[^/]/.test(span) && !/^\/|[<>{}*]/.test(span))
    .map((span) => {
      const [file, name] = span.split('#');
      return { file: file.replace(/\/$/, ''), name };
    });
}

test('every path docs/house-order.md names exists', () => {
  const named = namedPaths(doc);
  assert.ok(
    named.length > 50,
    `the house order names ${named.length} paths; expected the whole house`,
  );
  const missing = named
    .filter(({ file }) => !existsSync(path.join(root, file)))
    .map(({ file }) => file);
  assert.deepEqual(missing, []);
});

test('every `file#name` of docs/house-order.md is defined in that file', () => {
  const wrong = namedPaths(doc)
    .filter(({ file, name }) => name && existsSync(path.join(root, file)))
    .filter(({ file, name }) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return !new RegExp(`(function|const|class|interface|type|let)\\s+${name}\\b`).test(source);
    })
    .map(({ file, name }) => `${file}#${name}`);
  assert.deepEqual(wrong, []);
});
