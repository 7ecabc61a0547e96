// The one webpack + Module Federation config factory. The shell and every remote call it from a
// thin webpack.config.js; the reasoning behind each choice is in federation/README.md.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { StartupAssetsPlugin } = require('./startup-assets-plugin');
const { PORTS, API_TARGET } = require('./ports');
const { SharedExportsPlugin } = require('./shared-exports-plugin');
const { LiveSharedUsagePlugin } = require('./live-shared-usage-plugin');
const { browserSubstitutions } = require('./browser-substitutes');

const ROOT = path.resolve(__dirname, '..');

// webpack 5.111 ships its minimizer plugin as a dependency; resolve it from webpack itself so
// the factory does not depend on how npm hoisted it.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack/package.json'))],
  }),
);

/** Every package the shell and the remotes must hold exactly once on a page. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  'zustand',
  'zustand/vanilla',
  'shared-contracts',
  'shared-ui',
];

function packageVersion(name) {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The libraries whose shared copy holds only the exports some package uses (TOOLCHAIN.md,
 * 'The first-page budget'), and that list: federation/shared-exports.json, generated from the
 * imports of every package by scripts/shared-exports.mjs (npm run build refreshes it). Every
 * build, the shell's and each remote's, must use the same config (trap 2).
 */
const SHARED_EXPORTS_FILE = path.join(__dirname, 'shared-exports.json');

function treeShakenExports() {
  return JSON.parse(fs.readFileSync(SHARED_EXPORTS_FILE, 'utf8')).usedExports;
}

/** Shared config: singletons, never eager (the async boundary makes eager unnecessary). */
function sharedConfig(isProduction) {
  const usedExports = isProduction ? treeShakenExports() : {};
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(packageName(request));
      const config = { singleton: true, requiredVersion: `^${version}`, version, eager: false };
      if (usedExports[request]) {
        config.treeShaking = { mode: 'runtime-infer', usedExports: usedExports[request] };
      }
      return [request, config];
    }),
  );
}

/**
 * zod's JSON Schema generator (zod/v4/core/to-json-schema.js) is referenced by every schema
 * (`toJSONSchema()`, `['~standard'].jsonSchema`) and called by no page: production browser builds
 * take a stub with the same exports (federation/browser-stubs), off every first visit.
 * Matched on the resolved file, so zod's own relative imports are caught.
 */
const ZOD_TO_JSON_SCHEMA = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const ZOD_TO_JSON_SCHEMA_STUB = path.join(__dirname, 'browser-stubs', 'zod-to-json-schema.js');
/** Since zod 4.6 the per-type JSON Schema writers live apart and are referenced the same way. */
const ZOD_JSON_SCHEMA_PROCESSORS =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
const ZOD_JSON_SCHEMA_PROCESSORS_STUB = path.join(
  __dirname,
  'browser-stubs',
  'zod-json-schema-processors.js',
);

/**
 * zod's English messages, installed by its classic schemas as the default locale: never shown,
 * shared-contracts' French customError answers first (federation/browser-stubs/zod-locale-en.js).
 */
const ZOD_LOCALE_EN = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/;
const ZOD_LOCALE_EN_STUB = path.join(__dirname, 'browser-stubs', 'zod-locale-en.js');

/**
 * zod's classic schemas without what no page runs: z.string()'s format methods (.email(),
 * .uuid()..., which keep every format's classes and regular expressions in the bundle) and
 * z.object()'s parser compiler (zod is jitless in the browser) (zod-classic-loader.js).
 */
const ZOD_CLASSIC_SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ZOD_CLASSIC_LOADER = path.join(__dirname, 'zod-classic-loader.js');

/**
 * The contenthash trap: the federation runtime chunk has no JavaScript content hash, and a
 * `[contenthash]` filename makes the build fail there. Hash only chunks that have one.
 */
function hashedFilename(isProduction) {
  return (pathData) => {
    const hasJsHash = Boolean(
      pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript,
    );
    return isProduction && hasJsHash ? '[name].[contenthash:8].js' : '[name].js';
  };
}

function swcRule(isProduction) {
  return {
    test: /\.[jt]sx?$/,
    // Workspace packages (shared-contracts) resolve through their symlink to a real path outside
    // node_modules, so they are compiled like local code.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * One federation runtime per page (production): the shell provides its runtime-core to the
 * remotes, which are built without their own (`externalRuntime`). The shell loads the ESM build
 * of the provider plugin: `provideExternalRuntime: true` would pull its CommonJS build and a
 * second runtime-core (trap 5). Development keeps a runtime in each bundle, so that a remote's
 * dev server also serves it alone.
 */
function federationRuntime(isHost, isProduction) {
  if (!isProduction) return {};
  if (isHost) {
    // The package's CommonJS main sits next to its ESM build (dist/index.cjs, dist/index.js).
    const commonJsMain = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [ROOT],
    });
    return {
      runtimePlugins: [
        path.join(path.dirname(commonJsMain), 'index.js'),
        // And its bundler runtime, which the remotes take instead of a copy each.
        SHELL_BUNDLER_RUNTIME_PROVIDER,
      ],
      // No snapshot plugin (the runtime's reader of mf-manifest.json): the shell registers each
      // remote by its remoteEntry.js (shared-ui's remotes-manifest.ts), 1.4 KB gzip less.
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
    };
  }
  return { experiments: { externalRuntime: true, optimization: { target: 'web' } } };
}

/**
 * A remote's federation entry imports @module-federation/webpack-bundler-runtime: in production
 * it takes the shell's instead (browser-stubs/shell-bundler-runtime.js), handed over by the
 * shell's runtime plugin (runtime-plugins/provide-bundler-runtime.js): 4 KB gzip less in every
 * remoteEntry.js. Development keeps each bundle's own, as for the runtime core.
 */
