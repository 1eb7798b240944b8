import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own environment. The tiers and how to run
// one alone: docs/ARCHITECTURE.md, "The test suite".
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one file at a time on a 2-core machine); most files
    // wait on a database or a child process as much as they compute.
    maxWorkers: availableParallelism(),
    // Only the web project runs on threads, its files in one module graph per worker
    // (packages/web/vitest.config.ts); every other project keeps a fresh process per file.
    poolOptions: { threads: { isolate: false } },
    projects: [
      'packages/api',
      'packages/bff',
      'packages/web',
      'packages/web/vitest.mocked.config.ts',
      'packages/render',
      'packages/editor',
      'packages/vision',
      // Repository-wide checks that belong to no package (the lint boundaries).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // The shipped content as a whole: every template linted, the 543 demo pictures, the copy
      // cards, the smart-generation profiles. Slow and data-bound, so it is a project of its own.
      {
        test: {
          name: 'content',
          root: 'packages/api',
          environment: 'node',
          include: ['src/**/*.content.test.ts', 'tools/**/*.content.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
