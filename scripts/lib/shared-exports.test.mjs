// node --test scripts/lib/ (npm run test:scripts)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  checkRemoteAgainstShell,
  collectSharedImports,
  findMissingExports,
  formatMissingExports,
  generateExportList,
  importsOfSource,
  providedExports,
  reachableDependencyFiles,
  usedExportLists,
  writeBuildExports,
  writeExportList,
} from './shared-exports.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIB = 'ui-kit';

function writeFiles(root, files) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/**
 * A workspace in a temporary folder: a tree-shaken library `ui-kit` whose runtime exports are
 * Button, Tabs, Modal and useToggle, a shell, a remote and an npm package the remote bundles.
 */
function fixtureWorkspace(extraRemoteFiles = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
  writeFiles(root, {
    'package.json': JSON.stringify({ workspaces: ['shell', 'mf-remote', 'api'] }),
    'node_modules/ui-kit/package.json': JSON.stringify({ name: LIB, main: 'index.js' }),
    'node_modules/ui-kit/index.js':
      'exports.Button = 1; exports.Tabs = 2; exports.Modal = 3; exports.useToggle = 4;',
    'node_modules/ui-charts/package.json': JSON.stringify({
      name: 'ui-charts',
      peerDependencies: { [LIB]: '1' },
    }),
    'node_modules/ui-charts/esm/index.mjs':
      "import { Modal } from 'ui-kit';\nexport const Chart = Modal;\n",
    'node_modules/ui-charts/cjs/index.cjs': "const { Tabs } = require('ui-kit');\n",
    'shell/package.json': JSON.stringify({ name: 'shell', dependencies: { [LIB]: '1' } }),
    'shell/src/App.tsx': "import { Button } from 'ui-kit';\nexport const App = () => <Button />;\n",
    'mf-remote/package.json': JSON.stringify({
      name: 'mf-remote',
      dependencies: { [LIB]: '1', 'ui-charts': '1' },
    }),
    'mf-remote/src/Page.tsx': [
      "import { Button, type ButtonProps } from 'ui-kit';",
      "import type { TabsProps } from 'ui-kit';",
      "import { Tabs as UiTabs, ModalProps } from 'ui-kit';",
      'export const Page = (props: ButtonProps & TabsProps & ModalProps) => <UiTabs><Button /></UiTabs>;',
      '',
    ].join('\n'),
    'mf-remote/src/Page.test.tsx': "import { useToggle } from 'ui-kit';\n",
    'mf-remote/src/testing/render.tsx': "import { useToggle } from 'ui-kit';\n",
    'api/package.json': JSON.stringify({ name: 'api' }),
    'api/src/server.ts': "import { useToggle } from 'ui-kit';\n",
    ...extraRemoteFiles,
  });
  return root;
}

test('reads value imports and re-exports, leaves out types, other modules and subpaths', () => {
  const code = [
    "import { Button, type ButtonProps, Tabs as T } from '@mantine/core';",
    "import type { ModalProps } from '@mantine/core';",
    "import Router, { Link } from 'react-router-dom';",
    "import '@mantine/core/styles.css';",
    "import { useState } from 'react';",
    "export { useDisclosure, type UseDisclosureReturnValue } from '@mantine/hooks';",
    "export type { TabsProps } from '@mantine/core';",
  ].join('\n');
  assert.deepEqual(
    importsOfSource(code, 'a.tsx').map(({ library, name, line }) => `${library} ${name} ${line}`),
    [
      '@mantine/core Button 1',
      '@mantine/core Tabs 1',
      'react-router-dom default 3',
      'react-router-dom Link 3',
      '@mantine/hooks useDisclosure 6',
    ],
  );
});

test('a namespace import, `export *` or a dynamic import counts as the whole library', () => {
  const code = [
    "import * as Mantine from '@mantine/core';",
    "export * from '@mantine/hooks';",
    "const router = () => import('react-router-dom');",
  ].join('\n');
  assert.deepEqual(
    importsOfSource(code, 'a.ts').map(({ library, name }) => `${library} ${name}`),
    ['@mantine/core *', '@mantine/hooks *', 'react-router-dom *'],
  );
});

