import { defineProject } from 'vitest/config';

// With TEST_TIER=postgres only the resolvers run: the bff on a real api (src/test/harness.ts), so
// every GraphQL field reaches the api's SQL on PostgreSQL too.
const postgresTier = process.env.TEST_TIER === 'postgres';

export default defineProject({
  // Vite would pick graphql's ESM build for our files while Apollo and graphql-tools load the
  // CommonJS one in Node: two graphql instances break every `instanceof`. Node picks CommonJS.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'bff',
    environment: 'node',
    include: postgresTier ? ['src/**/*.resolvers.test.ts'] : ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
