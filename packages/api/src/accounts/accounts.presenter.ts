import type { Preferences, UserRow } from './accounts.repo.js';

// spec platform-core §6: 750x1334 unless the user prefers otherwise (the legacy "user id 9" case).
const DEFAULT_PREFERENCES: Preferences = {
  canvas_width: 750,
  canvas_height: 1334,
  alt_layout: false,
};

export function presentPreferences(stored: Partial<Preferences>): Preferences {
  return { ...DEFAULT_PREFERENCES, ...stored };
}

/** The user as the login and user-info calls return it (spec platform-core §7). */
export function presentUser(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    sex_id: user.sex_id,
    department_id: user.department_id,
    department_name: user.department_name,
    role_state: user.role,
    preferences: presentPreferences(user.preferences),
  };
}

export function presentUserListItem(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    sex_id: user.sex_id,
    department_id: user.department_id,
    role_state: user.role,
    preferences: presentPreferences(user.preferences),
  };
}
