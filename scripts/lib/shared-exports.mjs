// The export check of the tree-shaken shared libraries (TOOLCHAIN.md trap 1).
//
// The shell's shared copy of @mantine/core, @mantine/hooks and react-router-dom holds only the
// exports listed in federation/shared-exports.json (webpack drops the rest). A singleton is
// never checked at runtime against what a consumer needs: a remote importing an export the
// shell's copy dropped breaks only when it renders. So:
// - the list is generated from the imports of every package (shell, remotes, shared-ui,
//   shared-contracts): `collectSharedImports` + `usedExportLists`;
// - each build writes dist/shared-exports.json: the shell what its shared copy provides, every
//   package what its own sources import (`writeBuildExports`, called by the federation factory);
// - a build, and a deploy, fail when a package imports an export that the shell's copy does not
//   provide: `findMissingExports(providedExports(shellDist), usedExports)`.
import { existsSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The exports that bundled npm packages take from their own copy in production browser builds
// (federation/browser-substitutes.js, read by the federation factory too).
const { OWN_COPY_IMPORTS } = createRequire(import.meta.url)(
  '../../federation/browser-substitutes.js',
);

/**
 * The shared libraries built with `treeShaking: { mode: 'runtime-infer' }`. shared-contracts is
 * one of them: its barrel holds every text, schema and rule of every area and of the API (the
 * receipts' PDF and mail texts, the settle command's...), and the shell's copy, loaded on every
 * first page, keeps only what some front-end package imports (federation/README.md).
 */
export const TREE_SHAKEN_LIBRARIES = [
  '@mantine/core',
  '@mantine/hooks',
  'react-router-dom',
  'shared-contracts',
];

/** The name recorded for an import whose used exports cannot be known (namespace, dynamic). */
const WHOLE_MODULE = '*';

/** The file each build writes into its dist. */
export const BUILD_EXPORTS_FILE = 'shared-exports.json';

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
// A dependency's ESM build: webpack bundles it, not its CommonJS twin.
const DEPENDENCY_FILE = /\.(?:mjs|js)$/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', '__tests__', '__mocks__']);

/** Source files that end up in a bundle: `src/` of the package, tests and test helpers left out. */
function sourceFiles(packageDir) {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(path.join(packageDir, 'src'));
  return files.sort();
}

function scriptKind(fileName) {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(fileName)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(fileName)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/**
 * The value imports of one source text from the given libraries (type-only imports left out).
 * @returns {{ library: string, name: string, line: number }[]} name `*` for a namespace
 *   import, `export *` or a dynamic `import()`.
 */
export function importsOfSource(code, fileName, libraries = TREE_SHAKEN_LIBRARIES) {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const found = [];
  const add = (library, name, node) =>
    found.push({
      library,
      name,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const libraryOf = (specifier) =>
    specifier && ts.isStringLiteralLike(specifier) && libraries.includes(specifier.text)
      ? specifier.text
      : null;

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const library = libraryOf(node.moduleSpecifier);
      const clause = node.importClause;
      if (library && clause && !clause.isTypeOnly) {
        if (clause.name) add(library, 'default', clause.name);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(library, WHOLE_MODULE, bindings);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly)
              add(library, (element.propertyName ?? element.name).text, element);
          }
        }
      }
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const library = libraryOf(node.moduleSpecifier);
      if (library && !node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) add(library, WHOLE_MODULE, node);
        else {
          for (const element of clause.elements) {
            if (!element.isTypeOnly)
              add(library, (element.propertyName ?? element.name).text, element);
          }
        }
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const library = libraryOf(node.arguments[0]);
      if (library) add(library, WHOLE_MODULE, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const runtimeExportCache = new Map();
const TYPESCRIPT_SOURCE = /\.[cm]?tsx?$/;

/**
 * The value exports of a workspace package whose entry is TypeScript source (shared-contracts'
 * `src/index.ts`, which plain Node does not load), as the compiler sees them: types and
 * interfaces left out, `export *` followed.
 */
function typeScriptValueExports(entryFile) {
  const program = ts.createProgram([entryFile], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryFile));
  const names = new Set();
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Value) names.add(symbol.getName());
  }
  return names;
}

