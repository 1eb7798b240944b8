// Wire shapes of 批量生成 (issue 33): the only place they are written; the bff reads their static
// types through the OpenAPI types.
import { Type } from '@fastify/type-provider-typebox';
import { literals, pageNumber, rowId } from '../http/schemas.js';
import {
  BATCH_CELL_MAX_CHARS,
  BATCH_COLUMN_NAME_MAX_CHARS,
  BATCH_COLUMNS_MAX,
  BATCH_ITEMS_PAGE_MAX,
  BATCH_MODES,
  BATCH_ROWS_MAX,
  BATCH_SMART_ROWS_MAX,
  BATCH_SHEET_MAX_BYTES,
  BATCH_SHEET_MAX_CHARS,
  BATCH_STATUSES,
  BATCH_ZIP_ENTRIES_MAX,
  BATCH_ZIP_IMAGE_MAX_BYTES,
  BATCH_ZIP_MAX_BYTES,
  BATCH_ZIP_RATIO_MAX,
  BATCH_ZIP_TOTAL_MAX_BYTES,
  ITEM_STATUSES,
  PROBLEM_KINDS,
} from './batch.constants.js';
import { RESULT_FILES } from './batch.service.js';

const BatchId = rowId('批量任务 id');

const MB = 1024 * 1024;

/**
 * The limits of a batch's inputs as the OpenAPI document states them (issue 29 item 1): each is
 * refused in Chinese before anything is stored.
 */
export const BATCH_LIMITS_DOC = {
  sheet: [
    `表格：CSV（UTF-8 或 GBK）或 XLSX，不超过 ${BATCH_SHEET_MAX_BYTES / MB}MB`,
    `最多 ${BATCH_ROWS_MAX} 行数据、${BATCH_COLUMNS_MAX} 列`,
    `列名不超过 ${BATCH_COLUMN_NAME_MAX_CHARS} 个字，每个单元格不超过 ${BATCH_CELL_MAX_CHARS} 个字`,
    `整张表格的文字合计不超过 ${BATCH_SHEET_MAX_CHARS} 个字`,
    '公式单元格、错误值单元格被拒绝（请“粘贴为数值”）',
  ].join('；'),
  images: [
    `图片压缩包：ZIP，不超过 ${BATCH_ZIP_MAX_BYTES / MB}MB，最多 ${BATCH_ZIP_ENTRIES_MAX} 个文件`,
    `每张 JPG/PNG 解压后不超过 ${BATCH_ZIP_IMAGE_MAX_BYTES / MB}MB，合计不超过 ${BATCH_ZIP_TOTAL_MAX_BYTES / MB}MB`,
    `压缩比超过 ${BATCH_ZIP_RATIO_MAX} 倍（压缩炸弹）或带 ../、绝对路径的文件名被拒绝`,
  ].join('；'),
} as const;

export const CreateQuery = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 200,
    description: `表格的文件名（.csv 或 .xlsx；请求体为文件原始字节）。${BATCH_LIMITS_DOC.sheet}`,
  }),
});
export const BatchIdQuery = Type.Object({ batch_id: BatchId });
export const BatchIdBody = Type.Object({ batch_id: BatchId });

export const MappingBody = Type.Object({
  batch_id: BatchId,
  template_id: Type.Optional(
    rowId('模板 id（模板库的模板或本人的作品）：每一行用这个模板；与 tag_id 二选一'),
  ),
  tag_id: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `每行智能推荐：使用场景，标签 id 的 JSON 列表（如 [268,11572]，同智能创作的 tagId）；每一行按自己的文案和图片各选一个模板（表格最多 ${BATCH_SMART_ROWS_MAX} 行）。与 template_id 二选一`,
    }),
  ),
  is_check: Type.Union([Type.Literal(0), Type.Literal(1)], {
    default: 0,
    description: '每行智能推荐的流程（同智能创作）：1 新媒体首图；0 海报',
  }),
  mapping: Type.String({
    minLength: 2,
    maxLength: 20_000,
    description:
      '列与位置的对应：{"列名":"位置"} 的 JSON，位置为模板插槽的 field（如 mainLabel、product）；每行智能推荐时为智能创作的字段：mainLabel、secondLabel、thirdLabel、product、role、logo、code',
  }),
});

export const SlotsQuery = Type.Object({ template_id: rowId('模板 id') });
export const Slot = Type.Object({
  field: Type.String(),
  label: Type.String({ description: '位置的中文名' }),
  text: Type.Boolean({ description: '文字位置（否则为图片）' }),
});

