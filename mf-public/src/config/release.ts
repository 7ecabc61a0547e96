/**
 * The release of mf_public this bundle is: the version `npm run deploy -- mf-public <version>`
 * built it as (the package's version otherwise; 'dev' in unit tests). Each page carries it as
 * `data-release`, so support and the deploy journey see which release renders a page.
 */
export const RELEASE_VERSION = process.env.MF_BUILD_VERSION ?? 'dev';
