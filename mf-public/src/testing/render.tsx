// The page-render helper and the fake API client every remote's tests share (shared-ui).
export { createFakeApiClient, renderPage } from 'shared-ui/testing';
