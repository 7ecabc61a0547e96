// The shell's runtime plugin (production; federation/README.md, 'One federation runtime per
// page'): hands the shell's copy of @module-federation/webpack-bundler-runtime (the functions
// webpack's federation runtime calls to load remotes and shared modules, given the calling
// bundle's own __webpack_require__) to the remotes, whose remoteEntry.js would otherwise carry a
// copy each (4 KB gzip on every first visit). A remote takes it in
// federation/browser-stubs/shell-bundler-runtime.js. The shell has no exposed modules, so its
// build leaves out initContainerEntry, which remotes need: it is added here.
import {
  attachShareScopeMap,
  bundlerRuntime,
} from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** The global the remotes read (shell-bundler-runtime.js). */
const GLOBAL = '__PLATFORM_FEDERATION_BUNDLER_RUNTIME__';

globalThis[GLOBAL] = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

export default function provideBundlerRuntimePlugin() {
  return { name: 'provide-bundler-runtime-plugin' };
}
