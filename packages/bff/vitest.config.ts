import { defineProject } from 'vitest/config';

export default defineProject({
  // Vite would pick graphql's ESM build for our files while Apollo and graphql-tools load the
  // CommonJS one in Node: two graphql instances break every `instanceof`. Node picks CommonJS.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
