// The web project runs its files in one module graph per worker (`isolate: false`): importing
// React, Chakra and Apollo once per worker instead of once per file saves most of the project's
// time. Vitest would still build a new jsdom for each file, and the libraries imported once keep
// the first one (Testing Library's `screen` is bound to the first `document.body`), so the window
// is built once per worker and kept; src/test/setup.ts empties it after each test.
import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

const KEPT = Symbol.for('adstudio.sharedJsdom');
type Holder = { [KEPT]?: Promise<unknown> };

/**
 * jsdom stamps animation frames from the window's creation but `performance.now()` from the
 * process's start; zag's timers (a toast's exit, 200 ms) start on one clock and tick on the other,
 * so each waited the worker's start-up time as well — seconds on a loaded machine. A browser stamps
 * frames with `performance.now()`; so does this.
 */
function frameOnPerformanceClock(global: typeof globalThis): void {
  const request = global.requestAnimationFrame.bind(global);
  global.requestAnimationFrame = (callback) =>
    request(() => {
      callback(performance.now());
    });
}

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    const holder = global as Holder;
    holder[KEPT] ??= Promise.resolve(builtinEnvironments.jsdom.setup(global, options)).then(() => {
      frameOnPerformanceClock(global as typeof globalThis);
    });
    await holder[KEPT];
    // Kept for the worker’s life: it ends with the worker.
    return { teardown() {} };
  },
} satisfies Environment;
