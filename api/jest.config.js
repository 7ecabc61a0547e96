const path = require('node:path');
const { createJestProject } = require('../jest.preset');

// The API tests need PostgreSQL: the global setup provides one per run (DATABASE_URL's server,
// else an embedded one) and each test file clones a migrated template (test/helpers/test-app.ts).
module.exports = createJestProject({
  name: 'api',
  dir: __dirname,
  environment: 'node',
  testTimeout: 30000,
  globalSetup: path.join(__dirname, 'test', 'helpers', 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'test', 'helpers', 'global-teardown.ts'),
});
