// shared-ui/share: the 'Partager' button of the campaign and thank-you pages. Apart from the
// barrel on purpose, like shared-ui/editors: each remote that imports it bundles it, and its
// panel of links loads on first use (docs/decisions/0001-first-visit-weight.md).
export * from './components/ShareButton/ShareButton';
