import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeLogin } from '../accounts/loginPrompt';
import { clearSession } from '../accounts/session';
import { registerToaster } from '../shared/toaster';

// Pages are lazy chunks: on a loaded 2-core CI machine the first import can take over the default
// 1 s of findBy*, which made tests fail for no fault of the page.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Session and login prompt are module singletons (they serve links and loaders outside React).
  closeLogin();
  clearSession();
  localStorage.clear();
  // The window lives as long as the worker (shared-jsdom.ts): what a portal left goes with the test.
  document.body.replaceChildren();
  // A notice raised after the test's page went (a 令牌已撤销 toast) waits in the toaster's queue
  // for the next toaster: a toaster that shows nothing takes it with the test.
  registerToaster({ show: () => {}, withdraw: () => {} })();
});

// jsdom lacks these browser APIs that Chakra/Ark (positioning, presence) and the shell call.
// jsdom has the property, but its getter answers undefined.
if (typeof (window as { matchMedia?: unknown }).matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = vi.fn();
Element.prototype.scrollTo = vi.fn();