test('collects the imports of every package and of the npm packages they bundle, with their sites', () => {
  const root = fixtureWorkspace();
  const collected = collectSharedImports([path.join(root, 'shell'), path.join(root, 'mf-remote')], {
    libraries: [LIB],
    rootDir: root,
  });
  // Types (ModalProps imported without `type`) are not runtime exports; tests and testing/ do
  // not end up in a bundle; ui-charts' ESM build does, its CommonJS twin does not.
  assert.deepEqual(collected, {
    [LIB]: {
      Button: ['shell/src/App.tsx:1', 'mf-remote/src/Page.tsx:1'],
      Tabs: ['mf-remote/src/Page.tsx:3'],
      Modal: ['node_modules/ui-charts/esm/index.mjs:1'],
    },
  });
  assert.deepEqual(usedExportLists(collected), { [LIB]: ['Button', 'Modal', 'Tabs'] });
});

test('an export a bundled package takes from its own copy (browser-substitutes.js) is not listed', () => {
  const root = fixtureWorkspace();
  // As @mantine/notifications' useDrag: ui-charts' Modal comes from its own file in the builds.
  const collected = collectSharedImports([path.join(root, 'shell'), path.join(root, 'mf-remote')], {
    libraries: [LIB],
    rootDir: root,
    ownCopyImports: { 'ui-charts': { [LIB]: ['Modal'] } },
  });
  assert.deepEqual(usedExportLists(collected), { [LIB]: ['Button', 'Tabs'] });
});

/**
 * `ui-editor`, an npm package bundling controls like @mantine/tiptap: a compound Editor that
 * attaches every control, and each control on its own. Only ColorControl imports Tabs.
 */
function editorWorkspace(pageSource) {
  return fixtureWorkspace({
    'node_modules/ui-editor/package.json': JSON.stringify({
      name: 'ui-editor',
      exports: { '.': { import: { default: './esm/index.mjs' }, require: './cjs/index.cjs' } },
      peerDependencies: { [LIB]: '1' },
    }),
    'node_modules/ui-editor/esm/index.mjs': [
      "import { Control } from './Control.mjs';",
      "import { ColorControl } from './controls/ColorControl.mjs';",
      "import { Editor } from './Editor.mjs';",
      'export { Control, ColorControl, Editor };',
      "export { LinkExtension } from './LinkExtension.mjs';",
      '',
    ].join('\n'),
    'node_modules/ui-editor/esm/Control.mjs':
      "import { Button } from 'ui-kit';\nexport const Control = () => Button;\n",
    'node_modules/ui-editor/esm/LinkExtension.mjs': 'export const LinkExtension = {};\n',
    'node_modules/ui-editor/esm/controls/ColorControl.mjs': [
      "import { Tabs } from 'ui-kit';",
      "import { Control } from '../Control.mjs';",
      'export const ColorControl = () => [Tabs, Control];',
      '',
    ].join('\n'),
    'node_modules/ui-editor/esm/Editor.mjs': [
      "import { Modal } from 'ui-kit';",
      "import { Control } from './Control.mjs';",
      "import { ColorControl } from './controls/ColorControl.mjs';",
      'export const Editor = () => Modal;',
      'Editor.Control = Control;',
      'Editor.Color = ColorControl;',
      '',
    ].join('\n'),
    'node_modules/ui-editor/cjs/index.cjs': "const { useToggle } = require('ui-kit');\n",
    'mf-remote/package.json': JSON.stringify({
      name: 'mf-remote',
      dependencies: { [LIB]: '1', 'ui-editor': '1' },
    }),
    'mf-remote/src/Editor.tsx': pageSource,
  });
}

const editorImports = (root) =>
  collectSharedImports([path.join(root, 'mf-remote')], { libraries: [LIB], rootDir: root })[LIB];

