import { Type } from '@fastify/type-provider-typebox';
import { rowId, pageNumber } from '../http/schemas.js';
import {
  KEYWORD_MAX_CHARS,
  SEARCH_PAGE_SIZE_DEFAULT,
  THEME_PAGE_SIZE,
} from './materials.constants.js';

export const TagRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

const materialFields = {
  id: Type.Integer(),
  path: Type.String({ description: '浏览器加载的图片地址' }),
  name: Type.String({ description: '作者/来源' }),
  title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  width: Type.Integer(),
  height: Type.Integer(),
  size_width: Type.Integer(),
  size_height: Type.Integer(),
  file_size: Type.Integer({ description: '字节' }),
  format: Type.String(),
  copyright: Type.String(),
  category: Type.String(),
  download_count: Type.Integer(),
  tags: Type.Array(TagRefSchema),
  isCollect: Type.Union([Type.Literal(0), Type.Literal(1), Type.Null()], {
    description: '1 已收藏；0 未收藏；未登录时为 null',
  }),
};

export const Material = Type.Object(materialFields);
export const MaterialDetail = Type.Object({
  ...materialFields,
  reason: Type.Union([Type.String(), Type.Null()]),
});

export const SearchQuery = Type.Object({
  text: Type.Optional(
    Type.String({ description: `关键词，按空白拆分，每个词都须命中（≤${KEYWORD_MAX_CHARS} 字）` }),
  ),
  img_type: Type.Optional(Type.String({ description: '图片类型；空为不限' })),
  theme_arr: Type.Optional(Type.String({ description: "主题 id，以 '&' 连接，如 1&2" })),
  cur_page: pageNumber,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: THEME_PAGE_SIZE,
    default: SEARCH_PAGE_SIZE_DEFAULT,
    description: `1..100；带 theme_arr 的主题页可用 ${THEME_PAGE_SIZE}`,
  }),
  sort: Type.Union([Type.Literal('fresh'), Type.Literal('maxdown'), Type.Literal('complex')], {
    default: 'fresh',
    description: 'fresh 最新；maxdown 最热；complex 综合',
  }),
});

export const SearchResult = Type.Object({
  list: Type.Array(Material),
  similar_tags: Type.Array(TagRefSchema, {
    description: '最新 200 个匹配素材中最常见的其他标签',
  }),
  total: Type.Integer({ description: '匹配数，最多数到 1000' }),
  total_capped: Type.Boolean({
    description: 'true：匹配超过 1000 个（显示为 1000+）；内存索引检索时总数精确，恒为 false',
  }),
});

export const DetailQuery = Type.Object({ material_id: rowId('素材 id') });
export const DetailResult = Type.Object({ material_detail: Type.Array(MaterialDetail) });

export const SimilarQuery = Type.Object({ id: rowId('素材 id'), cur_page: pageNumber });
export const SimilarResult = Type.Object({ materialList: Type.Array(Material) });

export const RecommendResult = Type.Object({ material: Type.Array(Material) });
export const RecTagResult = Type.Object({ recTagList: Type.Array(TagRefSchema) });
export const CategoryListResult = Type.Object({
  list: Type.Array(Type.String(), {
    description: '图片分类条，按展示顺序（spec platform-core §2）',
  }),
});

const SubTagClass = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tags: Type.Array(TagRefSchema),
});
export const TagClass = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String({ description: 'type | industry | theme | style' }),
  subTagClassList: Type.Array(SubTagClass),
});
export const ClassListResult = Type.Object({ classList: Type.Array(TagClass) });

export const ThemeQuery = Type.Object({ category_id: rowId('类别 id') });
export const ThemeResult = Type.Object({
  themes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      category_id: Type.Integer(),
      cover: Type.String(),
    }),
  ),
});

export const DownloadBody = Type.Object({ id: rowId('素材 id') });
export const DownloadResult = Type.Object({
  id: Type.Integer({ description: '素材 id' }),
  path: Type.String(),
  download_count: Type.Integer(),
});

export const DownloadListQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const DownloadList = Type.Object({
  lists: Type.Array(
    Type.Object({
      id: Type.Integer({ description: '下载记录 id' }),
      material_id: Type.Integer(),
      path: Type.String(),
      title: Type.String({ description: '素材标题' }),
      tags: Type.Array(Type.Object({ name: Type.String() })),
      created_at: Type.String({ format: 'date-time', description: '下载时间' }),
    }),
  ),
  total: Type.Integer(),
});

// spec platform-core §9: widths 120/300/500 and height 240 in the pages; any size in these bounds.
export const THUMB_MIN = 16;
export const THUMB_MAX = 2400;
const ThumbSide = (description: string) =>
  Type.Optional(Type.Integer({ minimum: THUMB_MIN, maximum: THUMB_MAX, description }));

export const FileParams = Type.Object({ file: Type.String({ maxLength: 200 }) });
export const FileQuery = Type.Object({
  width: ThumbSide('缩略图宽度（像素）'),
  height: ThumbSide('缩略图高度（像素）'),
  download: Type.Optional(Type.Boolean({ description: '作为附件下载原图' })),
});
