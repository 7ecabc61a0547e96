// node --test scripts/lib/*.test.mjs (npm run test:scripts)
// Production browser builds take zod's classic schemas through federation/zod-classic-loader.js:
// z.string() without its format methods (a page calling one would throw there, in the production
// build only: jest and the development servers run the real zod), z.object() without its parser
// compiler.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const loader = require('../../federation/zod-classic-loader.js');
const zodClassicSchemas = path.join(root, 'node_modules', 'zod', 'v4', 'classic', 'schemas.js');

function formatMethods() {
  const source = readFileSync(zodClassicSchemas, 'utf8');
  return [...source.matchAll(loader.STRING_FORMAT_METHOD)].map((match) => match[1]);
}

function frontEndSources(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'testing'].includes(entry.name)) frontEndSources(full, files);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

test("the installed zod's format methods are all pointed at the one that throws", () => {
  const methods = formatMethods();
  assert.ok(methods.includes('email') && methods.includes('uuid'), methods.join(', '));
  const loaded = loader(readFileSync(zodClassicSchemas, 'utf8'));
  assert.equal([...loaded.matchAll(loader.STRING_FORMAT_METHOD)].length, 0);
  for (const name of methods)
    assert.match(loaded, new RegExp(`\\n {4}${name}: stringFormatLeftOut,`));
});

test('no front-end file calls a string format method that browser builds leave out', () => {
  const call = new RegExp(`\\.(?:${formatMethods().join('|')})\\(`);
  const packages = readdirSync(root).filter((name) =>
    /^(?:shell|shared-ui|shared-contracts|mf-.+)$/.test(name),
  );
  const calls = packages
    .flatMap((name) => frontEndSources(path.join(root, name, 'src')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          call.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
  assert.deepEqual(
    calls,
    [],
    'z.string().email() and the like throw in production builds: use z.email(), z.uuid()... (federation/zod-classic-loader.js)',
  );
});

test('z.object() is built on $ZodObject, without the parser compiler', () => {
  const loaded = loader(readFileSync(zodClassicSchemas, 'utf8'));
  assert.doesNotMatch(loaded, /\$ZodObjectJIT/);
  assert.match(loaded, /core\.\$ZodObject\.init\(inst, def\);/);
});

test('the shell makes zod jitless before any schema is built, as that edit needs', () => {
  // The bootstrap's first import; z.object() parses alike with or without the compiler then.
  const bootstrap = readFileSync(path.join(root, 'shell', 'src', 'bootstrap.tsx'), 'utf8');
  const firstImport = bootstrap.split('\n').find((line) => line.startsWith('import'));
  assert.match(firstImport, /zod-jitless/);
  const jitless = readFileSync(path.join(root, 'shell', 'src', 'app', 'zod-jitless.ts'), 'utf8');
  assert.match(jitless, /z\.config\(\{ jitless: true \}\)/);
});
