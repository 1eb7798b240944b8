import { describe, expect, it } from 'vitest';
import { translate } from './graphql-messages.js';

describe(translate.name, () => {
  it.each([
    [
      'Field "material" argument "id" of type "ID!" is required, but it was not provided.',
      '字段 material 缺少必填参数 id（ID!）',
    ],
    [
      'Unknown argument "materialId" on field "Query.material".',
      '字段 Query.material 没有参数 materialId',
    ],
    ['Variable "$n" of required type "Int!" was not provided.', '缺少必填变量 $n（Int!）'],
    [
      'Cannot query field "titel" on type "Title". Did you mean "title"?',
      '类型 Title 没有字段 titel；是否想用 "title"？',
    ],
    ['Value "NEWEST" does not exist in "TemplateSort" enum.', 'TemplateSort 没有取值 NEWEST'],
    ['Int cannot represent non-integer value: 1.5', '1.5 不是整数'],
  ])('%s', (english, chinese) => {
    expect(translate(english)).toBe(chinese);
  });

  it('keeps the bff’s own Chinese messages and never passes an unknown English sentence on', () => {
    expect(translate('查询使用了 31 个别名，超过上限 30 个')).toBe(
      '查询使用了 31 个别名，超过上限 30 个',
    );
    expect(translate('Some future graphql-js message about things.')).toBe(
      '请求不符合 GraphQL 接口的定义',
    );
  });
});
