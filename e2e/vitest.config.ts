import { defineConfig } from 'vitest/config';

// The e2e suite drives Debian's Chromium against the built stack. The demo data is seeded once
// (seed.ts) and one stack is shared (global-setup.ts); two files run at once, each with its own
// Chromium, which the 2-core machine carries (E2E_WORKERS=1 runs them one at a time).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    minWorkers: 1,
  },
});
