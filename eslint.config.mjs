import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'api/drizzle/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        window: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] } },
  ...boundaryConfigs,
  {
    // API routes parse, authorise and call a service: tables are the services' business.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Routes call a service (src/services/) or a view; they import no table.',
            },
          ],
        },
      ],
    },
  },
);