const SHELL_BUNDLER_RUNTIME_PROVIDER = path.join(
  __dirname,
  'runtime-plugins',
  'provide-bundler-runtime.js',
);
const BUNDLER_RUNTIME = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const FEDERATION_ENTRY = /[\\/]node_modules[\\/]\.federation[\\/]/;
const SHELL_BUNDLER_RUNTIME = path.join(__dirname, 'browser-stubs', 'shell-bundler-runtime.js');

function shellBundlerRuntime() {
  return new NormalModuleReplacementPlugin(BUNDLER_RUNTIME, (resolveData) => {
    if (FEDERATION_ENTRY.test(resolveData.contextInfo.issuer ?? '')) {
      resolveData.request = SHELL_BUNDLER_RUNTIME;
    }
  });
}

/**
 * @param {object} options
 * @param {string} options.name federation name: 'shell' or 'mf_public', 'mf_donation', ...
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {Record<string, string>} [options.exposes] remotes only: './Name' -> './src/exposes/name.tsx'
 * @param {string} [options.title] document title of the standalone page
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFederationConfig(options) {
  const { name, dir, exposes, title = 'Plateforme de dons' } = options;
  const isHost = !exposes;
  const port = PORTS[name];
  if (!port) throw new Error(`No dev port for "${name}" in federation/ports.js`);

  return (_env, argv) => {
    const isProduction = (argv && argv.mode) !== 'development';
    const filename = hashedFilename(isProduction);
    // The release this build is: `npm run deploy -- <remote> <version>` sets MF_BUILD_VERSION,
    // which the federation plugin also writes into mf-manifest.json (buildInfo.buildVersion).
    const releaseVersion =
      process.env.MF_BUILD_VERSION ||
      JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

    return {
      mode: isProduction ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at the site root, and deep links (/campaign/x) need absolute
        // asset URLs. A remote is served wherever its manifest says: 'auto' finds it at runtime.
        publicPath: isHost ? '/' : 'auto',
        filename,
        chunkFilename: filename,
        uniqueName: name,
        // The tree-shaken shared libraries' fallback builds are written to
        // independent-packages/ by child compilers before the main build emits (trap 3).
        clean: { keep: /independent-packages/ },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule(isProduction),
          ...(isProduction ? [{ test: ZOD_CLASSIC_SCHEMAS, use: ZOD_CLASSIC_LOADER }] : []),
          {
            test: /\.css$/,
            use: [
              // Production: CSS in its own files, fetched in parallel and kept out of the JS the
              // page parses (docs/decisions/0001).
              isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                // Inline CSS source maps would triple the stylesheet's weight in the JS chunk.
                options: { modules: { auto: true, namedExport: false }, sourceMap: !isProduction },
              },
            ],
          },
        ],
      },
      optimization: {
        minimize: isProduction,
        minimizer: [
          new MinimizerPlugin({
            minify: {
              implementation: MinimizerPlugin.swcMinify,
              options: { compress: true, mangle: true },
            },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new DefinePlugin({ 'process.env.MF_BUILD_VERSION': JSON.stringify(releaseVersion) }),
        ...(isProduction
          ? [
              new NormalModuleReplacementPlugin(ZOD_TO_JSON_SCHEMA, ZOD_TO_JSON_SCHEMA_STUB),
              new NormalModuleReplacementPlugin(
                ZOD_JSON_SCHEMA_PROCESSORS,
                ZOD_JSON_SCHEMA_PROCESSORS_STUB,
              ),
              new NormalModuleReplacementPlugin(ZOD_LOCALE_EN, ZOD_LOCALE_EN_STUB),
              // Mantine modules no page runs, off every first visit (browser-substitutes.js).
              ...browserSubstitutions({ usedExports: treeShakenExports() }).map(
                ([request, replace]) => new NormalModuleReplacementPlugin(request, replace),
              ),
              ...(isHost ? [] : [shellBundlerRuntime()]),
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes || undefined,
          // The shell learns its remotes at runtime from a JSON manifest (deploy/manifests):
          // nothing about where a remote lives is baked into a bundle.
          remotes: {},
          shared: sharedConfig(isProduction),
          // A lazily loaded chunk that consumes a shared module takes the copy already loaded,
          // instead of fetching every registered remote's remoteEntry.js to compare versions.
          shareStrategy: 'loaded-first',
          // The shell's manifest lists what it shares: the deploy's fit check reads it.
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // The fallback builds of the tree-shaken libraries copy this build's plugins: the
          // export check belongs to the build itself.
          treeShakingSharedExcludePlugins: ['SharedExportsPlugin', 'LiveSharedUsagePlugin'],
          ...federationRuntime(isHost, isProduction),
        }),
        ...(isProduction
          ? [
              new LiveSharedUsagePlugin({ usedExports: treeShakenExports() }),
              new SharedExportsPlugin({ name, isHost }),
              ...(isHost ? [new StartupAssetsPlugin()] : []),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          publicPath: isHost ? '/' : 'auto',
        }),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        // Remotes are fetched by the shell from another port.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads'], target: API_TARGET, changeOrigin: true }],
        setupMiddlewares: (middlewares) => {
          // The runtime manifest for development: every remote on its own dev server.
          const manifestFile = process.env.REMOTES_MANIFEST
            ? path.resolve(process.env.REMOTES_MANIFEST)
            : path.join(ROOT, 'deploy', 'manifests', 'local.json');
          middlewares.unshift({
            name: 'remotes-manifest',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(fs.readFileSync(manifestFile, 'utf8'));
            },
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createFederationConfig };
