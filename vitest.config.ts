import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The api's and the bff's files import the whole service (sharp, PGlite, render and vision) and
// start their own app and database, sharing nothing else: run in one process per worker, they pay
// that import once instead of once per file (collect 523 of a 1,460 s tier when every file paid
// it). Vitest sets isolation per pool, not per project, so `npm test` runs them as a pass of their
// own (TEST_PASS=shared, isolation off) beside the rest (TEST_PASS=isolated); a plain `vitest run`
// runs every project, each file isolated.
const SHARED_PROCESS = ['packages/api', 'packages/bff'];
const pass = process.env.TEST_PASS;
const inPass = (project: string | object) =>
  pass === undefined ||
  (typeof project === 'string' && SHARED_PROCESS.includes(project)) === (pass === 'shared');

// One run covers every package; each package keeps its own environment. The tiers and how to run
// one alone: docs/ARCHITECTURE.md, "The test suite".
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one file at a time on a 2-core machine); most files
    // wait on a database or a child process as much as they compute.
    maxWorkers: availableParallelism(),
    // Only the web project runs on threads, its files in one module graph per worker
    // (packages/web/vitest.config.ts); the other projects run on forks, a fresh process per file
    // but in the shared pass above.
    poolOptions: { threads: { isolate: false }, forks: { isolate: pass !== 'shared' } },
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
    ].filter(inPass),
  },
});
