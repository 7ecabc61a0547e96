const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-admin',
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/testing/setup.ts'],
});