/**
 * The names a library exports at runtime, as resolved from `fromDir`; null when it cannot be
 * loaded here (then nothing is filtered). Used to leave out type names imported without `type`.
 */
function runtimeExportNames(library, fromDir) {
  const requireFrom = createRequire(path.join(fromDir, 'package.json'));
  let resolved;
  try {
    resolved = requireFrom.resolve(library);
  } catch {
    return null;
  }
  if (!runtimeExportCache.has(resolved)) {
    let names;
    try {
      names = TYPESCRIPT_SOURCE.test(resolved)
        ? typeScriptValueExports(resolved)
        : new Set(Object.keys(requireFrom(library)));
    } catch {
      names = null; // it does not load in Node: no filtering
    }
    runtimeExportCache.set(resolved, names);
  }
  return runtimeExportCache.get(resolved);
}

function listFiles(dir, accept, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, accept, files);
    else if (accept.test(entry.name) && !TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

const RELATIVE = /^\.\.?\//;
const RESOLVED_EXTENSIONS = ['', '.mjs', '.js', '/index.mjs', '/index.js'];

/** The ESM entry of an installed package (exports' `import`, then `module`, then `main`). */
function esmEntry(dependencyDir) {
  const manifest = JSON.parse(readFileSync(path.join(dependencyDir, 'package.json'), 'utf8'));
  let entry =
    manifest.exports?.['.'] ??
    (typeof manifest.exports === 'string' ? manifest.exports : undefined);
  for (const condition of ['import', 'module', 'default']) {
    if (entry && typeof entry === 'object' && condition in entry) entry = entry[condition];
  }
  if (entry && typeof entry === 'object') entry = entry.default;
  const file = typeof entry === 'string' ? entry : (manifest.module ?? manifest.main);
  return file
    ? resolveRelative(path.join(dependencyDir, 'package.json'), `./${file.replace(/^\.\//, '')}`)
    : null;
}

/** A relative specifier resolved from a file, or null when no such file exists. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && DEPENDENCY_FILE.test(candidate))
      return candidate;
  }
  return null;
}

/**
 * One module of a dependency, read for its graph: the files it pulls in (static imports,
 * re-exports, literal dynamic imports), where each of its exports comes from, and whether
 * something in it cannot be followed (a non-literal `import()`, an unresolvable file).
 */
function moduleGraphNode(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const node = { requires: new Set(), exports: new Map(), starSources: [], unknown: false };
  const imported = new Map(); // local name -> { file, name }
  const target = (specifier) => {
    if (!ts.isStringLiteralLike(specifier) || !RELATIVE.test(specifier.text)) return undefined;
    const resolved = resolveRelative(file, specifier.text);
    if (!resolved) node.unknown = true;
    return resolved ?? undefined;
  };
  const visit = (child) => {
    if (ts.isImportDeclaration(child)) {
      const from = target(child.moduleSpecifier);
      if (from) {
        node.requires.add(from);
        const bindings = child.importClause?.namedBindings;
        if (child.importClause?.name)
          imported.set(child.importClause.name.text, { file: from, name: 'default' });
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            imported.set(element.name.text, {
              file: from,
              name: (element.propertyName ?? element.name).text,
            });
      }
      return;
    }
    if (ts.isExportDeclaration(child)) {
      const from = child.moduleSpecifier ? target(child.moduleSpecifier) : null;
      if (from) node.requires.add(from);
      const clause = child.exportClause;
      if (child.moduleSpecifier && !from) {
        // Another package re-exported: its graph is not followed.
      } else if (!clause) node.starSources.push(from);
      else if (ts.isNamespaceExport(clause))
        node.exports.set(clause.name.text, { file: from, name: '*' });
      else
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text;
          node.exports.set(element.name.text, from ? { file: from, name: local } : { local });
        }
      return;
    }
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = child.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) {
        const from = target(specifier);
        if (from) node.requires.add(from);
      } else node.unknown = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(source);
  for (const [name, origin] of node.exports) {
    if ('local' in origin)
      node.exports.set(name, imported.get(origin.local) ?? { file, name: origin.local });
  }
  return node;
}

