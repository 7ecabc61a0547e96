const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-admin',
  dir: __dirname,
  environment: 'jsdom',
});
