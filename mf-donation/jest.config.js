const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-donation',
  dir: __dirname,
  environment: 'jsdom',
});
