import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'render',
    environment: 'node',
    include: ['src/**/*.test.ts', 'node/**/*.test.ts', 'browser/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
