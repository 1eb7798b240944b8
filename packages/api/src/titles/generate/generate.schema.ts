import { Type } from '@fastify/type-provider-typebox';
import { KEYWORD_MAX_CHARS, KEYWORD_MAX_TERMS } from '../../search/keyword.js';
import { WordHitSchema } from '../../wordcheck/wordcheck.schema.js';
import { SMART_COUNT_DEFAULT, SMART_COUNT_MAX, SMART_STYLES } from './generate.styles.js';

export const SmartTitleQuery = Type.Object({
  key_word: Type.String({
    maxLength: 10_000,
    description: `关键字或主题，按空白拆分（不超过${KEYWORD_MAX_TERMS}个词、${KEYWORD_MAX_CHARS}个字）`,
  }),
  style: Type.Optional(
    Type.String({
      description: `风格：${SMART_STYLES.map((s) => `${s.id} ${s.label}`).join('、')}`,
    }),
  ),
  num: Type.Integer({ minimum: 1, maximum: SMART_COUNT_MAX, default: SMART_COUNT_DEFAULT }),
  industry: Type.Optional(Type.String({ description: '行业（默认 通用），用于禁词检测' })),
});

export const SmartTitleResult = Type.Object({
  titleList: Type.Array(
    Type.Object({
      content: Type.String(),
      style: Type.String(),
      generator: Type.Union([Type.Literal('offline'), Type.Literal('llm')]),
      flags: Type.Array(WordHitSchema, { description: '禁词检测命中（空为通过）' }),
    }),
  ),
  total: Type.Integer(),
  note: Type.String({ description: '少于所要条数时说明原因（够数时为空）' }),
  timeout: Type.Boolean({ description: '配置的大模型超时，结果来自离线生成' }),
  generator: Type.Union([Type.Literal('offline'), Type.Literal('llm')]),
});

export const SmartStylesResult = Type.Object({
  list: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
});
