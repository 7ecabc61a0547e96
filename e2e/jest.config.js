// End-to-end journeys: Chromium (playwright-core) against the one-process platform, started
// once for the run on a fresh data folder (src/global-setup.ts). `npm run e2e` builds first.
const path = require('node:path');
const { createJestProject } = require('../jest.preset');

const project = createJestProject({
  name: 'e2e',
  dir: __dirname,
  environment: path.join(__dirname, 'src', 'environment.ts'),
  globalSetup: path.join(__dirname, 'src', 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src', 'global-teardown.ts'),
  // Starting the platform and a browser is slow on two cores; playwright's own timeouts
  // (src/browser.ts) are shorter so a stuck step fails with its own message and a screenshot.
  testTimeout: 120_000,
});

module.exports = { ...project, testMatch: ['<rootDir>/tests/**/*.test.ts'] };
