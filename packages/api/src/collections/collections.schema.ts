import { Type } from '@fastify/type-provider-typebox';
import { Material } from '../materials/materials.schema.js';
import { COLLECTIONS_PAGE_SIZE_DEFAULT } from './collections.constants.js';

export const CollectBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '被收藏对象的 id' }),
  collectType: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '0 标题；1 素材；2 模板；3 文案卡片',
  }),
});

export const CollectResult = Type.Object({
  id: Type.Integer(),
  collectType: Type.Integer(),
  isCollect: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const CollectedMaterialsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: COLLECTIONS_PAGE_SIZE_DEFAULT }),
});

export const CollectedMaterials = Type.Object({
  list: Type.Array(Material),
  total: Type.Integer(),
});
