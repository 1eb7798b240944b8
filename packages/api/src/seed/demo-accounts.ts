// The demo accounts `npm start` seeds and prints (README, docs/accounts-contract.md).
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_DEPARTMENTS = [
  { id: 1, name: '市场部' },
  { id: 2, name: '设计中心' },
  { id: 3, name: '内容审核部' },
  { id: 4, name: '信息技术部' },
  { id: 5, name: '星河传媒' },
];

export interface DemoAccount {
  id: number;
  /** What to type in the login dialog (用户 mode adds the staff mail suffix). */
  login: string;
  mode: '用户' | '企业';
  name: string;
  role: 'user' | 'designer' | 'reviewer' | 'admin';
  sexId: number;
  departmentId: number;
  password: string;
  preferences?: { canvas_width: number; canvas_height: number; alt_layout: boolean };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 1,
    login: 'zhangwei',
    mode: '用户',
    name: '张伟',
    role: 'user',
    sexId: 1,
    departmentId: 1,
    password: DEMO_PASSWORD,
  },
  {
    id: 2,
    login: 'lina',
    mode: '用户',
    name: '李娜',
    role: 'designer',
    sexId: 2,
    departmentId: 2,
    password: DEMO_PASSWORD,
  },
  {
    id: 3,
    login: 'wangfang',
    mode: '用户',
    name: '王芳',
    role: 'reviewer',
    sexId: 2,
    departmentId: 3,
    password: DEMO_PASSWORD,
  },
  {
    id: 4,
    login: 'admin',
    mode: '用户',
    name: '系统管理员',
    role: 'admin',
    sexId: 0,
    departmentId: 4,
    password: DEMO_PASSWORD,
  },
  {
    id: 9,
    login: 'demo@xinghe-media.com',
    mode: '企业',
    name: '星河传媒',
    role: 'user',
    sexId: 0,
    departmentId: 5,
    password: DEMO_PASSWORD,
    // Replaces the legacy "user id 9" special cases (BRIEF §3).
    preferences: { canvas_width: 900, canvas_height: 383, alt_layout: true },
  },
];

/** The e-mail an account logs in with. */
export function demoEmail(account: DemoAccount, staffMailSuffix: string): string {
  return account.mode === '用户' ? `${account.login}${staffMailSuffix}` : account.login;
}
