// Production builds only. The MF plugin gathers the exports of a tree-shaken shared library that
// any module of the build references, before its own tree shaking has dropped the unused parts of
// the other tree-shaken libraries: the shell's @mantine/hooks copy kept the 43 hooks that all of
// @mantine/core's components import, where the components its copy keeps use 26
// (docs/decisions/0001). Once usage is known (after webpack's analysis and the MF plugin's cut),
// this walks the modules the build keeps, from its entries through active connections, and
// leaves each tree-shaken library the exports they take plus its export list (what the other
// builds take from the shell's copy). SharedExportsPlugin reads the result afterwards: the
// shell's `provides`, a remote's `imports`, so the export check still guards what is dropped.
const NAME = 'LiveSharedUsagePlugin';
const SHARING_MODULE_TYPES = ['consume-shared-module', 'provide-module', 'shared-entry-module'];

function exportNamesOf(referencedExports) {
  const names = [];
  for (const reference of referencedExports) {
    const path = Array.isArray(reference) ? reference : reference.name;
    // An empty path is the whole namespace: every export may be read.
    if (path.length === 0) return null;
    names.push(path[0]);
  }
  return names;
}

class LiveSharedUsagePlugin {
  /** @param {{ usedExports: Record<string, string[]> }} options the export lists, by library */
  constructor(options) {
    this.usedExports = options.usedExports;
  }

  apply(compiler) {
    const { UsageState } = compiler.webpack;
    const libraries = Object.keys(this.usedExports);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After webpack's usage analysis (stage 0) and the MF plugin's tree shaking (stage 1).
      compilation.hooks.optimizeDependencies.tap({ name: NAME, stage: 10 }, (modules) => {
        const { moduleGraph } = compilation;
        /** The library's own entry module and the modules consuming it from the share scope. */
        const libraryOf = new Map();
        for (const module of modules) {
          const library =
            module.type === 'consume-shared-module'
              ? module.options?.shareKey
              : !module.type.includes('shared') && module.rawRequest;
          if (libraries.includes(library)) libraryOf.set(module, library);
        }

        const live = new Set();
        const queue = [];
        const visit = (module) => {
          if (module && !live.has(module)) {
            live.add(module);
            queue.push(module);
          }
        };
        const entryDependencies = [compilation.globalEntry, ...compilation.entries.values()];
        for (const entry of entryDependencies) {
          for (const dependency of [...entry.dependencies, ...entry.includeDependencies]) {
            visit(moduleGraph.getModule(dependency));
          }
        }

        /** library -> export names the kept modules take; null: the whole namespace. */
        const taken = new Map(libraries.map((library) => [library, new Set()]));
        while (queue.length > 0) {
          const module = queue.pop();
          for (const connection of moduleGraph.getOutgoingConnections(module)) {
            if (!connection.module || !connection.isTargetActive(undefined)) continue;
            const library = libraryOf.get(connection.module);
            // The share scope's own modules (the fallback of a consumed copy, the provided copy)
            // reference a library as a whole: what matters is what the code takes from them.
            const isSharing = SHARING_MODULE_TYPES.includes(module.type);
            if (library && !isSharing && connection.dependency && taken.get(library)) {
              const names = exportNamesOf(
                compilation.getDependencyReferencedExports(connection.dependency, undefined),
              );
              if (names === null) taken.set(library, null);
              else for (const name of names) taken.get(library).add(name);
            }
            visit(connection.module);
          }
        }

        for (const [module, library] of libraryOf) {
          const names = taken.get(library);
          if (!names) continue;
          // The shell's copy serves the other builds too: their exports stay.
          const keep =
            module.type === 'consume-shared-module'
              ? names
              : new Set([...names, ...this.usedExports[library]]);
          const exportsInfo = moduleGraph.getExportsInfo(module);
          for (const exportInfo of exportsInfo.orderedExports) {
            if (keep.has(exportInfo.name)) continue;
            exportInfo.setUsedConditionally(() => true, UsageState.Unused, undefined);
          }
        }
      });
    });
  }
}

module.exports = { LiveSharedUsagePlugin };
