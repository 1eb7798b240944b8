import type { AccessTokenScope } from '@adstudio/schema/client';

// Chinese wording of the 访问令牌 section (issue 33 item 5; docs/graphql-for-tools.md).
export const TOKEN_STRINGS = {
  section: '访问令牌',
  intro:
    '给其他内部工具调用 GraphQL 接口用（Authorization: Bearer 令牌），说明见 docs/graphql-for-tools.md。',
  name: '令牌名称',
  namePlaceholder: '如：CMS 首图',
  scopes: '权限',
  expiresOn: '到期日期（可不填，不填则一直有效，直到撤销）',
  create: '创建令牌',
  createdTitle: '令牌已创建',
  shownOnce: '令牌只显示这一次，请立即复制保存；关闭后无法再查看。',
  copy: '复制',
  copied: '已复制',
  done: '我已保存',
  empty: '还没有访问令牌',
  lastUsed: (at: string | null) => (at ? `最后使用：${at}` : '从未使用'),
  expires: (at: string | null) => (at ? `到期：${at}` : '不过期'),
  revoked: '已撤销',
  revoke: '撤销',
  revokeConfirm: (name: string) => `撤销「${name}」后，用它的工具会立即无法调用。确定撤销吗？`,
  revokedNotice: '令牌已撤销',
  uses: '使用记录',
  allUses: '全部令牌使用记录（管理员）',
  noUses: '暂无使用记录',
  chooseScope: '请至少选择一项权限',
} as const;

/** The scopes in the order the form shows them, each with its Chinese name. */
export const SCOPE_OPTIONS: readonly { value: AccessTokenScope; label: string }[] = [
  { value: 'READ', label: '读取（read）' },
  { value: 'CREATE', label: '创建（create）' },
  { value: 'BATCH', label: '批量生成（batch）' },
];

export const SCOPE_LABEL = Object.fromEntries(
  SCOPE_OPTIONS.map((o) => [o.value, o.label]),
) as Record<AccessTokenScope, string>;

export const USES_PAGE_SIZE = 10;
