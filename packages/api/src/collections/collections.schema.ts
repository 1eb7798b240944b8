import { COLLECT_TYPE } from '@adstudio/domain';
import { Type } from '@fastify/type-provider-typebox';
import { literals, rowId, pageNumber } from '../http/schemas.js';
import { Material } from '../materials/materials.schema.js';
import {
  TEMPLATE_PAGE_SIZE_DEFAULT,
  TEMPLATE_PAGE_SIZE_MAX,
} from '../templates/templates.constants.js';
import { IsOriginal } from '../titles/titles.schema.js';
import { COLLECTIONS_PAGE_SIZE_DEFAULT } from './collections.constants.js';

export const CollectBody = Type.Object({
  id: rowId('被收藏对象的 id'),
  collectType: literals(Object.values(COLLECT_TYPE), '0 标题；1 素材；2 模板；3 文案卡片'),
});

// POST /client/copy/copyCard (docs/quick-write-contract.md): a flip, named as the copy pages name it.
export const CopyCardBody = Type.Object({
  copy_card_id: rowId(),
});
export const CopyCardToggle = Type.Object({
  id: Type.Integer(),
  is_collection: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const CollectResult = Type.Object({
  id: Type.Integer(),
  collectType: Type.Integer(),
  isCollect: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: COLLECTIONS_PAGE_SIZE_DEFAULT });

export const CollectedMaterialsQuery = Type.Object({ page: pageNumber, pageSize: PageSize });

export const CollectedTitlesQuery = Type.Object({
  isOriginal: IsOriginal,
  page: pageNumber,
  pageSize: PageSize,
});

export const CollectedCopyQuery = Type.Object({ page: pageNumber, pageSize: PageSize });

// The template centre's page size (40), as the template pages ask for it.
export const CollectedTemplatesQuery = Type.Object({
  page: pageNumber,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: TEMPLATE_PAGE_SIZE_MAX,
    default: TEMPLATE_PAGE_SIZE_DEFAULT,
  }),
});

export const CollectedMaterials = Type.Object({
  list: Type.Array(
    Type.Intersect([
      Material,
      Type.Object({
        collected_at: Type.String({ format: 'date-time', description: '收藏时间' }),
      }),
    ]),
  ),
  total: Type.Integer(),
});
