import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/api', 'packages/bff', 'packages/web', 'packages/render'],
  },
});
