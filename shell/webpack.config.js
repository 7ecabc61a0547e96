const fs = require('node:fs');
const path = require('node:path');
const { createFederationConfig } = require('../federation/create-federation-config');

const FAVICON = path.join(__dirname, 'public', 'favicon.svg');

/** Emits public/favicon.svg at the root of dist (the page links /favicon.svg). */
class EmitFaviconPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFaviconPlugin', (compilation) => {
      compilation.fileDependencies.add(FAVICON);
      compilation.hooks.processAssets.tap(
        { name: 'EmitFaviconPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('favicon.svg', new sources.RawSource(fs.readFileSync(FAVICON))),
      );
    });
  }
}

const createConfig = createFederationConfig({ name: 'shell', dir: __dirname });

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new EmitFaviconPlugin());
  return config;
};