test("a bundled package's files count only when reachable from what the packages import of it", () => {
  const root = editorWorkspace(
    "import { Control, LinkExtension } from 'ui-editor';\nexport const Page = () => [Control, LinkExtension];\n",
  );
  // ColorControl is never imported: its Tabs is not counted, Control's Button is.
  assert.deepEqual(editorImports(root), {
    Button: ['mf-remote/src/Page.tsx:1', 'node_modules/ui-editor/esm/Control.mjs:1'],
    Tabs: ['mf-remote/src/Page.tsx:3'],
  });
  const editorDir = path.join(root, 'node_modules', 'ui-editor');
  assert.deepEqual(
    reachableDependencyFiles(editorDir, ['Control', 'LinkExtension']).map((file) =>
      path.relative(editorDir, file),
    ),
    ['esm/Control.mjs', 'esm/LinkExtension.mjs', 'esm/index.mjs'],
  );
});

test('a used control counts with all it imports, and a compound component with every control it attaches', () => {
  const withColor = editorWorkspace(
    "import { ColorControl } from 'ui-editor';\nexport const Page = ColorControl;\n",
  );
  assert.deepEqual(editorImports(withColor).Tabs, [
    'mf-remote/src/Page.tsx:3',
    'node_modules/ui-editor/esm/controls/ColorControl.mjs:1',
  ]);
  assert.deepEqual(editorImports(withColor).Button, [
    'mf-remote/src/Page.tsx:1',
    'node_modules/ui-editor/esm/Control.mjs:1',
  ]);
  // Editor.mjs references every control (Editor.Color = ColorControl), as webpack sees it.
  const withEditor = editorWorkspace(
    "import { Editor } from 'ui-editor';\nexport const Page = Editor;\n",
  );
  assert.deepEqual(Object.keys(editorImports(withEditor)).sort(), ['Button', 'Modal', 'Tabs']);
});

test('in doubt (a namespace or dynamic import, a name the entry does not list), a bundled package counts whole', () => {
  for (const source of [
    "import * as editor from 'ui-editor';\nexport const Page = editor;\n",
    "export const load = () => import('ui-editor');\n",
    "import { NotListed } from 'ui-editor';\nexport const Page = NotListed;\n",
  ]) {
    const root = editorWorkspace(source);
    assert.deepEqual(Object.keys(editorImports(root)).sort(), ['Button', 'Modal', 'Tabs'], source);
  }
  const editorDir = path.join(editorWorkspace(''), 'node_modules', 'ui-editor');
  assert.equal(reachableDependencyFiles(editorDir, ['*']), null);
});

test('the check catches a missing export that a used control of a bundled package imports', () => {
  const root = editorWorkspace(
    "import { ColorControl } from 'ui-editor';\nexport const Page = ColorControl;\n",
  );
  const used = collectSharedImports([path.join(root, 'mf-remote')], {
    libraries: [LIB],
    rootDir: root,
  });
  // A shell built from a list made while ColorControl was unused.
  assert.deepEqual(findMissingExports({ [LIB]: ['Button'] }, used), [
    {
      library: LIB,
      name: 'Tabs',
      sites: ['mf-remote/src/Page.tsx:3', 'node_modules/ui-editor/esm/controls/ColorControl.mjs:1'],
    },
  ]);
});

test('the check catches a package importing an export the shell does not provide', () => {
  const root = fixtureWorkspace({
    'mf-remote/src/Toggle.tsx':
      "import { Modal, useToggle } from 'ui-kit';\nexport { Modal, useToggle };\n",
  });
  // The shell was built with a list made before Toggle.tsx existed.
  const provided = { [LIB]: ['Button', 'Modal', 'Tabs'] };
  const used = collectSharedImports([path.join(root, 'mf-remote')], {
    libraries: [LIB],
    rootDir: root,
  });
  const missing = findMissingExports(provided, used);
  assert.deepEqual(missing, [
    { library: LIB, name: 'useToggle', sites: ['mf-remote/src/Toggle.tsx:1'] },
  ]);
  assert.match(
    formatMissingExports(missing),
    /ui-kit export "useToggle" is not provided by the shell's shared copy \(imported at mf-remote\/src\/Toggle\.tsx:1\)/,
  );
  // Once the list holds it, nothing is missing.
  assert.deepEqual(findMissingExports({ [LIB]: [...provided[LIB], 'useToggle'] }, used), []);
});

