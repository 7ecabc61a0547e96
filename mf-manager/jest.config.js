const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-manager',
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
