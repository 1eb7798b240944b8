// Once per e2e run: the seeded demo data (seed.ts) and the stack the read-mostly specs share.
import type { TestProject } from 'vitest/node';
import { seedSnapshot } from './seed.js';
import { startStack } from './start-stack.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await seedSnapshot();
  const stack = await startStack();
  project.provide('sharedStack', {
    webUrl: stack.webUrl,
    apiUrl: stack.apiUrl,
    dataDir: stack.dataDir,
  });
  return () => stack.stop();
}
