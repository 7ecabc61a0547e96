const path = require('node:path');
const { createJestProject } = require('../jest.preset');

module.exports = createJestProject({
  name: 'mf-donation',
  dir: __dirname,
  environment: 'jsdom',
  setupFiles: [path.join(__dirname, 'src', 'testing', 'setup-web-crypto.js')],
});
