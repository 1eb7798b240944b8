import { Type } from '@fastify/type-provider-typebox';
import { rowId, pageNumber } from '../http/schemas.js';
import { KEYWORD_MAX_CHARS, KEYWORD_MAX_TERMS } from '../search/keyword.js';
import {
  COPY_PAGE_SIZE_DEFAULT,
  COPY_PAGE_SIZE_MAX,
  SUGGESTED_TITLES_DEFAULT,
  SUGGESTED_TITLES_MAX,
} from './copy.constants.js';

const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: COPY_PAGE_SIZE_MAX });
const Line = Type.Integer({ minimum: 1, maximum: 3, description: '标题行数 1–3' });
const TagRef = Type.Object({ id: Type.Integer(), name: Type.String() });
const KEYWORD_RULE = `按空白拆分，每个词都须命中（不超过${KEYWORD_MAX_TERMS}个词、${KEYWORD_MAX_CHARS}个字）`;

export const CopyCard = Type.Object({
  id: Type.Integer(),
  belong_to: Type.Union([Type.Literal('classic_copy'), Type.Literal('original_copy')]),
  main_title: Type.String(),
  subtitle_one: Type.String(),
  subtitle_two: Type.String(),
  subtitle_three: Type.String(),
  subtitle_four: Type.String(),
  content: Type.String(),
  brand: Type.String(),
  other: Type.String(),
  phone: Type.String(),
  product: Type.String(),
  line: Type.Integer(),
  use_num: Type.Integer(),
  is_collection: Type.Union([Type.Literal(0), Type.Literal(1)]),
  tags: Type.Array(TagRef),
  same_poem: Type.Optional(
    Type.Integer({ description: '检索结果中同一首诗命中的句数（经典文案按诗归并，“同诗 N 句”）' }),
  ),
});

export const CopyCardList = Type.Object({ list: Type.Array(CopyCard), total: Type.Integer() });
export const CopyCardsById = Type.Object({ list: Type.Array(CopyCard) });

export const CopyTagsQuery = Type.Object({
  tag_class_id: Type.Integer({
    description: '111 经典文案、112 原创文案、137 原创文案（秒创）、143 全部',
  }),
});

export const CopyTagsResult = Type.Object({
  tagList: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), tags: Type.Array(TagRef) }),
  ),
});

// The spec's two spellings of paging (cur_page/page_size and page/pageSize) are both accepted.
export const CopyListQuery = Type.Object({
  cur_page: Type.Optional(Page),
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  pageSize: Type.Optional(PageSize),
  tags: Type.Optional(Type.Array(Type.String(), { description: '标签 id（全部须命中；-1 忽略）' })),
  key_word: Type.Optional(Type.Array(Type.String(), { description: `关键字，${KEYWORD_RULE}` })),
  line: Type.Optional(Line),
  belong_to: Type.Optional(
    Type.Union([Type.Literal('classic_copy'), Type.Literal('original_copy')]),
  ),
  poem: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: '经典文案 id：只列出与它同诗的句子（展开“同诗 N 句”），不归并',
    }),
  ),
});

export const CorrelativeQuery = Type.Object({
  key_word: Type.String({
    maxLength: 10_000,
    description: `关键字，${KEYWORD_RULE}；命中任一词即相关`,
  }),
  page: pageNumber,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: COPY_PAGE_SIZE_MAX,
    default: COPY_PAGE_SIZE_DEFAULT,
  }),
});

export const ChangeCopyCardQuery = Type.Object({
  num: Line,
  tags: Type.Optional(Type.String({ maxLength: 1000, description: '标签 id 的 JSON 数组' })),
});

export const UseNumBody = Type.Object({ id: rowId() });
export const UseNumResult = Type.Object({ id: Type.Integer(), use_num: Type.Integer() });

export const CopyIdQuery = Type.Object({ id: rowId('文案 id') });

export const CopyIdsQuery = Type.Object({
  ids: Type.Array(Type.String(), { description: '文案 id（最多 20 个）' }),
});

export const SuggestedTitlesQuery = Type.Object({
  number: Type.Integer({
    minimum: 1,
    maximum: SUGGESTED_TITLES_MAX,
    default: SUGGESTED_TITLES_DEFAULT,
  }),
  text_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const SuggestedTitlesResult = Type.Array(
  Type.Object({ main_title: Type.String(), subtitle_one: Type.String() }),
);
