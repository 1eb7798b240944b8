// Builds original.json — the 原创文案 cards (tag class 112) — from the cards written by hand
// (original-written.json) and the ingredients below, written for the product: per industry two
// fictional brands (marked 示例) and four real product categories, each with three headlines,
// three selling points and a description; per scene (场景) the headline shapes and promotion lines
// of that scene. Every card pairs a product with its own words, so no two cards say the same
// thing; the promises stay within the advertising law (no 最/第一/国家级, no efficacy, return or
// pass-rate guarantees; terms "以活动页为准"). The word-check test in copy.original.test.ts keeps
// every card free of 禁用 hits.
//   node packages/api/demo/copy/build-original.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * industry → { brands, products: [name, [3 headlines], [3 selling points], description], scenes }
 * `scenes`: where a scene's shapes would read wrong (多买多省 on a deposit) the industry leaves it out.
 */
const INDUSTRIES = {
  食品: {
    brands: ['禾谷示例食品', '小满示例零食'],
    products: [
      [
        '坚果礼盒',
        ['每日一把，好味不停', '坚果配好茶，午后刚刚好', '一盒装下八种香脆'],
        ['八种坚果独立小袋，每天一包', '低温烘焙，保留原本香气', '送长辈、送朋友都体面'],
        '八种坚果按日分装，低温慢烘，开袋即食，办公室、旅途随手一包。',
      ],
      [
        '冷萃咖啡',
        ['清晨一杯，开工有劲', '冷萃十二小时，口感更顺', '把咖啡馆装进冰箱'],
        ['十二小时低温萃取，入口顺滑', '冰水冲调，三秒即溶', '单杯小包装，出门随身带'],
        '精选阿拉比卡咖啡豆冷萃而成，冷水热水都能冲，苦味轻、回味干净。',
      ],
      [
        '手工水饺',
        ['皮薄馅足，咬一口满是汤汁', '下班十分钟，吃上热乎饺子', '妈妈味道，冷冻直达'],
        ['手工擀皮，二十个褶子一个不少', '鲜肉现调馅，汤汁饱满', '急冻锁鲜，煮好不破皮'],
        '每天手工包制，急冻锁鲜，冷链到家，煮、煎、蒸都好吃。',
      ],
      [
        '酸奶',
        ['一勺浓醇，满口奶香', '早餐配酸奶，轻松好搭档', '每天一杯，好好吃饭'],
        ['生牛乳发酵，口感浓稠', '小杯装，一次刚好吃完', '搭配水果麦片更丰富'],
        '选用生牛乳发酵，口感浓稠细腻，冷藏保存，开盖即食。',
      ],
    ],
  },
  美妆: {
    brands: ['水漾示例', '素言示例美妆'],
    products: [
      [
        '保湿面霜',
        ['干燥季，给肌肤喝饱水', '一抹水润，整天舒服', '换季不慌，保湿在线'],
        ['质地轻薄，上脸不黏腻', '早晚都能用，妆前也服帖', '无香精配方，敏感肌可先试用'],
        '保湿面霜质地轻盈，吸收快，秋冬干燥季节帮助肌肤保持水润。',
      ],
      [
        '口红',
        ['一支好气色，出门不用想', '三种日常色，通勤约会都合适', '轻轻一涂，心情变好'],
        ['丝绒质地，显色不拔干', '小巧管身，放进口袋刚好', '三款日常色号，新手也好选'],
        '丝绒雾面质地，上唇显色，三款日常色号，适合通勤与约会。',
      ],
      [
        '防晒乳',
        ['出门前，先防晒', '夏天的底气，从防晒开始', '轻薄一层，安心出游'],
        ['清爽质地，不闷不油', '户外运动也能用', '小瓶装，补涂更方便'],
        '清爽型防晒乳，适合日常通勤与户外出游，按说明足量涂抹并及时补涂。',
      ],
      [
        '卸妆油',
        ['温和卸妆，好好休息', '一按一揉，妆容轻松卸', '忙了一天，给脸放个假'],
        ['乳化快，冲洗后不紧绷', '眼唇也可用，动作更轻柔', '大容量按压瓶，用量好控制'],
        '温和卸妆油，遇水乳化，轻松带走日常妆容，冲洗后清爽不紧绷。',
      ],
    ],
  },
  数码: {
    brands: ['星核示例科技', '拾光示例数码'],
    products: [
      [
        '蓝牙耳机',
        ['戴上耳机，世界安静下来', '通勤路上，只听想听的', '轻到忘记自己戴着'],
        ['主动降噪，地铁里也能听清', '单耳仅四克，久戴不累', '充电盒随身，续航够一周通勤'],
        '入耳式蓝牙耳机，支持主动降噪与通透模式，充电盒随身补电。',
      ],
      [
        '智能手表',
        ['抬手看时间，也看见自己的状态', '运动记录，一块表就够', '消息不错过，手机放一边'],
        ['多种运动模式，自动记录轨迹', '来电消息抬腕即看', '充一次电，日常使用一周左右'],
        '智能手表支持运动记录、消息提醒与睡眠记录，续航以实际使用为准。',
      ],
      [
        '充电宝',
        ['电量满格，出门不慌', '小小一块，撑过一整天', '旅行路上，电量随行'],
        ['两万毫安时，手机能充好几次', '双口输出，两台设备一起充', '轻薄机身，放进包里不占地方'],
        '两万毫安时移动电源，支持双口快充，可随身携带登机（以航空公司规定为准）。',
      ],
      [
        '平板电脑',
        ['大屏追剧，周末不无聊', '网课、画画、办公一台搞定', '孩子学习的好帮手'],
        ['十一英寸大屏，看得更舒服', '支持手写笔，记笔记更顺手', '护眼模式，夜里看也柔和'],
        '十一英寸平板电脑，适合影音娱乐、网课学习与轻办公，可选配手写笔与键盘。',
      ],
    ],
  },
  家电: {
    brands: ['家和示例电器', '清风示例家电'],
    products: [
      [
        '空气炸锅',
        ['少油也能吃得香', '下班半小时，端出一桌菜', '厨房新手也能做出好味道'],
        ['热风循环，外酥里嫩', '可视窗口，火候一眼看清', '内胆可拆洗，收拾不费事'],
        '五升大容量空气炸锅，热风循环加热，薯条、鸡翅、烤蔬菜都能做。',
      ],
      [
        '扫地机器人',
        ['地面交给它，时间留给你', '出门前按一下，回家地板干净', '养宠家庭的好帮手'],
        ['激光导航，规划清扫路线', '扫拖一体，一次完成', '毛发不缠绕，清理更省心'],
        '扫拖一体扫地机器人，激光导航规划路线，手机可预约清扫。',
      ],
      [
        '电热水壶',
        ['一壶好水，泡出好茶', '五分钟，热水就位', '温度刚好，冲奶泡茶都合适'],
        ['多档控温，泡茶冲奶各取所需', '一体内胆，清洗方便', '沸腾自动断电，用着安心'],
        '一点七升电热水壶，多档温度可选，沸腾自动断电，适合泡茶冲奶。',
      ],
      [
        '洗碗机',
        ['饭后不用抢着洗碗', '把时间还给家人', '洗得干净，烘得干爽'],
        ['十三套大容量，一家人的碗一次洗完', '高温烘干，拿出来就能收', '嵌入式安装，厨房更整齐'],
        '十三套嵌入式洗碗机，多种洗涤程序，高温烘干，安装以上门测量为准。',
      ],
    ],
  },
  教育: {
    scenes: ['新品上市', '品牌宣传', '开业活动'],
    brands: ['启言示例教育', '知行示例学堂'],
    products: [
      [
        '少儿英语课',
        ['在玩中开口说英语', '每天十五分钟，陪孩子读绘本', '让英语成为孩子的朋友'],
        ['外教小班，互动更多', '课后绘本跟读，家长也能陪练', '免费试听一节，合适再报名'],
        '少儿英语小班课，以绘本和游戏为主，课后有跟读练习，可预约试听。',
      ],
      [
        '书法课',
        ['一笔一画，写出好字', '练字也是练心', '周末来写字，慢下来'],
        ['名师示范，逐字讲解', '硬笔软笔都能学', '小班授课，每位学员都有点评'],
        '书法兴趣课覆盖硬笔与软笔，按基础分班，小班授课，课后作品点评。',
      ],
      [
        '职场技能课',
        ['每天二十分钟，工作更顺手', '表格、汇报、沟通，一次补齐', '下班后的自我提升'],
        ['短视频课程，随时随地学', '配套练习文件，学完就能用', '学习进度自动保存'],
        '职场技能线上课，涵盖表格、演示与沟通写作，配套练习文件，随时可学。',
      ],
      [
        '编程启蒙课',
        ['用积木搭出第一个小游戏', '让孩子学会一步步想问题', '编程，从好奇开始'],
        ['图形化编程，零基础可学', '每节课完成一个小作品', '老师一对一点评作品'],
        '面向小学生的图形化编程课，每节课完成一个小作品，培养动手与思考习惯。',
      ],
    ],
  },
  金融: {
    scenes: ['品牌宣传'],
    brands: ['稳行示例银行', '安和示例保险'],
    products: [
      [
        '信用卡',
        ['一张卡，安排好日常开销', '出行购物，一卡随行', '账单清楚，花钱心里有数'],
        ['手机银行随时查账单', '境外消费支持多币种', '按时还款，用卡更安心'],
        '信用卡支持手机银行查询账单与分期，具体权益与费用以银行公布的规则为准。',
      ],
      [
        '手机银行',
        ['银行就在手机里', '转账缴费，动动手指', '随时随地，打理账户'],
        ['生活缴费一站办理', '转账记录清楚可查', '多重验证，保护账户安全'],
        '手机银行支持转账、缴费与账户查询，请从官方渠道下载并妥善保管密码。',
      ],
      [
        '家庭保险',
        ['为家人，多一份准备', '保障说明，一页看懂', '把风险想在前面'],
        ['保障内容逐条说明', '线上投保，流程清楚', '理赔服务有专人解答'],
        '家庭保险保障责任与免责条款请以保险合同为准，投保前请仔细阅读条款。',
      ],
      [
        '定期存款',
        ['把计划存起来', '为明天攒一点', '存款期限，按你的节奏选'],
        ['多种期限可选', '线上线下都能办理', '到期提醒，不怕忘记'],
        '定期存款期限与利率以银行当期公告为准，可通过网点或手机银行办理。',
      ],
    ],
  },
  房产: {
    scenes: ['品牌宣传', '开业活动'],
    brands: ['栖居示例地产', '安然示例置业'],
    products: [
      [
        '两居室',
        ['小家虽小，处处用心', '两个人的家，刚刚好', '下班回家，推门就是温暖'],
        ['南北通透，采光好', '步行可达地铁站', '精装交付，拎包入住'],
        '两居室户型南北通透，周边配套以政府规划及实际交付为准。',
      ],
      [
        '样板间',
        ['周末来看看未来的家', '走进样板间，想象新生活', '看房不用赶，预约更从容'],
        ['周末开放，欢迎预约', '专人讲解户型与配套', '到访可领取伴手礼'],
        '样板间周末开放参观，预约到访可领取伴手礼，样板间展示内容不作为交付标准。',
      ],
      [
        '社区公寓',
        ['一个人住，也要住得好', '离公司近一点，生活松一点', '小空间，大自由'],
        ['一室一厅，布局紧凑', '社区配套健身房与洗衣房', '交通便利，通勤省时'],
        '社区公寓一室一厅，配套公共健身房与洗衣房，租售信息以现场公示为准。',
      ],
      [
        '物业服务',
        ['回家路上，有人照应', '小区干净，住着舒心', '有事找管家，随叫随到'],
        ['管家服务热线全天可拨', '公共区域定期清洁', '报修线上提交，进度可查'],
        '物业服务涵盖保洁、绿化、安保与报修，服务标准以物业服务合同为准。',
      ],
    ],
  },
  汽车: {
    scenes: ['节日促销', '品牌宣传', '开业活动'],
    brands: ['驰远示例汽车', '途安示例车业'],
    products: [
      [
        '家用SUV',
        ['周末出发，装下全家的快乐', '空间够大，想去哪就去哪', '一家人的第二个客厅'],
        ['后备厢宽敞，露营装备放得下', '第二排座椅可放倒', '全景天窗，旅途更开阔'],
        '七座家用SUV，座椅布局灵活，后备厢空间大，配置以实车为准。',
      ],
      [
        '新能源轿车',
        ['安静出发，轻松到达', '城市通勤，充电就走', '每天上下班，更从容'],
        ['纯电驱动，起步平顺', '家用充电桩安装咨询', '智能座舱，语音控制导航'],
        '纯电动轿车，续航与充电时间受路况、气温和驾驶习惯影响，以实际为准。',
      ],
      [
        '汽车保养',
        ['按时保养，开得放心', '爱车也需要休息', '一次保养，安心一季'],
        ['原厂配件，透明报价', '预约到店，减少等待', '保养记录线上可查'],
        '到店保养提供配件与工时明细报价，预约后按时到店可减少等待。',
      ],
      [
        '试驾体验',
        ['坐进来，感受一下', '一次试驾，答案自然有了', '约上家人，一起来试'],
        ['线上预约，到店即试', '专业顾问全程陪同', '试驾路线兼顾城市与快速路'],
        '到店试驾需携带有效驾驶证，试驾路线与时间以门店安排为准。',
      ],
    ],
  },
  旅游: {
    brands: ['漫游示例旅行', '山海示例旅游'],
    products: [
      [
        '海岛度假',
        ['海风吹来，烦恼走开', '把假期交给一片海', '带上家人，去看海'],
        ['海景房可选，推窗见海', '浮潜、出海行程自由搭配', '亲子友好，适合全家出游'],
        '海岛度假线路含往返交通与酒店，行程与价格以出行日期及合同为准。',
      ],
      [
        '古镇周末游',
        ['青石板路，慢慢走', '周末两天，换个节奏生活', '去古镇，听一场评弹'],
        ['两天一夜，行程轻松', '住古镇客栈，夜游更方便', '当地美食一路尝'],
        '古镇周末游两天一夜，含客栈住宿与导览，旺季请提前预订。',
      ],
      [
        '冰雪之旅',
        ['去北方，看一场大雪', '滑雪、泡温泉，一次玩够', '冬天的快乐，藏在雪里'],
        ['新手滑雪教练陪练', '温泉酒店连住两晚', '保暖装备可租借'],
        '冰雪旅游线路含滑雪体验与温泉酒店，出行前请关注天气与安全提示。',
      ],
      [
        '亲子研学',
        ['行走的课堂', '带孩子去看书里的世界', '一次出行，一段成长'],
        ['专业讲解，边走边学', '小团出行，照顾更周到', '行程安排松紧适度'],
        '亲子研学线路以博物馆与自然考察为主，小团出行，具体行程以出团通知为准。',
      ],
    ],
  },
  服饰: {
    brands: ['步履示例', '棉语示例服饰'],
    products: [
      [
        '运动鞋',
        ['舒适每一步', '跑起来，风都是轻的', '通勤、健身，一双就够'],
        ['缓震鞋底，久走不累', '透气鞋面，夏天不闷脚', '多种配色，搭配不难'],
        '轻量运动鞋采用缓震鞋底与透气网面，日常通勤与运动都合适。',
      ],
      [
        '羽绒服',
        ['冬天出门，暖暖的', '轻轻一件，挡住寒风', '今年冬天，换件新外套'],
        ['充绒饱满，轻便保暖', '防泼水面料，小雨不怕', '可收纳帽子，风格两用'],
        '羽绒服采用防泼水面料，充绒量与含绒量见吊牌，洗护请按标签说明。',
      ],
      [
        '纯棉T恤',
        ['简单一件，怎么穿都好看', '夏天的衣柜，少不了它', '舒服，是每天的标准'],
        ['纯棉面料，亲肤透气', '多色可选，基础百搭', '水洗不易变形'],
        '纯棉圆领T恤，多色可选，建议冷水手洗或轻柔机洗。',
      ],
      [
        '通勤衬衫',
        ['周一也要精神满满', '一件衬衫，体面一整天', '从会议室到晚餐，一件搞定'],
        ['挺括面料，不易起皱', '修身剪裁，不紧绷', '可机洗，打理简单'],
        '通勤衬衫面料挺括，修身剪裁，可机洗，尺码建议参考详情页尺码表。',
      ],
    ],
  },
};