/**
 * The files of an installed dependency that a bundle holds when these names are imported from
 * its entry: the module each name comes from (through the entry's re-exports) and every file
 * that module pulls in, as webpack follows them. A module's own code is not split: a module
 * referencing every control (RichTextEditor.Link = ...) keeps them all, as it does in webpack.
 * @param {string[]} names exports of the package's entry; `*` for a namespace or dynamic import
 * @returns {string[] | null} null when the graph cannot be followed safely (a namespace or
 *   dynamic import of the package, `export *`, an unknown name or file): then every file counts
 */
export function reachableDependencyFiles(dependencyDir, names) {
  if (names.includes(WHOLE_MODULE)) return null;
  const entry = esmEntry(dependencyDir);
  if (!entry) return null;
  const nodes = new Map();
  const nodeOf = (file) => {
    if (!nodes.has(file)) nodes.set(file, moduleGraphNode(file));
    return nodes.get(file);
  };
  const reached = new Set([entry]);
  const queue = [];
  const reach = (file) => {
    if (!reached.has(file)) {
      reached.add(file);
      queue.push(file);
    }
  };
  const entryNode = nodeOf(entry);
  if (entryNode.unknown) return null;
  for (const name of names) {
    const origin = entryNode.exports.get(name);
    // Not named by the entry (an `export *`, a type imported without `type`): in doubt.
    if (!origin) return null;
    if (origin.file === entry) {
      // Declared in the entry itself: all of the entry's imports are followed.
      entryNode.requires.forEach(reach);
    } else reach(origin.file);
  }
  while (queue.length > 0) {
    const node = nodeOf(queue.pop());
    if (node.unknown) return null;
    node.requires.forEach(reach);
  }
  return [...reached].sort();
}

/** Node's lookup of `node_modules/<name>/package.json` upwards from a folder (exports maps aside). */
function installedManifest(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The installed folders of a package's npm dependencies that themselves import a tree-shaken
 * library (@mantine/tiptap imports @mantine/core): the package bundles them, and their imports
 * are served by the shell's shared copy too. The tree-shaken libraries themselves are left out.
 */
function bundledDependencyDirs(packageDir, libraries = TREE_SHAKEN_LIBRARIES) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const dirs = [];
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (libraries.includes(dependency)) continue;
    const dependencyManifest = installedManifest(dependency, packageDir);
    // A workspace package (shared-ui) is a link to sources read as a package of its own.
    if (!dependencyManifest || !realpathSync(dependencyManifest).includes(NODE_MODULES)) continue;
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(
      readFileSync(dependencyManifest, 'utf8'),
    );
    if (libraries.some((library) => library in dependencies || library in peerDependencies)) {
      dirs.push(path.dirname(dependencyManifest));
    }
  }
  return dirs.sort();
}

/**
 * The files of a bundled dependency that count: those reachable from what the platform's own
 * files import from it (`reachableDependencyFiles`), or all of its ESM files when that cannot be
 * told (none of them imports it, a namespace or dynamic import, an unfollowable graph). The
 * imports of every package are taken together: a remote listing @mantine/tiptap bundles it
 * through shared-ui's imports, not its own.
 */
function bundledFiles(dependencyDir, platformFiles) {
  const { name } = JSON.parse(readFileSync(path.join(dependencyDir, 'package.json'), 'utf8'));
  const names = new Set(
    platformFiles.flatMap((file) =>
      importsOfSource(readFileSync(file, 'utf8'), file, [name]).map((found) => found.name),
    ),
  );
  const reachable = names.size > 0 ? reachableDependencyFiles(dependencyDir, [...names]) : null;
  return reachable ?? listFiles(dependencyDir, DEPENDENCY_FILE);
}

