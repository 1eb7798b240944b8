import { Type, type Static } from '@fastify/type-provider-typebox';
import { pageNumber } from '../http/schemas.js';
import { TemplateDetail } from '../templates/templates.schema.js';
import { PackForm } from './game.packs.js';

// spec create-and-write §7: GET /client/game/allGameList (material_id), GET
// /client/material/findMaterials (cur_page, page_size, tags → List, total), findTemplate
// (cur_page, page_size, material_arr, style, intersection, main_title → List with synthetic and
// id), findTemplateNew (cur_page, page_size, format, style, main_title), POST
// /render/getGameCapture (backAndLabel, id → data). §9: page sizes 20, 30, 40, 200, 300.
export const GAME_PAGE_SIZE_MAX = 300;
const PageSize = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: GAME_PAGE_SIZE_MAX, default: fallback });
const Text = (max: number, description: string) => Type.String({ maxLength: max, description });

export const AllGameListQuery = Type.Object({
  material_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '只列出含这个素材的游戏' }),
  ),
  kind: Type.Union([Type.Literal('game'), Type.Literal('appliance')], {
    default: 'game',
    description: 'game 游戏（行业 270）；appliance 家电（行业 269）',
  }),
});

export const GameItem = Type.Object({
  id: Type.Integer({
    description: '游戏的选项值：0 我的侠客、1 诺亚之心、2 DNF端游、3 我的侠客（测试）',
  }),
  name: Type.String(),
  style: Type.String({ description: '模板检索用的风格名（findTemplate 的 style）' }),
  kind: Type.String(),
  industry: Type.Integer(),
  mark: Type.String({ description: '演示素材：素材为本产品自绘的演示图' }),
  licence: Type.String(),
  form: PackForm,
  formats: Type.Array(Type.String(), { description: '这个游戏的模板格式，如 风格501、风格503' }),
  capture: Type.Union([
    Type.Null(),
    Type.Object({
      sizes: Type.Array(Type.String(), { description: '如 1080x460、1300x554' }),
      module: Type.Integer({ description: '小图模块边长（像素）' }),
      template_id: Type.Integer(),
    }),
  ]),
});
export const GameList = Type.Array(GameItem);

export const FindMaterialsQuery = Type.Object({
  cur_page: pageNumber,
  page_size: PageSize(20),
  tags: Type.Optional(
    Text(
      2000,
      '标签，全部须命中：JSON 列表或逗号分隔，如 ["诺亚之心","人物"]；标签为 游戏名、人物/场景/小图、名称、小图分组',
    ),
  ),
});

export const GameMaterial = Type.Object({
  materialId: Type.Integer(),
  filePath: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  fileFormat: Type.String(),
  tags: Type.Array(Type.String(), { description: '[游戏名, 人物|场景|小图, 名称, 小图分组?]' }),
  isrole: Type.Integer({ description: '1 人物图' }),
});
export const MaterialPage = Type.Object({ List: Type.Array(GameMaterial), total: Type.Integer() });

export const FindTemplateQuery = Type.Object({
  cur_page: pageNumber,
  page_size: PageSize(20),
  material_arr: Type.Optional(
    Text(2000, '所选人物图与场景图的素材 id，JSON 列表，如 [7001001,7001004]'),
  ),
  style: Type.Optional(Text(40, '风格名（游戏名，家电为 家电）')),
  intersection: Type.Union([Type.Literal(0), Type.Literal(1)], {
    default: 1,
    description:
      '1 只要能放下全部所选人物的模板（1 人 风格501、2 人 风格503）；0 放得下其中一部分的也要',
  }),
  main_title: Type.Optional(Text(60, '主标题；换行分成两行（端游的两个主标题）')),
});

export const FindTemplateNewQuery = Type.Object({
  cur_page: pageNumber,
  page_size: PageSize(20),
  format: Type.Optional(Text(20, '风格501 单人、风格503 双人、风格1301 家电')),
  style: Type.Optional(Text(40, '风格名')),
  main_title: Type.Optional(Text(60, '主标题')),
});

export const GameTemplate = Type.Object({
  ...TemplateDetail.properties,
  format: Type.String({ description: '风格501、风格503 或 风格1301' }),
  style: Type.String(),
});
export const GameTemplatePage = Type.Object({
  List: Type.Array(GameTemplate),
  total: Type.Integer(),
});

export const CaptureBody = Type.Object({
  backAndLabel: Type.String({
    minLength: 2,
    maxLength: 4000,
    description:
      'JSON：{"back": 场景图素材 id, "label": 主标题, "small": [小图素材 id…] 或按行 [[…],[…]]}',
  }),
  id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '用户 id（须为本人）' }),
  ),
});
export type CaptureBody = Static<typeof CaptureBody>;

export const CaptureResult = Type.Object({
  design: TemplateDetail,
  template_id: Type.Integer({ description: '横幅模板 id 66666' }),
  width: Type.Integer(),
  height: Type.Integer(),
  modules: Type.Array(
    Type.Object({
      material_id: Type.Integer(),
      x: Type.Integer(),
      y: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
    }),
  ),
});

export const PackFileParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,40}$' }),
  file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,60}\\.png$' }),
});
