const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-donor',
  dir: __dirname,
  environment: 'jsdom',
});