test('a namespace import is missing unless the shell holds the whole library', () => {
  const used = { [LIB]: { '*': ['mf-remote/src/All.tsx:1'], Button: [] } };
  assert.deepEqual(
    findMissingExports({ [LIB]: ['Button'] }, used).map(({ name }) => name),
    ['*'],
  );
  assert.deepEqual(findMissingExports({ [LIB]: ['*'] }, used), []);
  // A library the shell does not tree-shake is provided whole.
  assert.deepEqual(findMissingExports({}, used), []);
  // Plain lists work as well as collectSharedImports' answer.
  assert.deepEqual(findMissingExports({ [LIB]: ['Button'] }, { [LIB]: ['Button', 'Tabs'] }), [
    { library: LIB, name: 'Tabs', sites: [] },
  ]);
});

test('a built remote is checked against the dist of the shell it will run in', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-exports-dist-'));
  const shellDist = path.join(root, 'shell-dist');
  const remoteDist = path.join(root, 'remote-dist');
  mkdirSync(shellDist);
  mkdirSync(remoteDist);
  writeBuildExports(shellDist, {
    name: 'shell',
    provides: { [LIB]: ['Button'] },
    imports: { [LIB]: { Button: ['shell'] } },
  });
  writeBuildExports(remoteDist, {
    name: 'mf_remote',
    imports: { [LIB]: { Button: ['mf_remote'], Tabs: ['mf_remote'] } },
  });
  assert.deepEqual(providedExports(shellDist), { [LIB]: ['Button'] });
  assert.deepEqual(checkRemoteAgainstShell(remoteDist, shellDist), [
    { library: LIB, name: 'Tabs', sites: ['mf_remote'] },
  ]);
  assert.throws(() => providedExports(path.join(root, 'nowhere')), /is missing: build/);
});

test('the export list is written from every platform package, and rewritten only on change', () => {
  const root = fixtureWorkspace();
  mkdirSync(path.join(root, 'federation'));
  const first = writeExportList(root, { libraries: [LIB] });
  assert.equal(first.changed, true);
  // api is not a platform package: its useToggle is not listed.
  assert.deepEqual(JSON.parse(readFileSync(first.file, 'utf8')).usedExports, {
    [LIB]: ['Button', 'Modal', 'Tabs'],
  });
  assert.equal(writeExportList(root, { libraries: [LIB] }).changed, false);
});

test("the committed federation/shared-exports.json matches the packages' imports", () => {
  const { file, content } = generateExportList(repoRoot);
  assert.equal(
    readFileSync(file, 'utf8'),
    content,
    'run `node scripts/shared-exports.mjs` and commit federation/shared-exports.json',
  );
});

test("shared-contracts' shared copy lists what the front-end packages import, values only", () => {
  const contracts = generateExportList(repoRoot).usedExports['shared-contracts'];
  assert.ok(contracts, 'shared-contracts is one of the tree-shaken libraries');
  // The singletons and the texts the pages import stay; the API's own texts (the reçu fiscal
  // PDF's, the settle command's) leave every first page.
  for (const name of ['sessionStore', 'configureSharedApi', 'ROUTES', 'TAX_SETTINGS_TEXTS']) {
    assert.ok(contracts.includes(name), name);
  }
  for (const name of ['TAX_RECEIPT_PDF_TEXTS', 'TAX_RECEIPT_MAIL_TEXTS', 'SETTLE_COMMAND_TEXTS']) {
    assert.ok(!contracts.includes(name), name);
  }
  // Types imported without `type` are not exports at runtime (read from the TypeScript sources).
  for (const name of ['AppRoute', 'Campaign', 'PageMeta'])
    assert.ok(!contracts.includes(name), name);
});
