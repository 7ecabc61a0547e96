// Test helpers of the shell and the remotes. A separate entry ('shared-ui/testing') so that no
// bundle pulls jest or testing-library in.
export { createFakeApiClient } from './fake-api-client';
export { LocationProbe, renderPage, type RenderPageOptions } from './render';
export { fakeApiWithReads, pending, type ReadAnswer } from './fake-api-with-reads';
export { taxReceiptFixture } from './fixtures';
export { openEditRules, receivedMoneyEditRules, withEditRules } from './campaign-edit-rules';
