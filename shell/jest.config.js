const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'shell',
  dir: __dirname,
  environment: 'jsdom',
});
