// The one jest setup every package reuses: swc transforms TypeScript/TSX, jsdom for the React
// packages, node for the API and shared-contracts' server-side tests.
const path = require('node:path');

// ESM-only packages that jest must transform to CommonJS (content-disposition: required by
// @fastify/static, cookie: required by fastify's inject, jose: JWT in the API, graphile-worker: the API's
// job queue; Node >= 20.19 loads them natively,
// jest does not).
const esmPackages = ['content-disposition', 'cookie', 'jose', 'graphile-worker'];

/**
 * @param {{ name: string, dir: string, environment: 'jsdom' | 'node', setupFiles?: string[],
 *   setupFilesAfterEnv?: string[], globalSetup?: string, globalTeardown?: string,
 *   testTimeout?: number }} options
 */
function createJestProject(options) {
  return {
    displayName: options.name,
    rootDir: options.dir,
    testEnvironment: options.environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Also when nested (node_modules/@fastify/static/node_modules/content-disposition).
    transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'jest', 'style-mock.js'),
    },
    setupFiles: [path.join(__dirname, 'jest', 'setup-globals.js'), ...(options.setupFiles ?? [])],
    // React packages share one setup (jest/setup-react.js); a package may add its own after it.
    setupFilesAfterEnv: [
      ...(options.environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-react.js')] : []),
      ...(options.setupFilesAfterEnv ?? []),
    ],
    globalSetup: options.globalSetup,
    globalTeardown: options.globalTeardown,
    ...(options.testTimeout ? { testTimeout: options.testTimeout } : {}),
  };
}

module.exports = { createJestProject };
