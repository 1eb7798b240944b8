import { Type } from '@fastify/type-provider-typebox';
import { CreateTimeFields } from '../http/day-range.js';
import { literals } from '../http/schemas.js';
import { TEXT_MAX_CHARS } from '@adstudio/render';
import { COPY_LINES_MAX, FILL_COPY_TOTAL_MAX_CHARS } from '../templates/templates.constants.js';
import { TEMPLATE_DOC_LIMITS } from '../templates/templates.document.js';
import { TemplateDetail } from '../templates/templates.schema.js';
import {
  HISTORY_PAGE_SIZE_DEFAULT,
  HISTORY_PAGE_SIZE_MAX,
  MATERIALS_MAX_CHARS,
  RECORD_TYPES,
} from './render.constants.js';

export const RenderBody = Type.Object({
  materials: Type.String({
    minLength: 1,
    maxLength: MATERIALS_MAX_CHARS,
    description: `只含一个模板的 JSON 列表：[{synthetic, replaceObj, name?}]。synthetic ${TEMPLATE_DOC_LIMITS}。replaceObj 的文案每栏最多 ${COPY_LINES_MAX} 行、${TEXT_MAX_CHARS} 字，合计 ${FILL_COPY_TOTAL_MAX_CHARS} 字，超出即答 400`,
  }),
  id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '用户 id（须为本人）' }),
  ),
  request_id: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description:
        '客户端为这次作图生成的 id（8–64 位字母、数字、_ 或 -）：没收到回答时用同一 id 重试，只会保存一份作品，答第一次保存的那份',
    }),
  ),
});

/** 禁用 words of a design's text: the web asks before it is exported or downloaded. */
const BannedWords = Type.Array(Type.String(), {
  description: '作品文字中的禁用词（导出、下载前先请用户确认）',
});

/**
 * The spec's answer: a list whose first item is the rendered design with its path and id, and
 * what the word checker found in its text (issue 27 item 6).
 */
export const RenderResult = Type.Array(
  Type.Object({
    ...TemplateDetail.properties,
    warnings: Type.Array(Type.String(), {
      description: '作品文字中的禁用词、敏感词，附依据与替换建议',
    }),
    banned_words: BannedWords,
  }),
);

export const RecordQueryBody = Type.Object({
  recordType: Type.Union([Type.Literal('all'), Type.Literal('banner'), Type.Literal('poster')], {
    default: 'all',
    description: 'all 全部；banner 新媒体首图；poster 海报',
  }),
  ...CreateTimeFields,
  cur_page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({
    minimum: 1,
    maximum: HISTORY_PAGE_SIZE_MAX,
    default: HISTORY_PAGE_SIZE_DEFAULT,
  }),
});

export const HistoryList = Type.Object({
  historyLists: Type.Array(
    Type.Object({
      id: Type.Integer(),
      path: Type.String({ description: '作品图片地址' }),
      record_type: literals(RECORD_TYPES),
      template_id: Type.Union([Type.Integer(), Type.Null()], {
        description: '保存的作品（模板 id）',
      }),
      width: Type.Integer(),
      height: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
      banned_words: BannedWords,
    }),
  ),
  total: Type.Integer(),
});

export const RecordIdBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '作图记录 id' }),
});

export const PreviewParams = Type.Object({
  file: Type.String({ maxLength: 100, description: 'getSmartProfile 给出的 <摘要>.jpg' }),
});
