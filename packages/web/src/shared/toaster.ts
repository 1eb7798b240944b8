import { useSyncExternalStore } from 'react';

// The Chakra toaster (zag toast machine + UI) loads with the first notice, not with the home page
// (BRIEF §7 initial JS budget). Notices raised before it is mounted are queued and delivered.

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
}

/** What the mounted toaster UI does with a notice: show it, or take it off the screen. */
export interface ToasterUi {
  show: (notice: Notice) => void;
  withdraw: (notice: Notice) => void;
}

let queue: Notice[] = [];
const listeners = new Set<() => void>();
let ui: ToasterUi | null = null;
let requested = false;

/** Shows a toast (`notify({ type: 'warning', title: message })`). */
export function notify(notice: Notice): void {
  if (ui) {
    ui.show(notice);
    return;
  }
  queue.push(notice);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Takes a notice that no longer holds off the screen (a 正在… once the work has ended). */
export function withdraw(notice: Notice): void {
  if (ui) ui.withdraw(notice);
  else
    queue = queue.filter((queued) => queued.type !== notice.type || queued.title !== notice.title);
}

/** Called by the mounted toaster UI; flushes the queue. */
export function registerToaster(next: ToasterUi): () => void {
  ui = next;
  for (const notice of queue.splice(0)) next.show(notice);
  return () => {
    if (ui === next) ui = null;
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
