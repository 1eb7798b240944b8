// The api's error catalogue: every failure it reports, with its envelope code and the Chinese
// message users see (spec platform-core §5, §8; docs/accounts-contract.md). The api throws them
// (ApiError, packages/api/src/http/errors.ts); the web's own checks before a call show the same
// words. A {name} is filled in by the thrower.
import { CANVAS_SIZE_LABELS } from './templates.constants.js';

/** The six canvas sizes as a refusal lists them: 900x383、1080x460、… */
const SIZE_CHOICES = CANVAS_SIZE_LABELS.join('、');

export const API_ERRORS = {
  badRequest: { code: 400, message: '请求参数格式不正确' },
  emptyCredentials: { code: 400, message: '账号和密码不能为空！' },
  emptyAccount: { code: 400, message: '账号不能为空！' },
  emptyPassword: { code: 400, message: '密码不能为空！' },
  badPasswordFormat: { code: 400, message: '密码格式不正确' },
  unknownLoginMode: { code: 400, message: '登录方式不正确' },
  wrongCredentials: { code: 400, message: '账号或密码错误' },
  unauthenticated: { code: 401, message: '请先登录！' },
  forbidden: { code: 403, message: '没有权限执行此操作' },
  routeNotFound: { code: 404, message: '接口不存在' },
  urlTooLong: { code: 414, message: '请求地址过长' },
  materialNotFound: { code: 404, message: '素材不存在' },
  fileNotFound: { code: 404, message: '文件不存在' },
  keywordTooLong: { code: 400, message: '关键词过长，请不要超过100个字' },
  keywordTooManyTerms: { code: 400, message: '关键词过多，请不要超过10个词' },
  payloadTooLarge: { code: 413, message: '请求内容过大' },
  jsonTooDeep: { code: 400, message: '数据层级过深：{field} 最多 {limit} 层' },
  wordcheckEmptyContent: { code: 400, message: '请输入要检测的内容' },
  wordcheckContentTooLong: { code: 413, message: '检测内容过长，请不要超过100万字' },
  wordcheckEmptyLinks: { code: 400, message: '请输入要检测的链接' },
  wordcheckTooManyLinks: { code: 400, message: '一次最多检测20个链接' },
  wordcheckEntryNotFound: { code: 404, message: '词条不存在' },
  wordcheckWordExists: { code: 409, message: '该词已在词库中' },
  wordcheckWhitelistNotFound: { code: 404, message: '白名单条目不存在' },
  wordcheckWhitelistExists: { code: 409, message: '该白名单条目已存在' },
  // Uploads (spec platform-core §5, §8; docs/uploads-contract.md).
  uploadBadType: { code: 400, message: '上传的素材只能是 JPG 、 PNG 格式或者 SVG!' },
  uploadTooLarge: { code: 413, message: '上传的素材大小不能超过 10MB!' },
  uploadImageTooLarge: { code: 413, message: '上传的素材大小不能超过 5MB!' },
  uploadEmpty: { code: 400, message: '空文件' },
  uploadTooSmall: { code: 400, message: '宽度或高度不能小于10' },
  uploadTooManyPixels: { code: 400, message: '图片像素过大，请不要超过{limit}万像素' },
  uploadUnsafeSvg: { code: 400, message: 'SVG 不能包含脚本、事件或外部引用' },
  uploadBroken: { code: 400, message: '图片文件已损坏，请重新上传' },
  uploadTooComplex: { code: 400, message: '图片内容过于复杂，请简化后重新上传' },
  uploadBusy: { code: 503, message: '上传的人太多了，请稍后再试' },
  uploadNotFound: { code: 404, message: '上传的文件不存在或已过期，请重新上传' },
  uploadLinkInvalid: { code: 403, message: '上传地址无效或已过期，请重新上传' },
  uploadStorageFailed: { code: 503, message: '上传服务器失败!' },
  submitIncomplete: { code: 400, message: '请检查所有素材信息是否填写完整' },
  submitBadLink: { code: 400, message: '请输入正确的链接' },
  reviewNotPending: { code: 409, message: '素材已被审核，请刷新后重试' },
  reviewReasonRequired: { code: 400, message: '请选择或填写拒绝原因' },
  resubmitNotRejected: { code: 409, message: '只有未通过的素材可以修改后重新提交' },
  loginLocked: { code: 429, message: '登录失败次数过多，请{minutes}分钟后再试' },
  // 秒撰 keyword rules, titles and copy alike (docs/quick-write-contract.md).
  quickKeywordEmpty: { code: 400, message: '请输入关键字' },
  quickKeywordTooManyTerms: { code: 400, message: '关键字最多10个' },
  quickKeywordTooLong: { code: 400, message: '关键字不能超过50个字' },
  titleTagNotFound: { code: 404, message: '标签不存在' },
  titleNotFound: { code: 404, message: '标题不存在' },
  copyCardNotFound: { code: 404, message: '文案不存在' },
  // 秒创 templates and renders (spec create-and-write §7, §8; QUICKCREATE §2, §4).
  templateNotFound: { code: 404, message: '模板不存在' },
  templateNotOwned: { code: 403, message: '只能删除自己的作品' },
  templateBadDocument: { code: 400, message: '模板无法使用：{reason}' },
  renderBadMaterials: { code: 400, message: 'materials 应为只含一个模板的 JSON 列表' },
  renderImageRefused: {
    code: 400,
    message: '图片地址不可用：{ref}（只能使用素材库、本人上传和模板自带的图片）',
  },
  renderBusy: { code: 503, message: '作图的人太多了，请稍后再试' },
  renderTimeout: { code: 503, message: '作图超时，请简化模板后重试' },
  renderUnavailable: { code: 503, message: '作图服务暂时不可用，请稍后再试' },
  // One user's share of the render and vision queues is full (issue 29 item 4: fair queues).
  renderUserBusy: { code: 429, message: '你的作图任务太多了，请等前面的完成后再试' },
  // The caller left before the answer (its connection closed): nothing is kept for it.
  renderAbandoned: { code: 400, message: '请求已取消，作品没有保存' },
  // 秒创 cutout and faces (issue 14 "Bad input"); reason is the vision package's Chinese message.
  visionBadImage: { code: 400, message: '{reason}' },
  visionBadBase64: { code: 400, message: 'image 不是有效的 BASE64 图片' },
  visionBusy: { code: 503, message: '抠图的人太多了，请稍后再试' },
  visionUserBusy: { code: 429, message: '你的抠图任务太多了，请等前面的完成后再试' },
  visionTimeout: { code: 503, message: '{reason}' },
  // 秒创 smart generation (getSmartProfile, issue 14 "Bad input").
  smartNoScene: { code: 400, message: '请选择使用场景' },
  smartBadTags: { code: 400, message: '使用场景格式不正确：tagId 应为标签 id 的 JSON 列表' },
  smartUnknownTags: { code: 400, message: '使用场景不存在：{ids}' },
  smartBadCopy: { code: 400, message: '文案格式不正确：text 应为文案的 JSON 或一段文字' },
  // The user's copy, in smart creation and in renders alike.
  copyTooLong: { code: 400, message: '{field}过长，请不要超过{limit}个字' },
  copyTooManyLines: { code: 400, message: '{field}最多{limit}行' },
  copyTooMuch: { code: 400, message: '文案合计过长，请不要超过{limit}个字' },
  smartBadTemplateIds: { code: 400, message: 'templateIds 应为模板 id 的 JSON 列表' },
  smartTooManyTemplates: { code: 400, message: '一次最多生成{limit}个模板' },
  // The ranking's worker pool (issue 29 item 2): its line is full, or a request ran past its budget.
  smartBusy: { code: 503, message: '智能创作的人太多了，请稍后再试' },
  smartTimeout: { code: 503, message: '智能创作超时，请减少文案或图片后重试' },
  recordNotFound: { code: 404, message: '作图记录不存在' },
  // spec platform-core §5, create-and-write §5: a template list asked for by ids needs one.
  idEmpty: { code: 400, message: 'id为空' },
  recordBadDateRange: { code: 400, message: '请选择正确的时间范围' },
  // The online editor's saves (issue 15): designs, drafts, exports, designers' templates.
  designNoTemplate: { code: 400, message: '没有模板信息' },
  designNotFound: { code: 404, message: '作品不存在' },
  designNotOwned: { code: 403, message: '只能保存自己的作品' },
  designLintFailed: { code: 400, message: '模板检查未通过：{reason}' },
  designUnknownTags: { code: 400, message: '标签不存在：{ids}' },
  submissionNotFound: { code: 404, message: '待审核模板不存在' },
  submissionNotPending: { code: 409, message: '模板已被审核，请刷新后重试' },
  // One design in other sizes (issue 32 item 1), the designer's loop (item 9), PSD import (item 2).
  designResizeSize: {
    code: 400,
    message: `不支持的尺寸：{size}（可选 ${SIZE_CHOICES}）`,
  },
  designResizeSame: { code: 400, message: '作品已经是 {size}，请选择其他尺寸' },
  submissionNameRequired: { code: 400, message: '请填写模板名称' },
  submissionTagsRequired: { code: 400, message: '请至少选择一个标签' },
  submissionNotOwned: { code: 403, message: '只能修改自己提交的模板' },
  submissionNotRejected: { code: 409, message: '只有未通过的模板可以重新提交' },
  psdTooLarge: { code: 413, message: 'PSD 文件不能超过 {limit}MB' },
  psdBroken: { code: 400, message: 'PSD 文件无法读取：{reason}' },
  psdTooManyLayers: { code: 400, message: 'PSD 图层太多：{count} 个，最多 {limit} 个' },
  psdColorMode: {
    code: 400,
    message: '只支持 RGB 颜色模式的 PSD（这个文件是 {mode}），请在 Photoshop 里转为 RGB 后再导入',
  },
  psdDepth: {
    code: 400,
    message: '只支持 8 位/通道的 PSD（这个文件是 {depth} 位），请转为 8 位后再导入',
  },
  psdCanvasSize: {
    code: 400,
    message: `PSD 画布 {size} 不是可用的尺寸（可选 ${SIZE_CHOICES}）`,
  },
  // Protection of the service itself (issue 12): rate limits, load shedding, oversized requests.
  wordcheckGuestTooLong: {
    code: 413,
    message: '未登录时每次最多检测{limit}字，登录后可检测更长的内容',
  },
  // spec create-and-write §7: the game and appliance packs (src/game).
  gameBadList: { code: 400, message: '{field} 应为 JSON 列表或以逗号分隔，例如 [7001001]' },
  gameUnknown: { code: 404, message: '游戏不存在' },
  gameMaterialUnknown: { code: 404, message: '素材不存在：{id}' },
  gameBadCapture: { code: 400, message: 'backAndLabel 格式不正确：{reason}' },
  gameCaptureFull: { code: 400, message: '小图太多了，画面最多放得下{max}个' },
  // 批量生成 (issue 33): the sheet, the image zip, the mapping and the run (batch/batch.constants.ts).
  batchSheetTooLarge: { code: 413, message: '表格文件不能超过 10MB，请拆分后分批上传' },
  batchSheetType: { code: 400, message: '只支持 CSV 或 XLSX 表格（.csv / .xlsx）' },
  batchSheetBroken: { code: 400, message: '表格无法读取：{reason}' },
  batchSheetEmpty: { code: 400, message: '表格没有数据：第一行应为列名，从第二行起每行生成一张' },
  batchSheetEncoding: {
    code: 400,
    message: '表格的编码无法识别，请在 Excel 里另存为“CSV UTF-8”或 XLSX 后再上传',
  },
  batchTooManyRows: { code: 400, message: '表格最多{limit}行数据，请拆分后分批上传' },
  batchTooManyColumns: { code: 400, message: '表格最多{limit}列' },
  batchEmptyColumnName: { code: 400, message: '{cell} 是空的列名，请给每一列起一个名字' },
  batchDuplicateColumn: { code: 400, message: '列名「{name}」重复，请给每一列起不同的名字' },
  batchCellTooLong: { code: 400, message: '{cell} 单元格过长，请不要超过{limit}个字' },
  batchSheetTooManyChars: {
    code: 400,
    message: '表格的文字总共不能超过{limit}个字，请拆分后分批上传',
  },
  batchFormulaCell: {
    code: 400,
    message: '{cell} 单元格是公式，请复制后“粘贴为数值”再上传',
  },
  batchZipTooLarge: { code: 413, message: '图片压缩包不能超过 50MB' },
  batchZipBroken: { code: 400, message: '图片压缩包无法读取，请重新打包为 ZIP 后上传' },
  batchZipUnsafeName: {
    code: 400,
    message: '压缩包里的文件名不安全：{name}（不能包含 ../，也不能以 / 开头）',
  },
  batchZipBomb: {
    code: 400,
    message: '压缩包里的「{name}」解压后过大，已拒绝（每张图片不超过 10MB）',
  },
  batchZipTooMany: { code: 400, message: '压缩包最多{limit}个文件' },
  batchZipBadImage: { code: 400, message: '压缩包里的「{name}」不是可用的 JPG 或 PNG 图片' },
  batchNotFound: { code: 404, message: '批量任务不存在' },
  batchBadMapping: {
    code: 400,
    message: 'mapping 格式不正确：应为 {"列名":"位置"} 的 JSON',
  },
  batchUnknownColumn: { code: 400, message: '表格里没有「{column}」这一列' },
  batchUnknownSlot: {
    code: 400,
    message: '「{column}」列对应的位置「{slot}」在这个模板里不存在，请重新选择',
  },
  batchNoMapping: { code: 400, message: '请先选择模板，并把表格的列对应到模板的位置' },
  // 每行智能推荐: a scenario instead of one template, the columns mapped to smart creation's fields.
  batchNoTemplateOrScenario: {
    code: 400,
    message: '请选择一个模板，或选择使用场景（每行智能推荐）',
  },
  batchTemplateAndScenario: {
    code: 400,
    message: '模板和使用场景只能选一个：选模板则每行用同一个模板，选使用场景则每行智能推荐',
  },
  batchSmartTooManyRows: {
    code: 400,
    message:
      '每行智能推荐一次最多{limit}行，这张表格有{rows}行；请拆分后分批生成，或选一个模板用于所有行',
  },
  batchUnknownSmartField: {
    code: 400,
    message: '「{column}」列对应的位置「{slot}」不是智能推荐的文案或图片位置，请重新选择',
  },
  batchNoPreflight: { code: 409, message: '请先做生成前检查，再开始生成' },
  batchRunning: { code: 409, message: '批量任务正在生成，请等它完成后再修改' },
  batchNothingToRun: {
    code: 400,
    message: '没有可以生成的行：每一行都被检查拦下了，请修改表格后重新检查',
  },
  batchNoFailed: { code: 400, message: '没有失败的行需要重试' },
  batchNotFinished: { code: 409, message: '批量任务还没有完成，完成后才能下载' },
  // Access tokens for tools (issue 33 item 5; docs/graphql-for-tools.md).
  accessTokenInvalid: { code: 401, message: '访问令牌无效，请检查 Authorization: Bearer 后的令牌' },
  accessTokenRevoked: { code: 401, message: '访问令牌已被撤销，请在账号页创建新的令牌' },
  accessTokenExpired: { code: 401, message: '访问令牌已过期，请在账号页创建新的令牌' },
  accessTokenScope: {
    code: 403,
    message: '此访问令牌没有「{scope}」权限，请在账号页创建带此权限的令牌',
  },
  accessTokenPersonOnly: { code: 403, message: '访问令牌不能用于此操作，请登录后在网页上操作' },
  accessTokenNotFound: { code: 404, message: '访问令牌不存在' },
  accessTokenTooMany: { code: 400, message: '有效的访问令牌最多{limit}个，请先撤销不用的令牌' },
  accessTokenNoScope: {
    code: 400,
    message: '请至少选择一项权限：read（读取）、create（创建）、batch（批量生成）',
  },
  accessTokenBadName: { code: 400, message: '令牌名称为 1–{limit} 个字' },
  accessTokenBadExpiry: { code: 400, message: '到期日期应为今天以后的日期（YYYY-MM-DD）' },
  rateLimited: { code: 429, message: '请求过于频繁，请{seconds}秒后再试' },
  overloaded: { code: 503, message: '服务器繁忙，请稍后再试' },
  headersTooLarge: { code: 431, message: '请求地址或请求头过长' },
  internal: { code: 500, message: '服务器开小差了，请稍后再试' },
  unavailable: { code: 503, message: '服务暂时不可用，请稍后再试' },
} as const satisfies Record<string, { code: number; message: string }>;

export type ApiErrorName = keyof typeof API_ERRORS;
