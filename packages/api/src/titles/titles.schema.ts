import { Type } from '@fastify/type-provider-typebox';
import { rowId, pageNumber } from '../http/schemas.js';
import { KEYWORD_MAX_CHARS, KEYWORD_MAX_TERMS } from '../search/keyword.js';
import { TITLE_PAGE_SIZE_DEFAULT, TITLE_PAGE_SIZE_MAX } from './titles.constants.js';

// Repeated, comma separated or a JSON array (docs/quick-write-contract.md).
const ListParam = (description: string) =>
  Type.Optional(Type.Array(Type.String(), { description }));
export const IsOriginal = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 1, description: '1 只看原创标题(266)；0 只看10W+标题(267)' }),
);

const TagRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Title = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  reading: Type.Integer({
    description: '阅读数（演示数据为在榜天数估算的热度，见 demo/titles/CREDITS.md）',
  }),
  source: Type.String({ description: '微博热搜、知乎热榜、新闻 …' }),
  isCollect: Type.Union([Type.Literal(0), Type.Literal(1)]),
  tags: Type.Array(TagRef),
  highlight: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()]), {
    description: 'content 中命中关键字的区间 [start, end)，UTF-16 码元，已合并排序',
  }),
});

export const TitleList = Type.Object({ list: Type.Array(Title), total: Type.Integer() });

export const TitlesById = Type.Object({ list: Type.Array(Title) });

export const TitleIdQuery = Type.Object({ id: rowId('标题 id') });

export const TitleSearchQuery = Type.Object({
  page: pageNumber,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: TITLE_PAGE_SIZE_MAX,
    default: TITLE_PAGE_SIZE_DEFAULT,
  }),
  tagId: ListParam('标签 id（全部须命中）；含 266/267 时决定标题库'),
  key_word: ListParam(
    `关键字，按空白拆分，每个词都须命中（不超过${KEYWORD_MAX_TERMS}个词、${KEYWORD_MAX_CHARS}个字）`,
  ),
});

export const TitleIdsQuery = Type.Object({
  ids: Type.Array(Type.String(), { description: '标题 id（最多 20 个）' }),
});

export const FilterQuery = Type.Object({ isOriginal: IsOriginal });

export const FilterResult = Type.Object({
  tagClassify: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Array(TagRef) }),
  ),
});

export const ChildTagQuery = Type.Object({
  tagId: rowId(),
});

export const ChildTagResult = Type.Object({ list: Type.Array(TagRef) });
