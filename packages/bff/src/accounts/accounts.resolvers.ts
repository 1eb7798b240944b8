import type { LoginMode, Resolvers, Role } from '../generated/resolvers.js';
import { ApiError } from '../api/errors.js';
import type { Context } from '../context.js';
import {
  getUserInfo,
  listUsers,
  login,
  logout,
  type ClientConfigDto,
  type RoleState,
} from './accounts.api.js';
import { primeDepartment } from './accounts.loaders.js';

const ROLE_BY_STATE: Record<RoleState, Role> = {
  user: 'USER',
  designer: 'DESIGNER',
  reviewer: 'REVIEWER',
  admin: 'ADMIN',
};

const PHRASE_BY_MODE: Record<LoginMode, keyof ClientConfigDto['password_phrases']> = {
  USER: 'user',
  ENTERPRISE: 'enterprise',
};

export const accountsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => loadViewer(context),
    clientConfig: (_parent, _args, { loaders }) => loaders.clientConfig(),
    users: async (_parent, { page, pageSize }, { api }) => {
      const { lists, total } = await listUsers(api, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
  },
  Mutation: {
    login: async (_parent, { mode, account, password }, { api, loaders }) => {
      const { token, ...user } = await login(api, mode, account, password);
      primeDepartment(loaders, user);
      return { token, user };
    },
    logout: (_parent, _args, context) => endSession(context),
  },
  ClientConfig: {
    staffMailSuffix: (config) => config.staff_mail_suffix,
    passwordPhrase: (config, { mode }) => config.password_phrases[PHRASE_BY_MODE[mode]],
  },
  User: {
    sexId: (user) => user.sex_id,
    role: (user) => ROLE_BY_STATE[user.role_state],
    department: (user, _args, { loaders }) =>
      user.department_id === null ? null : loaders.departmentById.load(user.department_id),
    preferences: ({ preferences }) => ({
      canvasWidth: preferences.canvas_width,
      canvasHeight: preferences.canvas_height,
      altLayout: preferences.alt_layout,
    }),
  },
};

// A guest (no token) is not an error: the header shows the login button. A token the api rejects
// is, so the web app clears it and opens the login dialog (spec platform-core §8).
async function loadViewer({ token, api, loaders }: Context) {
  if (!token) return null;
  const user = await getUserInfo(api);
  primeDepartment(loaders, user);
  return user;
}

// Logging out twice, or with a session that already expired, reaches the state the user wants.
async function endSession({ token, api }: Context) {
  if (!token) return true;
  try {
    await logout(api);
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 401)) throw err;
  }
  return true;
}
