// The page-render helper and the fake API client every remote's tests share (shared-ui).
export { renderPage } from 'shared-ui/testing';
