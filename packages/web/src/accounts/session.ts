import { useSyncExternalStore } from 'react';
import type { Role, Session_UserFragment } from '@adstudio/schema/client';
import { SIGNED_IN_COOKIE } from '@adstudio/schema/page-data';

// spec platform-core §3: the user info held locally. Field names follow the legacy local storage
// shape (department_id, …) so other tabs and older builds read the same keys.
export interface UserInfo {
  id: string;
  name: string;
  sex: number;
  department_id: string | null;
  department_name: string | null;
  role: Role;
}

export interface Session {
  token: string | null;
  userInfo: UserInfo | null;
}

export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

const GUEST: Session = { token: null, userInfo: null };
const listeners = new Set<() => void>();
let snapshot: Session = readStorage();
markSignedIn(snapshot);

function readStorage(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_INFO_KEY);
    if (!token) return GUEST;
    return { token, userInfo: raw ? (JSON.parse(raw) as UserInfo) : null };
  } catch {
    // Corrupt JSON or storage disabled (private mode): behave as a guest rather than crash.
    return GUEST;
  }
}

// Tells the bff (not the token: a flag) that this browser has a viewer, so its pages come without
// a guest's first screen (schema page-data SIGNED_IN_COOKIE). A stale flag costs only that screen.
function markSignedIn({ token }: Session): void {
  if (typeof document === 'undefined') return;
  const age = token ? 'Max-Age=31536000' : 'Max-Age=0';
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; ${age}`;
}

function publish(next: Session): void {
  snapshot = next;
  markSignedIn(next);
  for (const listener of listeners) listener();
}

/** Current session, read synchronously (route guards and Apollo links run outside React). */
export function getSession(): Session {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

/** Stores the token and user info after a successful login. */
export function saveSession(token: string, userInfo: UserInfo): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
  publish({ token, userInfo });
}

/** Replaces the stored user info (a fresher `viewer`), keeping the token. */
export function updateUserInfo(userInfo: UserInfo): void {
  if (!snapshot.token) return;
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
  publish({ token: snapshot.token, userInfo });
}

/**
 * Forgets the session (logout, 401). spec platform-core §4/§8 and create-and-write §4: both clear
 * local storage, so what the user left there (the upload tag history) goes with the token.
 */
export function clearSession(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage disabled (private mode): nothing was kept to clear.
  }
  publish(GUEST);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_INFO_KEY) {
      publish(readStorage());
    }
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Maps the GraphQL user onto the locally held shape (sex from sexId, role from role_state). */
export function toUserInfo(user: Session_UserFragment): UserInfo {
  return {
    id: user.id,
    name: user.name,
    sex: user.sexId,
    department_id: user.department?.id ?? null,
    department_name: user.department?.name ?? null,
    role: user.role,
  };
}
