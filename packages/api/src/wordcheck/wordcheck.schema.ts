// Request and response schemas of the word-check calls (spec create-and-write §7: the spec shows
// no result shape; this is ours, documented in the OpenAPI description).
import { Type, type Static } from '@fastify/type-provider-typebox';
import { literals, pageNumber, rowId } from '../http/schemas.js';
import { LINK_STATUSES } from './wordcheck.service.js';
import { CATEGORIES, INDUSTRIES, INDUSTRY_NAMES, SEVERITIES } from './wordcheck.types.js';

export const IndustryParam = literals(INDUSTRIES, '行业；通用词条总是适用，行业词条只在该行业适用');
// What a check accepts: the list, nothing (a form with no choice: 通用) and the legal names.
const CheckIndustryParam = literals(
  INDUSTRY_NAMES,
  '行业；不填或留空为通用，保健食品即保健品；通用词条总是适用，行业词条只在该行业适用',
);
export const CategoryParam = literals(CATEGORIES, '类别');
export const SeverityParam = literals(SEVERITIES, '等级：禁用 / 敏感 / 疑似');

export const SensitiveWordBody = Type.Object({
  content: Type.String({ maxLength: 1_000_000, description: '要检测的文本，最多 100 万字' }),
  industry: Type.Optional(CheckIndustryParam),
});

export const SensitiveUrlBody = Type.Object({
  links: Type.String({
    maxLength: 50_000,
    description: '要检测的链接：JSON 字符串数组，或以换行、空格、逗号分隔，最多 20 个',
  }),
  industry: Type.Optional(CheckIndustryParam),
});

const WordHitFields = {
  entry_id: Type.Integer(),
  word: Type.String(),
  matched: Type.String({ description: '原文中被命中的文字' }),
  start: Type.Integer({ description: '原文中的起点（UTF-16 下标）' }),
  end: Type.Integer({ description: '原文中的终点（不含）' }),
  category: Type.String(),
  severity: Type.String(),
  legal_basis: Type.String(),
  suggestions: Type.Array(Type.String(), { description: '可直接发布的替换文字' }),
  notes: Type.Array(Type.String(), {
    description: '替换时的提示（如 国家认证：需有证明），不是广告文字',
  }),
  normalisations: Type.Array(Type.Object({ key: Type.String(), label: Type.String() }), {
    description:
      '识别所用的归一化：大小写、全半角、繁简、数字样式、干扰符号、重复字符、同音字、拼音代字',
  }),
  industry: Type.String({ description: '使该词条适用的行业（通用或所选行业）' }),
};

export const WordHitSchema = Type.Object({
  ...WordHitFields,
  nested: Type.Array(Type.Object(WordHitFields), {
    description:
      '包含在此命中之内或与之交叠的较短命中（如 全网最低价 内的 全网最低、最低价、最低）',
  }),
});

const Contact = Type.Object({
  kind: Type.Union([Type.Literal('phone'), Type.Literal('url'), Type.Literal('email')]),
  matched: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
});

export const CheckResultSchema = Type.Object({
  hits: Type.Array(WordHitSchema, {
    description: '每段文字中最长的命中（互不交叠），较短的命中在其 nested 中',
  }),
  total: Type.Integer({ description: '命中总数（含超出返回上限的；不含 nested）' }),
  truncated: Type.Boolean(),
  whitelisted: Type.Integer({ description: '被白名单放行的命中数' }),
  contacts: Type.Array(Contact),
  summary: Type.Object({
    禁用: Type.Integer(),
    敏感: Type.Integer(),
    疑似: Type.Integer(),
  }),
  verdict: Type.Union([Type.Literal('pass'), Type.Literal('review'), Type.Literal('reject')], {
    description: 'reject: 有禁用词；review: 有敏感或疑似词、联系方式；pass: 无',
  }),
});

export const SensitiveWordResult = Type.Intersect([
  CheckResultSchema,
  Type.Object({
    industry: Type.String(),
    content_length: Type.Integer(),
    lexicon_version: Type.Integer(),
  }),
]);

const LinkResult = Type.Object({
  link: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  host: Type.Union([Type.String(), Type.Null()]),
  status: literals(
    LINK_STATUSES,
    'ok 无问题；flagged 链接或页面含违规词；blocked 域名在违规网址库；refused 内网/本机/保留地址，未访问；unreachable 无法取得页面；invalid 不是链接',
  ),
  blocked_by: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  url_hits: Type.Union([CheckResultSchema, Type.Null()]),
  page: Type.Union([
    Type.Object({
      final_url: Type.String(),
      redirects: Type.Integer(),
      bytes: Type.Integer(),
      truncated: Type.Boolean(),
      result: Type.Union([CheckResultSchema, Type.Null()]),
    }),
    Type.Null(),
  ]),
});

export const SensitiveUrlResult = Type.Object({ list: Type.Array(LinkResult) });

// Admin: lexicon and whitelist.
const listText = (description: string) =>
  Type.String({ maxLength: 2000, description: `${description}，用、或逗号分隔` });

export const EntryBody = Type.Object({
  word: Type.String({ minLength: 1, maxLength: 100 }),
  category: CategoryParam,
  severity: SeverityParam,
  legal_basis: Type.String({ maxLength: 200, default: '' }),
  suggestions: listText('替换建议（可直接发布的文字；括号内的说明转为备注）'),
  notes: Type.Optional(listText('备注（如 需有证明）')),
  industries: listText('适用行业'),
  homophone: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
});
export type EntryBodyT = Static<typeof EntryBody>;

export const EntryUpdateBody = Type.Intersect([
  Type.Object({
    id: rowId(),
    enabled: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '1' }),
  }),
  EntryBody,
]);

export const EntryQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(CategoryParam),
  severity: Type.Optional(SeverityParam),
  industry: Type.Optional(IndustryParam),
  page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const Entry = Type.Object({
  id: Type.Integer(),
  word: Type.String(),
  category: Type.String(),
  severity: Type.String(),
  legal_basis: Type.String(),
  suggestions: Type.Array(Type.String()),
  notes: Type.Array(Type.String()),
  industries: Type.Array(Type.String()),
  homophone: Type.Boolean(),
  source: Type.String(),
  enabled: Type.Boolean(),
  updated_by: Type.String(),
  updated_at: Type.String(),
});

export const EntryPage = Type.Object({ list: Type.Array(Entry), total: Type.Integer() });

export const WhitelistBody = Type.Object({
  phrase: Type.String({ minLength: 1, maxLength: 100 }),
  team: Type.Optional(
    Type.String({ maxLength: 100, description: '部门名称；不填则对所有团队生效' }),
  ),
  note: Type.String({ minLength: 1, maxLength: 500, description: '证明材料或理由' }),
  until: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
      description: '有效期至（ISO 日期或时间）；不填则长期有效',
    }),
  ),
});

export const WhitelistItem = Type.Object({
  id: Type.Integer(),
  phrase: Type.String(),
  team: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  created_by: Type.String(),
  until: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const WhitelistList = Type.Object({ list: Type.Array(WhitelistItem) });

export const Vocabulary = Type.Object({
  severities: Type.Array(Type.String(), { description: '等级，从重到轻' }),
  categories: Type.Array(Type.String(), { description: '词条类别' }),
  industries: Type.Array(Type.String(), { description: '行业，第一个是通用' }),
});

export const IdBody = Type.Object({ id: rowId() });

export const EngineStatus = Type.Object({
  version: Type.Integer(),
  entries: Type.Integer(),
  whitelist: Type.Integer(),
  built_ms: Type.Integer(),
});
