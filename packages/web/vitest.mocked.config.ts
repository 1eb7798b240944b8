import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { MOCKED, webTest } from './vitest.config';

// The web files that replace a module with vi.mock, each in a fresh process (vitest.config.ts).
export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: 'web-mocked', environment: 'jsdom', include: [MOCKED] },
});
