// A spec's stack and browser. One shared stack (global-setup.ts) serves the specs that only read
// or keep to objects of their own; a spec that changes what others would see, or kills the api,
// starts its own on its own copy of the seeded data.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { startStack, type Stack } from './start-stack.js';

export type { Stack } from './start-stack.js';

/** The stack global-setup.ts started for every spec that shares it. */
function sharedStack(): Stack {
  const refuse = () => Promise.reject(new Error('the shared stack is not a spec’s to stop'));
  return { ...inject('sharedStack'), killApi: refuse, restartApi: refuse, stop: refuse };
}

export interface E2eEnv {
  readonly stack: Stack;
  readonly browser: Browser;
}

export interface StackOptions {
  /**
   * A stack of the spec's own, on its own copy of the seeded data: for a spec that kills the api,
   * or that changes what another spec would see (an account's favourites, records or lexicon).
   */
  own?: boolean;
}

/** Gives a spec file its stack and a Chromium of its own, started before its tests. */
export function useStackAndBrowser({ own = false }: StackOptions = {}): E2eEnv {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([own ? startStack() : sharedStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (own) await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e stack is not started yet');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
  };
}
