import { useSyncExternalStore } from 'react';

// The Chakra toaster (zag toast machine + UI) loads with the first notice, not with the home page
// (BRIEF §7 initial JS budget). Notices raised before it is mounted are queued and delivered.

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
}

type Deliver = (notice: Notice) => void;

const queue: Notice[] = [];
const listeners = new Set<() => void>();
let deliver: Deliver | null = null;
let requested = false;

/** Shows a toast (`notify({ type: 'warning', title: message })`). */
export function notify(notice: Notice): void {
  if (deliver) {
    deliver(notice);
    return;
  }
  queue.push(notice);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the mounted toaster UI; flushes the queue. */
export function registerToaster(next: Deliver): () => void {
  deliver = next;
  for (const notice of queue.splice(0)) next(notice);
  return () => {
    if (deliver === next) deliver = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

/** spec platform-core §1/§8: features that are shown but not open. */
export function showNotOpen(title: string): void {
  notify({ type: 'info', title });
}
