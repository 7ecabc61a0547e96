const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-public',
  dir: __dirname,
  environment: 'jsdom',
});
