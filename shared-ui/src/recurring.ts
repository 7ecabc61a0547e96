// shared-ui/recurring: a regular gift's card and controls (issue 29), for the page the emailed
// link opens (mf-donation) and the donor area's tab (mf-donor), both lazy.
// Apart from the barrel on purpose, like shared-ui/editors: each remote that imports it bundles
// it into its lazy chunk; the toasts and the API client it uses stay in the shared copies.
export * from './components/PlanControls/PlanCard';
export * from './components/PlanControls/plan-view';
export * from './components/PlanControls/use-plan-controls';
