const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({ name: 'shell', dir: __dirname });
