import { defineConfig } from 'vitest/config';

// The e2e suite drives Debian's Chromium against the built stack; one file at a time keeps the
// 2-core machine from timing out.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