/** scene → { headline shapes ({p} product, {b} brand, {f} festival), promotion lines } */
const SCENES = {
  节日促销: {
    shapes: [
      '{f}好礼，{p}限时特惠',
      '{f}送什么？{p}刚刚好',
      '{f}囤货季，{p}多买多省',
      '陪你过{f}，{p}限时礼遇',
    ],
    festivals: [
      '春节',
      '元宵',
      '端午',
      '七夕',
      '中秋',
      '国庆',
      '周年庆',
      '年货节',
      '双十二',
      '开学季',
    ],
    lines: [
      '活动期间满199减30，以活动页为准',
      '第二件半价，数量有限，先到先得',
      '下单加赠小礼品一份，送完即止',
      '两件九折，活动时间以页面为准',
      '会员下单额外积分，详情见活动规则',
    ],
  },
  新品上市: {
    shapes: ['{p}新品上市', '全新{p}，今天首发', '{p}焕新登场', '新款{p}，等你来试'],
    lines: [
      '新品陆续到店，欢迎到店体验',
      '预约试用，抢先体验新品',
      '首发期间购买加赠礼包，送完即止',
      '线上线下同步发售',
    ],
  },
  品牌宣传: {
    shapes: ['选{p}，就选{b}', '{b}，用心做好{p}', '{b}：把{p}做得更好一点', '认真做{p}的{b}'],
    lines: [],
  },
  开业活动: {
    shapes: [
      '{b}新店开业，{p}到店体验',
      '新店开张，{p}开业特惠',
      '开业三天，{p}到店有礼',
      '{b}新店开业，欢迎光临',
    ],
    lines: [
      '开业期间到店即送伴手礼',
      '前一百位到店顾客可领开业礼',
      '扫码关注门店，领取开业优惠',
      '开业当天到店，抽取幸运好礼',
    ],
  },
};
const SCENE_NAMES = Object.keys(SCENES);

