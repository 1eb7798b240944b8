import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

// Files that replace a module with vi.mock (*.mocked.test.tsx) need a module graph of their own:
// they run isolated, in the `web-mocked` project (vitest.mocked.config.ts).
export const MOCKED = 'src/**/*.mocked.test.{ts,tsx}';

export const webTest = {
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 20_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    // The web files share one module graph and one window per worker: importing React, Chakra and
    // Apollo once per worker instead of once per file is most of this project's time. Vitest sets
    // isolation per pool (the root config's poolOptions.threads), so this is the one project on
    // threads; src/test/shared-jsdom.ts keeps the window, src/test/setup.ts empties it per test.
    pool: 'threads',
    environment: './src/test/shared-jsdom.ts',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, MOCKED],
  },
});
