// Production remote builds only (federation/create-federation-config.js): what a remote's
// federation entry imports instead of its own copy of @module-federation/webpack-bundler-runtime
// (@module-federation/webpack-bundler-runtime/bundler): the shell's functions, handed over by its
// runtime plugin (federation/runtime-plugins/provide-bundler-runtime.js), with this bundle's own
// state beside them. Each function is given the calling bundle's __webpack_require__ and keeps
// its state there. The runtime stays the remote's own: its init() records the remote's instance
// in module state, which the shell's copy must keep for the shell. Like the federation runtime
// core (experiments.externalRuntime), this holds only inside the shell, which every page is.
import * as runtime from '@module-federation/runtime';

const provided = globalThis.__PLATFORM_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error(
    'This remote runs inside the platform shell only: its federation bundler runtime comes from the shell (federation/runtime-plugins/provide-bundler-runtime.js)',
  );
}

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
