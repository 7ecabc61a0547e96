// The remotes share one page-render helper (jest/render-page.tsx).
export { renderPage, type RenderPageOptions } from '../../../jest/render-page';
