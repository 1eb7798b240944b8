// graphql-js words its request errors in English; a GraphQL client of this product reads Chinese
// (issue 30 item 10). Each rule rewrites one of graphql-js's message shapes, keeping the names it
// quotes (fields, arguments, variables, types) so the message still points at the fault.

type Rule = readonly [pattern: RegExp, chinese: (...groups: string[]) => string];

// "Did you mean …?" suggestions name fields in English quotes; the Chinese message keeps them.
const SUGGESTION = /\s*Did you mean (.+)\?$/u;

const RULES: readonly Rule[] = [
  [/^Syntax Error: (.+)$/u, (detail) => syntaxDetail(detail)],
  [/^Cannot query field "(.+)" on type "(.+)"\.$/u, (f, t) => `类型 ${t} 没有字段 ${f}`],
  [/^Unknown argument "(.+)" on field "(.+)"\.$/u, (a, f) => `字段 ${f} 没有参数 ${a}`],
  [/^Unknown argument "(.+)" on directive "(.+)"\.$/u, (a, d) => `指令 ${d} 没有参数 ${a}`],
  [
    /^Field "(.+)" argument "(.+)" of type "(.+)" is required, but it was not provided\.$/u,
    (f, a, t) => `字段 ${f} 缺少必填参数 ${a}（${t}）`,
  ],
  [
    /^Variable "\$(.+)" of required type "(.+)" was not provided\.$/u,
    (v, t) => `缺少必填变量 $${v}（${t}）`,
  ],
  [
    /^Variable "\$(.+)" of non-null type "(.+)" must not be null\.$/u,
    (v, t) => `变量 $${v}（${t}）不能为 null`,
  ],
  [
    /^Variable "\$(.+)" got invalid value (.+?); (.+)$/u,
    (v, _value, why) => `变量 $${v} 的值不正确：${translate(why)}`,
  ],
  [/^Variable "\$(.+)" is never used(?: in operation "(.+)")?\.$/u, (v) => `变量 $${v} 未被使用`],
  [/^Variable "\$(.+)" is not defined(?: by operation "(.+)")?\.$/u, (v) => `变量 $${v} 未定义`],
  [/^There can be only one variable named "\$(.+)"\.$/u, (v) => `变量 $${v} 重复定义`],
  [/^Unknown type "(.+)"\.$/u, (t) => `未知类型 ${t}`],
  [/^Unknown directive "@(.+)"\.$/u, (d) => `未知指令 @${d}`],
  [/^Unknown fragment "(.+)"\.$/u, (f) => `未知片段 ${f}`],
  [/^Fragment "(.+)" is never used\.$/u, (f) => `片段 ${f} 未被使用`],
  [
    /^Field "(.+)" of type "(.+)" must have a selection of subfields\..*$/u,
    (f, t) => `字段 ${f}（${t}）须选择子字段`,
  ],
  [
    /^Field "(.+)" must not have a selection since type "(.+)" has no subfields\.$/u,
    (f, t) => `字段 ${f}（${t}）不能选择子字段`,
  ],
  [/^Expected value of type "(.+)", found (.+)\.$/u, (t, v) => `值 ${v} 不是 ${t}`],
  [/^Expected type "(.+)"\. (.+)$/u, (t, why) => `应为 ${t}：${translate(why)}`],
  [/^Expected non-nullable type "(.+)" not to be null\.$/u, (t) => `${t} 不能为 null`],
  [/^Int cannot represent non-integer value: (.+)$/u, (v) => `${v} 不是整数`],
  [/^Int cannot represent non 32-bit signed integer value: (.+)$/u, (v) => `${v} 超出整数范围`],
  [/^Float cannot represent non numeric value: (.+)$/u, (v) => `${v} 不是数字`],
  [/^String cannot represent a non string value: (.+)$/u, (v) => `${v} 不是字符串`],
  [/^Boolean cannot represent a non boolean value: (.+)$/u, (v) => `${v} 不是布尔值`],
  [/^ID cannot represent value: (.+)$/u, (v) => `${v} 不是有效的 ID`],
  [/^ID cannot represent a non-string and non-integer value: (.+)$/u, (v) => `${v} 不是有效的 ID`],
  [/^Value "(.+)" does not exist in "(.+)" enum\.$/u, (v, e) => `${e} 没有取值 ${v}`],
  [/^Enum "(.+)" cannot represent non-enum value: (.+)\.$/u, (e, v) => `${e} 没有取值 ${v}`],
  [/^Enum "(.+)" cannot represent non-string value: (.+)\.$/u, (e, v) => `${e} 没有取值 ${v}`],
  [/^Field "(.+)" is not defined by type "(.+)"\.$/u, (f, t) => `输入类型 ${t} 没有字段 ${f}`],
  [
    /^Field "(.+)" of required type "(.+)" was not provided\.$/u,
    (f, t) => `缺少必填字段 ${f}（${t}）`,
  ],
  [
    /^This operation has been blocked as a potential Cross-Site Request Forgery/u,
    () =>
      '请求被拦截（可能是跨站请求伪造）：请带上 apollo-require-preflight 或 x-apollo-operation-name 请求头',
  ],
  [/^GraphQL introspection is not allowed/u, () => '不允许内省查询（__schema、__type）'],
  [/^Must provide query string\.$/u, () => '请提供查询语句'],
  [
    /^Must provide operation name if query contains multiple operations\.$/u,
    () => '文档含多个操作时须给出操作名',
  ],
  [/^Unknown operation named "(.+)"\.$/u, (o) => `找不到名为 ${o} 的操作`],
  [/^Schema is not configured to execute (.+) operation\.$/u, (o) => `不支持 ${o} 操作`],
  [
    /^This anonymous operation must be the only defined operation\.$/u,
    () => '匿名操作须是文档中唯一的操作',
  ],
  [/^There can be only one operation named "(.+)"\.$/u, (o) => `操作名 ${o} 重复`],
  [/^There can be only one argument named "(.+)"\.$/u, (a) => `参数 ${a} 重复`],
  [
    /^Fields "(.+)" conflict because (.+)\. Use different aliases on the fields to fetch both if this was intentional\.$/u,
    (f) => `字段 ${f} 的别名冲突，请换用不同的别名`,
  ],
];

