const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'shared-ui',
  dir: __dirname,
  environment: 'jsdom',
});
