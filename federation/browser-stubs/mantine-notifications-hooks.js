// Production browser builds only (federation/browser-substitutes.js): what @mantine/notifications
// imports from '@mantine/hooks'. useDrag, which nothing else uses, comes from the package's own
// file and is bundled with the toasts (loaded on the first one); the other hooks are the shared
// copy's, which Mantine's components use anyway.
export {
  randomId,
  useDidUpdate,
  useForceUpdate,
  useMergedRef,
  useReducedMotion,
} from '@mantine/hooks';
// By path: the package's exports map lists only its entry. Beside the factory's own reading of
// node_modules/<package> (packageVersion), so hoisted the same way.
export { useDrag } from '../../node_modules/@mantine/hooks/esm/use-drag/use-drag.mjs';
