// Production browser builds only: modules of Mantine that a page would load on every first visit
// for code no page runs, and what stands in for them (federation/README.md, 'Mantine internals no
// page runs'; docs/decisions/0001). The federation factory applies them to every build (the
// shell's, each remote's, the tree-shaken libraries' fallback builds), and
// scripts/lib/shared-exports.mjs reads OWN_COPY_IMPORTS so that the export list and the export
// check agree with what the builds import. Jest and the development servers run the real modules.
const path = require('node:path');

const STUBS = path.join(__dirname, 'browser-stubs');

/**
 * Exports that a bundled npm package takes from its own copy instead of the shell's shared one:
 * package -> tree-shaken library -> export names. @mantine/notifications (loaded on the first
 * toast) is the only user of @mantine/hooks' useDrag (swiping a toast away): taken from the
 * shared copy, the hook rode in every first visit (1.5 KB gzip); now it loads with the toasts.
 */
const OWN_COPY_IMPORTS = {
  '@mantine/notifications': { '@mantine/hooks': ['useDrag'] },
};

/** The module @mantine/notifications imports instead of '@mantine/hooks' (same names). */
const NOTIFICATIONS_HOOKS_STUB = path.join(STUBS, 'mantine-notifications-hooks.js');

/**
 * Mantine's ScrollArea: no page renders it, yet two components that pages use import it, Modal
 * (only to compare its `scrollAreaComponent` prop with `ScrollArea.Autosize`; its content scrolls
 * natively by default) and Table (for `Table.ScrollContainer`, which no page uses). Imported by
 * those two alone, it stands in for the real one (4 KB gzip with its scrollbars and hooks).
 */
const SCROLL_AREA_REQUEST = /(?:^|[\\/])ScrollArea[\\/]ScrollArea\.mjs$/;
const SCROLL_AREA_ISSUERS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Modal[\\/]ModalRoot|Table[\\/]TableScrollContainer)\.mjs$/;
const SCROLL_AREA_STUB = path.join(STUBS, 'mantine-scroll-area.js');

/**
 * The NormalModuleReplacementPlugin arguments of each substitution.
 * @param {{ usedExports: Record<string, string[]> }} options the export list of the shell's
 *   shared copies (federation/shared-exports.json): when a package imports ScrollArea itself, the
 *   real one is in the copy anyway and Modal must compare against it, so nothing is replaced.
 * @returns {[RegExp, (resolveData: { request: string, contextInfo: { issuer?: string } }) => void][]}
 */
function browserSubstitutions({ usedExports }) {
  const substitutions = [
    [
      /^@mantine\/hooks$/,
      (resolveData) => {
        if (/[\\/]@mantine[\\/]notifications[\\/]/.test(resolveData.contextInfo.issuer ?? '')) {
          resolveData.request = NOTIFICATIONS_HOOKS_STUB;
        }
      },
    ],
  ];
  if (!(usedExports['@mantine/core'] ?? []).includes('ScrollArea')) {
    substitutions.push([
      SCROLL_AREA_REQUEST,
      (resolveData) => {
        if (SCROLL_AREA_ISSUERS.test(resolveData.contextInfo.issuer ?? '')) {
          resolveData.request = SCROLL_AREA_STUB;
        }
      },
    ]);
  }
  return substitutions;
}

module.exports = { OWN_COPY_IMPORTS, browserSubstitutions };
