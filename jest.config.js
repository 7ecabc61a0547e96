// Root jest: every package's own jest.config.js is a project here, so `npm run test:unit`
// runs them all in one process pool. e2e has its own config (run after the build).
module.exports = {
  // A project's testTimeout is ignored when jest runs from the root (it is a global option):
  // the API's PostgreSQL hooks need more than 5 s on a busy two-core machine.
  testTimeout: 30000,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mf-public',
    '<rootDir>/mf-donation',
    '<rootDir>/mf-manager',
    '<rootDir>/mf-admin',
    '<rootDir>/mf-donor',
    '<rootDir>/api',
  ],
};
