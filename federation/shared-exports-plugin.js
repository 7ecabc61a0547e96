// The build half of the export check (scripts/lib/shared-exports.mjs has the logic and its tests).
// Production builds only. Each build writes dist/shared-exports.json:
// - `imports`: what this build takes from the tree-shaken shared libraries, as webpack saw it
//   (its own sources and the npm packages it bundles, e.g. @mantine/tiptap);
// - the shell adds `provides`: the exports its shared copies hold after tree shaking.
// Then it fails the build when something is missing:
// - a remote: any of its imports that the built shell (shell/dist) does not provide;
// - the shell: any import of any package (shell, remotes, shared-ui, their npm dependencies),
//   read from the sources, that its own copy does not provide (a stale export list).
const path = require('node:path');
const fs = require('node:fs');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '..');
const CHECK_MODULE = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'shared-exports.mjs')).href;
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
// The same list as scripts/lib/shared-exports.mjs' TREE_SHAKEN_LIBRARIES (checked at emit time).
const TREE_SHAKEN = Object.keys(
  JSON.parse(fs.readFileSync(path.join(__dirname, 'shared-exports.json'), 'utf8')).usedExports,
);

/**
 * Names of a module's exports that this compilation uses; `*` when the whole exports object is
 * used (a namespace import): only where the module's exports are not all known statically or
 * for a consume-shared module. The MF plugin keeps the "other exports" of the shell's own copy
 * marked as referenced by the share scope, though its unlisted exports are dropped.
 */
function usedExportNames(compilation, module, UsageState, { isCopy }) {
  const exportsInfo = compilation.moduleGraph.getExportsInfo(module);
  const names = [];
  for (const exportInfo of exportsInfo.orderedExports) {
    if (exportInfo.getUsed(undefined) !== UsageState.Unused) names.push(exportInfo.name);
  }
  const other = exportsInfo.otherExportsInfo;
  const otherMayExist = !isCopy || other.provided !== false;
  if (otherMayExist && other.getUsed(undefined) !== UsageState.Unused) names.push('*');
  return names.sort();
}

class SharedExportsPlugin {
  /** @param {{ name: string, isHost: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, isHost } = this.options;
    const { Compilation, WebpackError, sources, UsageState } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      // Read once usage is known and before modules are concatenated.
      let imports = {};
      const provides = {};
      compilation.hooks.afterOptimizeDependencies.tap('SharedExportsPlugin', (modules) => {
        imports = Object.fromEntries(TREE_SHAKEN.map((library) => [library, {}]));
        for (const module of modules) {
          const shareKey = module.type === 'consume-shared-module' && module.options?.shareKey;
          if (shareKey && TREE_SHAKEN.includes(shareKey)) {
            for (const exportName of usedExportNames(compilation, module, UsageState, {
              isCopy: false,
            })) {
              imports[shareKey][exportName] = [name];
            }
          }
          // The shell's own copy: the library's entry module (what the MF plugin shakes too).
          if (
            isHost &&
            TREE_SHAKEN.includes(module.rawRequest) &&
            !module.type.includes('shared')
          ) {
            provides[module.rawRequest] = usedExportNames(compilation, module, UsageState, {
              isCopy: true,
            });
          }
        }
      });
      compilation.hooks.processAssets.tapPromise(
        { name: 'SharedExportsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const check = await import(CHECK_MODULE);
          const libraries = check.TREE_SHAKEN_LIBRARIES;
          let missing;
          let against;
          if (isHost) {
            const notFound = libraries.filter((library) => !provides[library]);
            if (notFound.length > 0) {
              compilation.errors.push(
                new WebpackError(
                  `shared exports: the shell's copy of ${notFound.join(', ')} was not found in the build, its exports cannot be listed`,
                ),
              );
            }
            missing = check.findMissingExports(
              provides,
              check.collectSharedImports(check.platformPackageDirs(ROOT), { rootDir: ROOT }),
            );
            against = 'this shell build';
          } else if (fs.existsSync(path.join(SHELL_DIST, check.BUILD_EXPORTS_FILE))) {
            missing = check.findMissingExports(check.providedExports(SHELL_DIST), imports);
            against = 'the built shell (shell/dist)';
          } else {
            compilation.warnings.push(
              new WebpackError(
                `shared exports: shell/dist/${check.BUILD_EXPORTS_FILE} is missing, ${name}'s imports of ${libraries.join(', ')} were not checked (build the shell first)`,
              ),
            );
            missing = [];
          }
          if (missing.length > 0) {
            compilation.errors.push(
              new WebpackError(
                `shared exports: ${name} imports what ${against} does not provide (run npm run build: it regenerates federation/shared-exports.json, then rebuild the shell first):\n${check.formatMissingExports(missing, against)}`,
              ),
            );
          }
          const content = { name, ...(isHost ? { provides } : {}), imports };
          compilation.emitAsset(
            check.BUILD_EXPORTS_FILE,
            new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedExportsPlugin };
