const fs = require('node:fs');
const path = require('node:path');
const { createFederationConfig } = require('../federation/create-federation-config');

// Served at the root of dist: the icon the page links, and the placeholder image that page
// metadata points to (link previews need an http(s) image, not the in-page data: URL).
const PUBLIC_FILES = ['favicon.svg', 'placeholder.png'];

/** Emits the files of public/ at the root of dist. */
class EmitPublicFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      for (const name of PUBLIC_FILES) {
        const file = path.join(__dirname, 'public', name);
        compilation.fileDependencies.add(file);
        compilation.hooks.processAssets.tap(
          { name: 'EmitPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file))),
        );
      }
    });
  }
}

const createConfig = createFederationConfig({ name: 'shell', dir: __dirname });

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new EmitPublicFilesPlugin());
  return config;
};
