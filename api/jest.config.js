const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({ name: 'api', dir: __dirname, environment: 'node', testTimeout: 30000 });
