// The house boundaries (../shared/ARCHITECTURE.md, "Rules of the house"), as one lint rule:
// a package imports only the packages it may, and its relative imports stay inside its src/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: { type: 'array', items: { type: 'string' } },
          reason: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      outside: '{{source}} leaves {{pkg}}/src: share code through shared-contracts or shared-ui.',
      forbidden: '{{pkg}} may not import {{source}}: {{reason}}',
    },
  },
  create(context) {
    const { forbidden = [], reason = '' } = context.options[0] ?? {};
    const file = context.filename;
    const relative = path.relative(ROOT, file).split(path.sep);
    const pkg = relative[0];
    const srcDir = path.join(ROOT, pkg, 'src');

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        if (target !== srcDir && !target.startsWith(`${srcDir}${path.sep}`)) {
          context.report({ node, messageId: 'outside', data: { source, pkg } });
        }
        return;
      }
      if (forbidden.includes(packageOf(source)) || forbidden.includes(source)) {
        context.report({ node, messageId: 'forbidden', data: { source, pkg, reason } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) =>
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments[0]?.type === 'Literal' &&
        check(node, node.arguments[0].value),
    };
  },
};

const housePlugin = { rules: { boundaries } };

const WORKSPACE_APPS = ['shell', 'mf-public', 'mf-donation', 'mf-manager', 'mf-admin', 'mf-donor'];
const REACT = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/tiptap',
  'shared-ui',
];

/** The flat-config blocks that apply the boundaries. */
export const boundaryConfigs = [
  {
    files: WORKSPACE_APPS.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { house: housePlugin },
    rules: {
      'house/boundaries': [
        'error',
        {
          forbidden: [...WORKSPACE_APPS, 'api', 'e2e'],
          reason: 'a remote uses another only through federation',
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    plugins: { house: housePlugin },
    rules: {
      'house/boundaries': [
        'error',
        {
          forbidden: [...REACT, ...WORKSPACE_APPS, 'api', 'e2e'],
          reason: 'shared-contracts holds no React and runs under Node',
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: {
      'house/boundaries': [
        'error',
        {
          forbidden: [...WORKSPACE_APPS, 'api', 'e2e'],
          reason:
            'shared-ui does no fetching of its own: its hooks run the calls of shared-contracts',
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'shared-ui does no fetching of its own (shared-contracts calls).',
        },
        { name: 'XMLHttpRequest', message: 'shared-ui does no fetching of its own.' },
      ],
    },
  },
  {
    // The one fetch shared-ui makes: the runtime manifest of remotes, which is not data.
    files: ['shared-ui/src/federation/remotes-manifest.ts', 'shared-ui/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
];
