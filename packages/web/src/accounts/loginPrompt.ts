import { useSyncExternalStore } from 'react';

export interface LoginPromptState {
  open: boolean;
  // Where a blocked navigation wanted to go; followed after a successful login.
  pendingHref: string | null;
}

const CLOSED: LoginPromptState = { open: false, pendingHref: null };
const listeners = new Set<() => void>();
let state: LoginPromptState = CLOSED;
// spec platform-core §4/§8: a 401 opens the dialog once; the flag resets when the dialog closes.
let unauthenticatedShown = false;

function publish(next: LoginPromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the login dialog, remembering a blocked navigation target if given. */
export function openLogin(pendingHref: string | null = null): void {
  publish({ open: true, pendingHref: pendingHref ?? state.pendingHref });
}

/** Opens the login dialog for a 401; repeated 401s while it is (or was) open do nothing. */
export function openLoginForUnauthenticated(): boolean {
  if (unauthenticatedShown) return false;
  unauthenticatedShown = true;
  if (!state.open) publish({ open: true, pendingHref: null });
  return true;
}

export function closeLogin(): void {
  unauthenticatedShown = false;
  if (state !== CLOSED) publish(CLOSED);
}

export function getLoginPrompt(): LoginPromptState {
  return state;
}

export function subscribeLoginPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginPrompt(): LoginPromptState {
  return useSyncExternalStore(subscribeLoginPrompt, getLoginPrompt, getLoginPrompt);
}
