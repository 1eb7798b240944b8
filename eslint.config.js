import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries. Each is one `no-restricted-imports` entry per set of files: in flat config a later
// entry for the same rule replaces an earlier one, so the editor's list repeats the web's ban.
const webBoundary = {
  group: ['@adstudio/api', '@adstudio/api/*', '@adstudio/bff', '@adstudio/bff/*'],
  message: 'The web reaches the api and the bff over GraphQL only.',
};
const editorBoundary = {
  group: [
    '@apollo/client',
    '@apollo/client/*',
    'react-router',
    'react-router/*',
    'react-router-dom',
    'react-router-dom/*',
  ],
  message: 'The editor takes its data and navigation from the host page through props.',
};
const bffBoundary = [
  {
    group: ['@adstudio/api', '@adstudio/api/*'],
    message: 'The bff reaches the api over HTTP (api/client.ts); only tests may start one.',
  },
  {
    // Relative paths into packages/api; the bff's own api/ folder has no src, bench or demo folder.
    regex: '^(\\.\\./)+api/(src|bench|demo)(/|$)',
    message: 'The bff reaches the api over HTTP (api/client.ts); only tests may start one.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'packages/schema/generated/**',
      'packages/bff/src/generated/**',
      'e2e/artifacts/**',
      '**/*.config.ts',
      'codegen.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webBoundary] }],
    },
  },
  {
    files: ['packages/web/src/templates/editor/**/*.{ts,tsx}', 'packages/editor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webBoundary, editorBoundary] }],
    },
  },
  {
    files: ['packages/bff/src/**/*.ts'],
    ignores: ['packages/bff/src/**/*.test.ts', 'packages/bff/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: bffBoundary }],
    },
  },
  {
    // The web project's files share one module graph (packages/web/vitest.config.ts): a module
    // replaced by vi.mock would leak into, or miss, the files around it.
    files: ['packages/web/**/*.test.{ts,tsx}'],
    ignores: ['packages/web/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'Only *.mocked.test.tsx files may use vi.mock: the other web tests share one module graph.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