function syntaxDetail(detail: string): string {
  const expected = /^Expected (.+), found (.+)\.$/u.exec(detail);
  if (expected) return `应为 ${expected[1] ?? ''}，却是 ${expected[2] ?? ''}`;
  const tokens = /^Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/u.exec(detail);
  if (tokens) return `文档超过 ${tokens[1] ?? ''} 个记号，已停止解析`;
  const unexpected = /^Unexpected (.+)\.$/u.exec(detail);
  if (unexpected) return `意外的 ${unexpected[1] ?? ''}`;
  const unterminated = /^Unterminated string\.$/u.test(detail);
  return unterminated ? '字符串没有结束' : '无法解析';
}

const hasLatinSentence = (text: string) => /[A-Za-z]{3,} [A-Za-z]{2,} [A-Za-z]{2,}/u.test(text);

/**
 * graphql-js's English message in Chinese; a message already in Chinese (the bff's own limits) is
 * kept, and an English shape no rule knows becomes a plain Chinese line rather than staying English.
 */
export function translate(message: string): string {
  const text = message.trim();
  const suggestion = SUGGESTION.exec(text);
  const core = suggestion ? text.slice(0, suggestion.index) : text;
  for (const [pattern, chinese] of RULES) {
    const match = pattern.exec(core);
    if (match) {
      const said = chinese(...match.slice(1));
      return suggestion ? `${said}；是否想用 ${suggestion[1] ?? ''}？` : said;
    }
  }
  return hasLatinSentence(core) ? '请求不符合 GraphQL 接口的定义' : core;
}
