import { defineProject } from 'vitest/config';

// The tests cover the pure modules (history, commands, snapping, key mapping), so no canvas is needed.
export default defineProject({
  test: {
    name: 'editor',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
