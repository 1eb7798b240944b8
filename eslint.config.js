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
    // Relative paths into packages/api; the bff's own api/ folder has no src, bench, demo or tools
    // folder.
    regex: '^(\\.\\./)+api/(src|bench|demo|tools)(/|$)',
    message: 'The bff reaches the api over HTTP (api/client.ts); only tests may start one.',
  },
];

// api/src is the service; packages/api/tools holds the offline builders of the content it ships
// (the template library, the word-check lexicon). The tools import the service, never the reverse,
// so nothing the server runs loads a generator.
const apiServiceBoundary = {
  regex: '^(\\.\\./)+tools(/|$)',
  message: 'api/src is the service: packages/api/tools may import it, not the other way round.',
};

// render/src is the drawing both sides share (draw.ts); what only one side has lives behind its
// door, packages/render/node/ (Node: @napi-rs/canvas, fonts, workers) or packages/render/browser/.
const renderCoreBoundary = [
  {
    group: ['node:*', '@napi-rs/canvas', '@napi-rs/canvas/*', 'sharp', 'piscina'],
    message:
      'render/src runs in the browser too: Node-only code goes behind packages/render/node/.',
  },
  {
    regex: '^(\\.\\./)+(node|browser)(/|$)',
    message: 'render/src is what both doors share; it may not reach back into node/ or browser/.',
  },
];
// The same names as globals: render/src gets what it draws on from its caller.
const renderCoreGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'Image',
  'HTMLCanvasElement',
  'HTMLImageElement',
  'OffscreenCanvas',
  'createImageBitmap',
  'FontFace',
  'process',
  'Buffer',
  '__dirname',
  '__filename',
].map((name) => ({
  name,
  message: 'render/src runs in the browser and in Node: take it from the node/ or browser/ door.',
}));
const visionBoundary = {
  group: [
    'fastify',
    'fastify/*',
    '@fastify/*',
    'pg',
    'pg/*',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@apollo/*',
  ],
  message:
    'vision is image work only: HTTP, the database and GraphQL belong to the api and the bff.',
};

// The vocabulary every package imports (packages/domain) imports nothing itself: only its own files,
// so any side may use it without pulling in another package or a runtime.
const domainBoundary = {
  regex: '^(?!\\.{1,2}/)',
  message:
    'packages/domain imports nothing: the vocabulary stays free of every package and runtime.',
};

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
    files: ['packages/editor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webBoundary, editorBoundary] }],
    },
  },
  {
    files: ['packages/render/src/**/*.ts'],
    ignores: ['packages/render/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: renderCoreBoundary }],
      'no-restricted-globals': ['error', ...renderCoreGlobals],
    },
  },
  {
    files: ['packages/vision/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [visionBoundary] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [domainBoundary] }],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [apiServiceBoundary] }],
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
    // The api's and the bff's files share a process per worker in `npm test` (vitest.config.ts):
    // vi.mock, hoisted over the file's imports, misses a module an earlier file already loaded
    // (the lock-out test once counted 0 calls that way). A file that must replace a module loads
    // the service afresh: vi.resetModules, then vi.doMock and a dynamic import.
    files: ['packages/api/**/*.test.ts', 'packages/bff/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message:
            'vi.mock misses modules an earlier file loaded in the shared process: use vi.resetModules, vi.doMock and a dynamic import.',
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
