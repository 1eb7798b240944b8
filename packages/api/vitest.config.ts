import { configDefaults, defineProject } from 'vitest/config';

// Test tiers (docs/ARCHITECTURE.md, "The test suite"): *.content.test.ts (the shipped library,
// photos, copy and profiles) is the root config's `content` project; with TEST_TIER=postgres only
// *.db.test.ts runs — what the database itself does, the part that differs on PostgreSQL.
const postgresTier = process.env.TEST_TIER === 'postgres';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: postgresTier
      ? ['src/**/*.db.test.ts']
      : ['src/**/*.test.ts', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
    exclude: [...configDefaults.exclude, '**/*.content.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
