import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/api',
      'packages/bff',
      'packages/web',
      'packages/render',
      'packages/editor',
      'packages/vision',
      // Repository-wide checks that belong to no package (the lint boundaries).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