// Placeholder hotlines in the 400-000 range (unassigned): a card shape with a phone shows one,
// and the user replaces it with their own.
const phoneOf = (brandIndex) => `400-000-${String(1000 + brandIndex * 37).padStart(4, '0')}`;

const fill = (shape, { product, brand, festival }) =>
  shape
    .replaceAll('{p}', product)
    .replaceAll('{b}', brand)
    .replaceAll('{f}', festival ?? '');

const cards = [];
let brandIndex = 0;
let turn = 0;
for (const [industry, { brands, products, scenes = SCENE_NAMES }] of Object.entries(INDUSTRIES)) {
  products.forEach(([product, headlines, points, content], p) => {
    const brand = brands[p % brands.length];
    const phone = phoneOf(brandIndex + (p % brands.length));
    const base = { brand, product, content, phone };
    const tag = (scene) => [`行业/${industry}`, `场景/${scene}`];
    // The product's own voice: each headline alone, and with its selling point.
    headlines.forEach((headline, i) => {
      cards.push({ main_title: headline, ...base, tags: tag('品牌宣传') });
      cards.push({ main_title: headline, subtitle_one: points[i], ...base, tags: tag('品牌宣传') });
    });
    // Each scene's shape, alone and with a selling point and the scene's promotion line.
    scenes.forEach((scene, s) => {
      const { shapes, lines, festivals } = SCENES[scene];
      turn += 1;
      const festival = festivals?.[turn % festivals.length];
      const main_title = fill(shapes[(p + s) % shapes.length], { product, brand, festival });
      // A scene without promotion lines (品牌宣传) closes with the next selling point instead.
      const point = (p + s) % points.length;
      const promotion = lines.length > 0 ? lines[turn % lines.length] : points[(point + 1) % 3];
      const other = lines.length > 0 ? promotion : '';
      cards.push({ main_title, ...base, other, tags: tag(scene) });
      cards.push({
        main_title,
        subtitle_one: points[point],
        subtitle_two: promotion,
        ...base,
        other,
        tags: tag(scene),
      });
    });
  });
  brandIndex += brands.length;
}

const written = JSON.parse(readFileSync(join(HERE, 'original-written.json'), 'utf8'));
// The same lines twice would be one card (the import keys on them): keep the first.
const seen = new Set();
const all = [...written.cards, ...cards].filter((c) => {
  const key = [c.main_title, c.subtitle_one ?? '', c.subtitle_two ?? ''].join('\u0000');
  return !seen.has(key) && seen.add(key);
});
const out = {
  note: '原创文案：为本产品撰写（original-written.json）或由 build-original.mjs 按行业、产品、场景的撰写素材组合生成。品牌名均为虚构示例（“示例”品牌），电话为未分配的 400-000 占位号码；用语经禁词检测，不含《广告法》绝对化用语。',
  cards: all,
};
writeFileSync(join(HERE, 'original.json'), `${JSON.stringify(out, null, 0)}\n`);
const byLines = {};
for (const c of all) {
  const n = [c.main_title, c.subtitle_one, c.subtitle_two].filter(Boolean).length;
  byLines[n] = (byLines[n] ?? 0) + 1;
}
console.log(`${all.length} cards → original.json (by line count: ${JSON.stringify(byLines)})`);
