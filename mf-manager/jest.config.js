const { createJestProject } = require('../jest.preset');

const project = createJestProject({
  name: 'mf-manager',
  dir: __dirname,
  environment: 'jsdom',
});

module.exports = {
  ...project,
  moduleNameMapper: {
    ...project.moduleNameMapper,
    // The bundle takes csv-stringify's browser build (ESM only); jest runs its CommonJS twin,
    // the same code. The e2e journey downloads the CSV from the real bundle.
    '^csv-stringify/browser/esm/sync$': 'csv-stringify/sync',
  },
};