/**
 * Every value import of a tree-shaken library in the given packages, with where it is made.
 * Names that the library does not export at runtime (types imported without `type`) are left out.
 * @param {string[]} packageDirs package folders (their `src/` is read)
 * The npm dependencies a package bundles that import one of the libraries are read too
 * (`bundledDependencyDirs`), only the files reachable from what the packages import of them
 * (`bundledFiles`; `dependencies: false` reads only the packages' own sources).
 * @param {{ libraries?: string[], rootDir?: string, dependencies?: boolean,
 *   ownCopyImports?: Record<string, Record<string, string[]>> }} [options]
 *   rootDir: paths in the result are relative to it (default: the parent of the first package);
 *   ownCopyImports: package -> library -> names that bundled package takes from its own copy, not
 *   from the shell's (default: federation/browser-substitutes.js' OWN_COPY_IMPORTS)
 * @returns {Record<string, Record<string, string[]>>} library -> export name -> ['pkg/src/file.tsx:12', ...]
 */
export function collectSharedImports(packageDirs, options = {}) {
  const { libraries = TREE_SHAKEN_LIBRARIES, ownCopyImports = OWN_COPY_IMPORTS } = options;
  const rootDir = options.rootDir ?? path.dirname(path.resolve(packageDirs[0] ?? '.'));
  const collected = Object.fromEntries(libraries.map((library) => [library, {}]));
  const scanned = new Set();
  const ownFiles = new Map(packageDirs.map((dir) => [dir, sourceFiles(dir)]));
  const platformFiles = [...ownFiles.values()].flat();
  const dependencyFiles = new Map();
  /** file of a bundled package -> library -> the names it takes from its own copy */
  const ownCopyOf = new Map();
  for (const packageDir of packageDirs) {
    const files = [
      ...ownFiles.get(packageDir),
      ...(options.dependencies === false
        ? []
        : bundledDependencyDirs(packageDir, libraries)
      ).flatMap((dir) => {
        if (!dependencyFiles.has(dir)) {
          dependencyFiles.set(dir, bundledFiles(dir, platformFiles));
          const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
          for (const file of ownCopyImports[name] ? dependencyFiles.get(dir) : []) {
            ownCopyOf.set(file, ownCopyImports[name]);
          }
        }
        return dependencyFiles.get(dir);
      }),
    ];
    for (const file of files) {
      if (scanned.has(file)) continue;
      scanned.add(file);
      const imports = importsOfSource(readFileSync(file, 'utf8'), file, libraries);
      for (const { library, name, line } of imports) {
        const runtimeNames = name === WHOLE_MODULE ? null : runtimeExportNames(library, packageDir);
        if (runtimeNames && !runtimeNames.has(name)) continue;
        if (ownCopyOf.get(file)?.[library]?.includes(name)) continue;
        const sites = (collected[library][name] ??= []);
        sites.push(`${path.relative(rootDir, file).split(path.sep).join('/')}:${line}`);
      }
    }
  }
  return collected;
}

/**
 * The workspace packages whose sources end up in a bundle: the shell, the remotes (mf-*),
 * shared-ui and shared-contracts.
 */
export function platformPackageDirs(rootDir) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  return workspaces
    .map((dir) => path.join(rootDir, dir))
    .filter((dir) => /^(?:shell|shared-ui|shared-contracts|mf-.+)$/.test(path.basename(dir)))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The export list file of the federation factory (federation/shared-exports.json). */
function exportListFile(rootDir) {
  return path.join(rootDir, 'federation', 'shared-exports.json');
}

/**
 * The export list generated from every platform package's imports, as the file's text.
 * @param {{ libraries?: string[] }} [options]
 * @returns {{ file: string, content: string, usedExports: Record<string, string[]> }}
 */
export function generateExportList(rootDir, options = {}) {
  const usedExports = usedExportLists(
    collectSharedImports(platformPackageDirs(rootDir), { ...options, rootDir }),
  );
  const content = `${JSON.stringify(
    {
      about:
        'Exports of the tree-shaken shared libraries that the shell keeps in its shared copy. Generated from the imports of every package by scripts/shared-exports.mjs (npm run build runs it); do not edit.',
      usedExports,
    },
    null,
    2,
  )}\n`;
  return { file: exportListFile(rootDir), content, usedExports };
}

