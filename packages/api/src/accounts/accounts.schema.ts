import { Type } from '@fastify/type-provider-typebox';
import { literals, pageNumber } from '../http/schemas.js';
import { ROLES } from './accounts.constants.js';

// Credentials are optional in the schema so that a missing field gets the spec's own message
// (账号不能为空！ …) from the service instead of a generic validation error.
const credentials = {
  email: Type.Optional(Type.String({ maxLength: 320, description: '账号（邮箱）' })),
  password: Type.Optional(
    Type.String({ maxLength: 4096, description: 'crypto-js AES 密文（口令随登录方式而定）' }),
  ),
};

export const UserLoginBody = Type.Object(credentials);

export const EnterpriseLoginBody = Type.Object({
  ...credentials,
  type: Type.Optional(Type.String({ maxLength: 32, description: 'enterprise 或 user' })),
});

const Preferences = Type.Object({
  canvas_width: Type.Integer(),
  canvas_height: Type.Integer(),
  alt_layout: Type.Boolean(),
});

const userFields = {
  id: Type.Integer(),
  name: Type.String(),
  sex_id: Type.Integer(),
  department_id: Type.Union([Type.Integer(), Type.Null()]),
  role_state: literals(ROLES),
  preferences: Preferences,
};

export const UserInfo = Type.Object({
  ...userFields,
  department_name: Type.Union([Type.String(), Type.Null()]),
});

export const LoginResult = Type.Object({
  ...userFields,
  department_name: Type.Union([Type.String(), Type.Null()]),
  token: Type.String(),
});

export const UserListQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const UserList = Type.Object({
  lists: Type.Array(Type.Object({ ...userFields, email: Type.String() })),
  total: Type.Integer(),
});

export const DepartmentsQuery = Type.Object({
  ids: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,99}$', description: '逗号分隔的部门 id' }),
});

export const Departments = Type.Object({
  departments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

export const ClientConfig = Type.Object({
  staff_mail_suffix: Type.String(),
  password_phrases: Type.Object({ user: Type.String(), enterprise: Type.String() }),
});
