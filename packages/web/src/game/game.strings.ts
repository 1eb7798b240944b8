// spec create-and-write §2 (game banner and appliance sub-forms), §4 (reset rules, small-image
// rows), §5 and §8 (messages): every string exactly as the spec has it. The options themselves
// (games, titles, presets) come from the packs through GraphQL.
import { INDUSTRY_APPLIANCE, INDUSTRY_GAME } from '@adstudio/domain';

export const GAME_STRINGS = {
  chooseGame: '请选择游戏',
  game: '游戏',
  personArt: '人物图',
  sceneArt: '场景图',
  mainTitle: '主标题',
  chooseTitle: '请选择主标题',
  mainTitleTop: '主标题（上）',
  mainTitleBottom: '主标题（下）',
  secondTitle: '副标题',
  secondPresets: '常用副标题',
  smallSwitch: '生成小图',
  smallNeedsScene: '生成小图需要先选择场景图',
  chooseSmall: '请选择小图（可多选）',
  addRow: '添加一行小图',
  removeRow: '删除这一行小图',
  next: '下一步',
  generate: '智能创作',
  back: '返回',
  // spec §5, §8
  noBackground: '请先上传背景奥~',
  noMainTitle: '请先选择主标题~',
  noPersonAndBackground: '人物和背景都要上传奥~~',
  noPerson: '请先选择人物图~',
  rowsMax: '最多只能6个哦~',
  switchFirst: '打开开关按钮才能添加哦~',
  // The PC game's face-placement step after 下一步.
  faceStep: '调整人物位置',
  faceHint: '选择人物在画面中的位置，脸部会落在所选一侧',
  facePlaces: { left: '靠左', center: '居中', right: '靠右' },
  // Results
  chooseTemplate: '选择模板继续编辑',
  capture: '小图横幅',
  editOnline: '在线编辑',
  rendering: '正在生成…',
  renderFailed: '生成失败',
  // The generic 模板选择 variant (spec §2, §4): 9 further along the ids a click, its own end and
  // empty texts.
  more: '生成更多',
  noMore: '已经没有更多了～',
  noTemplates: '暂无数据哦～',
  demoMark: '演示素材',
  demoNote: '图中人物、场景与产品为演示素材，正式使用请换成已获授权的美术素材',
  // Appliance sub-form (spec §2)
  uploadLogo: '上传logo',
  uploadPerson: '上传人物',
  uploadBackground: '上传背景',
  logosOnlyTwo: '只支持上传两个logo',
  mainCopy: '主标题文案',
  secondCopy: '副标题文案',
  changeCopy: '换一组文案',
  noMainCopy: '请填写标题文案',
} as const;

/** The smart page's industry tags the packs serve, as the pickers key them (spec §9). */
export const GAME_INDUSTRY = String(INDUSTRY_GAME);
export const APPLIANCE_INDUSTRY = String(INDUSTRY_APPLIANCE);