export const Problem = Type.Object({
  level: literals(['block', 'warn'] as const, 'block 拦下这一行；warn 仅提示'),
  kind: literals(PROBLEM_KINDS),
  message: Type.String(),
  words: Type.Optional(Type.Array(Type.String())),
  suggestions: Type.Optional(Type.Array(Type.String())),
});

export const BatchInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: literals(BATCH_STATUSES),
  columns: Type.Array(Type.String()),
  images: Type.Array(Type.String(), { description: '压缩包里图片的文件名（小写）' }),
  mode: literals(BATCH_MODES, 'template 每行用同一个模板；smart 每行智能推荐'),
  scenario: Type.Array(Type.Integer(), { description: '每行智能推荐的使用场景（标签 id）' }),
  template_id: Type.Union([Type.Integer(), Type.Null()], {
    description: '每一行用的模板；每行智能推荐时为 null（见每一行的 template_id）',
  }),
  template_name: Type.Union([Type.String(), Type.Null()]),
  mapping: Type.Record(Type.String(), Type.String()),
  checked: Type.Boolean({ description: '当前表格、图片和对应关系已做过生成前检查' }),
  total: Type.Integer(),
  pending: Type.Integer(),
  blocked: Type.Integer(),
  queued: Type.Integer(),
  running: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  warned: Type.Integer(),
  eta_seconds: Type.Union([Type.Integer(), Type.Null()], { description: '预计剩余秒数' }),
  download_base: Type.String({
    description: '结果文件的地址前缀：zip、manifest.csv、manifest.json、proof.png',
  }),
  cover_url: Type.Union([Type.String(), Type.Null()], {
    description: '第一张生成好的图（创作记录里这一批的封面）',
  }),
  created_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CreatedBatch = Type.Object({
  ...BatchInfo.properties,
  ...{
    encoding: literals(
      ['utf-8', 'gbk', 'xlsx'] as const,
      '表格的读取方式（GBK 的 CSV 已自动转换）',
    ),
    sample_rows: Type.Array(Type.Array(Type.String())),
  },
});

/** The template a row is drawn on (每行智能推荐: the row's own; null when none holds it). */
const RowTemplate = Type.Object({
  template_id: Type.Union([Type.Integer(), Type.Null()]),
  template_name: Type.Union([Type.String(), Type.Null()]),
});

export const PreflightReport = Type.Object({
  ...BatchInfo.properties,
  ...{
    rows: Type.Array(
      Type.Object({
        row: Type.Integer(),
        blocked: Type.Boolean(),
        problems: Type.Array(Problem),
        ...RowTemplate.properties,
      }),
      { description: '有问题的行（没有问题的行不列出）' },
    ),
    templates: Type.Array(
      Type.Object({
        row: Type.Integer(),
        template_id: Type.Integer(),
        template_name: Type.String(),
      }),
      { description: '每行智能推荐为每一行选中的模板（没有合适模板的行不列出）' },
    ),
  },
});

export const Sample = Type.Object({
  row: Type.Integer(),
  ...RowTemplate.properties,
  synthetic: Type.Union([Type.String(), Type.Null()], { description: '填好这一行的模板文档' }),
  preview_url: Type.Union([Type.String(), Type.Null()], {
    description: '这一行画出来的预览图（图片地址被请求时绘制）',
  }),
});

export const ItemsQuery = Type.Object({
  batch_id: BatchId,
  cur_page: pageNumber,
  page_size: Type.Integer({ minimum: 1, maximum: BATCH_ITEMS_PAGE_MAX, default: 50 }),
});
export const Item = Type.Object({
  row: Type.Integer(),
  cells: Type.Array(Type.String()),
  status: literals(ITEM_STATUSES),
  problems: Type.Array(Problem),
  ...RowTemplate.properties,
  design_id: Type.Union([Type.Integer(), Type.Null()], {
    description: '生成的作品（在线编辑打开它）',
  }),
  path: Type.Union([Type.String(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});

export const ListQuery = Type.Object({
  cur_page: pageNumber,
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export const BatchList = Type.Object({ list: Type.Array(BatchInfo), total: Type.Integer() });

export const ResultParams = Type.Object({
  sig: Type.String({ pattern: '^[0-9]{1,10}-[a-f0-9]{32}$' }),
  file: literals(RESULT_FILES),
});