/**
 * Regenerates the export list; writes it only when it changed (the file is a build input:
 * rewriting it unchanged would make every package stale).
 * @returns {{ file: string, changed: boolean, usedExports: Record<string, string[]> }}
 */
export function writeExportList(rootDir, options = {}) {
  const { file, content, usedExports } = generateExportList(rootDir, options);
  const changed = !existsSync(file) || readFileSync(file, 'utf8') !== content;
  if (changed) writeFileSync(file, content);
  return { file, changed, usedExports };
}

/** library -> sorted export names, from `collectSharedImports`' answer. */
export function usedExportLists(collected) {
  return Object.fromEntries(
    Object.entries(collected).map(([library, names]) => [library, Object.keys(names).sort()]),
  );
}

/**
 * What a consumer needs that a provider lacks.
 * @param {Record<string, string[]>} provided library -> exports the shell's shared copy holds
 *   (`*`: the whole library)
 * @param {Record<string, string[] | Record<string, string[]>>} used library -> export names,
 *   or `collectSharedImports`' answer (then each missing export says where it is imported)
 * @returns {{ library: string, name: string, sites: string[] }[]} empty when nothing is missing.
 *   A namespace or dynamic import (`*`) is missing unless the whole library is provided.
 */
export function findMissingExports(provided, used) {
  const missing = [];
  for (const [library, names] of Object.entries(used)) {
    const entries = Array.isArray(names)
      ? names.map((name) => [name, []])
      : Object.entries(names).map(([name, sites]) => [name, sites]);
    const available = new Set(provided[library] ?? []);
    if (!(library in provided) || available.has(WHOLE_MODULE)) {
      // Not tree-shaken by the provider (or unknown to it): the whole library is there.
      continue;
    }
    for (const [name, sites] of entries) {
      if (!available.has(name)) missing.push({ library, name, sites });
    }
  }
  return missing.sort((a, b) => a.library.localeCompare(b.library) || a.name.localeCompare(b.name));
}

/** A readable report of `findMissingExports`' answer (one line per export). */
export function formatMissingExports(missing, providerLabel = "the shell's shared copy") {
  return missing
    .map(({ library, name, sites }) => {
      const what =
        name === WHOLE_MODULE
          ? `a namespace or dynamic import of ${library} (name the exports instead)`
          : `${library} export "${name}"`;
      const where = sites.length > 0 ? ` (imported at ${sites.join(', ')})` : '';
      return `- ${what} is not provided by ${providerLabel}${where}`;
    })
    .join('\n');
}

function readBuildExports(distDir) {
  const file = path.join(distDir, BUILD_EXPORTS_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the package first (npm run build)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * What a built shell's shared copies provide, read from its dist (shell/dist or a deployed copy).
 * @returns {Record<string, string[]>} library -> export names (`*`: not tree-shaken)
 */
export function providedExports(shellDistDir) {
  const { provides } = readBuildExports(shellDistDir);
  if (!provides)
    throw new Error(`${path.join(shellDistDir, BUILD_EXPORTS_FILE)} has no "provides"`);
  return provides;
}

/**
 * What a built package's own sources import from the tree-shaken libraries, read from its dist
 * (recorded at build time, so a deploy of an already built dist can be checked).
 * @returns {Record<string, Record<string, string[]>>} as `collectSharedImports`
 */
function importedExports(distDir) {
  return readBuildExports(distDir).imports;
}

/**
 * Writes dist/shared-exports.json: `imports` (the package's own imports, as
 * collectSharedImports) and, for the shell, `provides` (library -> exports of its shared copy).
 */
export function writeBuildExports(distDir, { name, imports, provides }) {
  const content = { name, ...(provides ? { provides } : {}), imports };
  writeFileSync(path.join(distDir, BUILD_EXPORTS_FILE), `${JSON.stringify(content, null, 2)}\n`);
}

/**
 * The deploy-time question: does this shell provide everything this built remote imports?
 * @returns {{ library: string, name: string, sites: string[] }[]} the missing exports
 */
export function checkRemoteAgainstShell(remoteDistDir, shellDistDir) {
  return findMissingExports(providedExports(shellDistDir), importedExports(remoteDistDir));
}
