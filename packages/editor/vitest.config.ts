import { defineProject } from 'vitest/config';

// Pure modules run in Node; test/ drives the real Editor in Chromium when /usr/bin/chromium exists.
export default defineProject({
  test: {
    name: 'editor',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
