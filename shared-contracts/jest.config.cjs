const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'shared-contracts',
  dir: __dirname,
  environment: 'node',
});
