// Production shell build only. Writes dist/startup-assets.json: the JavaScript and CSS files the
// shell's page fetches before its first render (the chunks behind `import('./bootstrap')` and the
// shared libraries they consume, as the shell provides them). The browser only discovers them
// once main.js has run; the server lists them as <link rel="preload"> in the page so they load
// in parallel with main.js (api/src/plugins/frontend/page-preloads.ts).
const NAME = 'StartupAssetsPlugin';
const FILE = 'startup-assets.json';

class StartupAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (the file names are what the page will request).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const entrypoint = compilation.entrypoints.get('main');
          if (!entrypoint) return;
          const initial = new Set(entrypoint.chunks);
          const chunks = new Set();
          const seenModules = new Set();
          const providers = new Map();
          for (const module of compilation.modules) {
            if (module.type === 'provide-module') {
              const key = module._name ?? module.options?.shareKey;
              if (!providers.has(key)) providers.set(key, []);
              providers.get(key).push(module);
            }
          }
          const addBlocksOf = (module) => {
            for (const block of module.blocks) {
              const group = chunkGraph.getBlockChunkGroup(block);
              if (group) for (const chunk of group.chunks) addChunk(chunk);
            }
          };
          const addChunk = (chunk) => {
            if (chunks.has(chunk) || initial.has(chunk)) return;
            chunks.add(chunk);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (seenModules.has(module)) continue;
              seenModules.add(module);
              if (module.type === 'consume-shared-module') {
                const key = module.options?.shareKey;
                for (const provider of providers.get(key) ?? []) addBlocksOf(provider);
              }
            }
          };
          // The entry's own dynamic imports: `import('./bootstrap')`.
          const entry = compilation.entries.get('main');
          for (const dependency of entry?.dependencies ?? []) {
            const module = moduleGraph.getModule(dependency);
            if (module) addBlocksOf(module);
          }
          // Consumes of the initial chunks (none today; a shared module used by index.ts).
          const js = [];
          const css = [];
          for (const chunk of chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.js')) js.push(file);
              else if (file.endsWith('.css')) css.push(file);
            }
          }
          compilation.emitAsset(
            FILE,
            // In the order the start-up needs them (src/index.ts imports one library after the
            // other): the page requests them in this order, the first needed come first.
            new sources.RawSource(JSON.stringify({ js, css }, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { StartupAssetsPlugin, STARTUP_ASSETS_FILE: FILE };
