import { CATEGORIES, SMART_BATCH_PAGE_SIZE } from '@adstudio/domain';
import { Type } from '@fastify/type-provider-typebox';
import { CreateTimeFields } from '../http/day-range.js';
import { rowId, pageNumber } from '../http/schemas.js';
import {
  TAG_KEYWORD_MAX_CHARS,
  TEMPLATE_DOWNLOADS_PAGE_SIZE_DEFAULT,
  TEMPLATE_PAGE_SIZE_DEFAULT,
  TEMPLATE_PAGE_SIZE_MAX,
} from './templates.constants.js';

/** The categories as the api's documentation names them, e.g. 120 新媒体首图. */
export const CATEGORY_NAMES = CATEGORIES.map((c) => `${c.id} ${c.name}`);

const PageSize = (defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum: TEMPLATE_PAGE_SIZE_MAX, default: defaultSize });
const IdList = (description: string) =>
  Type.Optional(
    Type.Array(Type.String(), {
      description: `${description}（可重复、逗号分隔或 JSON 数组；-1 表示不限）`,
    }),
  );

export const TagRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export const TagClass = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tags: Type.Array(TagRef),
});

/** The spec's template record without its document: what smart creation fills in itself. */
export const TemplateRecord = Type.Object({
  id: Type.Integer({ description: '模板 id（稳定）' }),
  template_id: Type.String({ description: '模板编号' }),
  name: Type.String(),
  path: Type.String({ description: '预览图地址' }),
  width: Type.Integer(),
  height: Type.Integer(),
  category: Type.Integer({ description: CATEGORY_NAMES.join('；') }),
  tags: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), classId: Type.Integer() }),
  ),
  layout_family: Type.String(),
  downloads: Type.Integer(),
  is_collection: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Whose design this is; null for the library's templates. */
  owner_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

/** The spec's template record (create-and-write §3), in every list and in templateInfo. */
export const TemplateDetail = Type.Object({
  ...TemplateRecord.properties,
  synthetic: Type.String({ description: '模板文档（JSON 字符串）' }),
  replaceObj: Type.Record(Type.String(), Type.Unknown(), { description: '示例文案与图片' }),
});

export const TemplatePage = Type.Object({
  templateList: Type.Array(TemplateDetail),
  total: Type.Integer(),
});

export const FilterResult = Type.Object({
  tagClassify: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), tagClass: Type.Array(TagClass) }),
  ),
});

export const TemplateListQuery = Type.Object({
  cur_page: pageNumber,
  page_size: PageSize(TEMPLATE_PAGE_SIZE_DEFAULT),
  tags: IdList('标签 id，全部须命中'),
  tagClassIds: IdList(`分类：${CATEGORY_NAMES.join('、')}`),
  self: Type.Union([Type.Literal(0), Type.Literal(1)], {
    default: 0,
    description: '1 只看我的作品（需登录）',
  }),
  sort: Type.Union([Type.Literal('complex'), Type.Literal('fresh'), Type.Literal('maxdown')], {
    default: 'complex',
    description: '综合、最新上传、最多下载',
  }),
});

export const DesignRecordsQuery = Type.Object({
  cur_page: pageNumber,
  page_size: PageSize(TEMPLATE_PAGE_SIZE_DEFAULT),
  tagId: IdList('标签 id，全部须命中'),
  self: Type.Union([Type.Literal(0), Type.Literal(1)], {
    default: 1,
    description: '1 我的作品；0 全部用户的作品（设计师与管理员）',
  }),
  ...CreateTimeFields,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: '按作品标题查找' })),
});

export const TemplateIdBody = Type.Object({ id: rowId('模板 id') });
export const DownloadBody = Type.Object({ template_id: rowId('模板 id') });
export const DownloadResult = Type.Object({
  id: Type.Integer(),
  path: Type.String(),
  downloads: Type.Integer(),
});

export const DownloadListQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: PageSize(TEMPLATE_DOWNLOADS_PAGE_SIZE_DEFAULT),
});
export const DownloadList = Type.Object({
  lists: Type.Array(
    Type.Object({
      id: Type.Integer({ description: '下载记录 id' }),
      created_at: Type.String({ format: 'date-time', description: '下载时间' }),
      template: TemplateDetail,
    }),
  ),
  total: Type.Integer(),
});

export const TagClassQuery = Type.Object({
  tag_class_ids: IdList('标签分类 id'),
  scene: Type.Optional(
    Type.Union([Type.Literal('海报'), Type.Literal('单子')], {
      description: '场景：海报（128/131/164/165）或单子（再加 166）；都不给时 128/129',
    }),
  ),
});

export const TagClassKeyQuery = Type.Object({
  tag_class_ids: IdList('标签分类 id'),
  key_word: Type.String({ minLength: 1, maxLength: TAG_KEYWORD_MAX_CHARS }),
});

export const SmartBatchQuery = Type.Object({
  tagId: IdList('标签 id，全部须命中'),
  page: pageNumber,
  pageSize: PageSize(SMART_BATCH_PAGE_SIZE),
});

export const TemplateInfoQuery = Type.Object({ templateId: rowId('模板 id') });
