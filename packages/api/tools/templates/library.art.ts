// The library's art chosen by topic (issue 28 item 3): every picture names the topics it shows,
// every scenario (a copy line: industry, node and the words it uses) names its topics, and the
// build draws only art whose topics meet the scenario's. The art is Fluent Emoji (MIT, Microsoft;
// the colour SVGs of @iconify-json/fluent-emoji 1.2.7, art/LICENSE.md), vector, rasterised at
// ART_PX so that no canvas size draws it above its pixel size.
export const ART_PX = 1024;

/** Topic → the art that shows it. An art may show several topics. */
const BY_TOPIC: Record<string, string> = {
  general:
    'wrapped-gift party-popper confetti-ball balloon ticket megaphone shopping-bags shopping-cart crown money-bag handshake game-die spiral-calendar sparkles love-letter',
  shopping: 'shopping-bags shopping-cart wrapped-gift money-bag ticket',
  gift: 'wrapped-gift heart-with-ribbon bouquet',
  member: 'crown ticket wrapped-gift',
  opening: 'balloon confetti-ball party-popper',
  lottery: 'game-die wrapped-gift',
  live: 'megaphone mobile-phone camera',
  kids: 'balloon puzzle-piece books',
  green: 'potted-plant four-leaf-clover herb',
  spring: 'cherry-blossom four-leaf-clover tulip bouquet',
  summer: 'ice ice-cream watermelon sunglasses beach-with-umbrella snowflake',
  autumn: 'maple-leaf hot-beverage',
  winter: 'scarf hot-beverage snowflake fire',
  drink: 'bubble-tea hot-beverage teapot teacup-without-handle',
  dessert: 'shortcake cupcake birthday-cake ice-cream',
  health:
    'stethoscope pill person-in-lotus-position person-running running-shoe tooth herb green-salad teapot',
  auto: 'automobile racing-car fuel-pump key electric-plug battery',
  appliance:
    'television radio electric-plug battery light-bulb snowflake fire shallow-pan-of-food teapot hot-beverage',
  game: 'video-game joystick game-die trophy crossed-swords dragon crystal-ball puzzle-piece 1st-place-medal person-fairy ninja',
  food: 'bubble-tea dumpling bento-box steaming-bowl birthday-cake shortcake ice-cream curry-rice hamburger pizza green-salad tangerine strawberry watermelon cupcake cooked-rice hot-beverage moon-cake',
  beauty:
    'lipstick nail-polish lotion-bottle sponge hair-pick mirror soap bathtub rose woman-getting-haircut',
  digital:
    'mobile-phone laptop camera headphone watch keyboard desktop-computer robot satellite-antenna battery electric-plug',
  education:
    'books graduation-cap pencil notebook school globe-showing-asia-australia microscope light-bulb woman-teacher woman-student man-student musical-keyboard chart-increasing',
  finance: 'money-bag credit-card bank chart-increasing coin briefcase handshake',
  home: 'couch-and-lamp bed house-with-garden chair bathtub potted-plant key light-bulb sponge',
  travel:
    'airplane luggage beach-with-umbrella camping mountain world-map tent ship hot-springs hiking-boot camera sunglasses ticket',
  fashion:
    'dress high-heeled-shoe handbag running-shoe scarf t-shirt sunglasses ring gem-stone womans-hat crown woman-dancing',
  元旦: 'fireworks sparkler party-popper spiral-calendar clinking-glasses bottle-with-popping-cork confetti-ball',
  春节: 'red-envelope firecracker red-paper-lantern dragon dumpling tangerine fireworks',
  女神: 'bouquet tulip rose crown lipstick woman',
  '618': 'shopping-bags shopping-cart wrapped-gift party-popper money-bag',
  七夕: 'heart-with-ribbon love-letter rose bouquet ring',
  中秋: 'moon-cake moon-viewing-ceremony full-moon rabbit red-paper-lantern',
  国庆: 'fireworks balloon red-paper-lantern airplane luggage',
  双11: 'shopping-bags shopping-cart wrapped-gift money-bag',
  双12: 'shopping-bags shopping-cart wrapped-gift money-bag',
  年终: 'trophy wrapped-gift clinking-glasses spiral-calendar party-popper 1st-place-medal',
  日常: '',
};

// Words of a copy line and the topics they name: what the art of a scenario may show besides its
// industry and node. Kept to words that name a thing or a season, not a mood.
const WORDS: readonly [RegExp, string][] = [
  [/夏|清凉|冰|防晒|海/u, 'summer'],
  [/冬|暖|雪|羽绒|大衣/u, 'winter'],
  [/春日|春季|踏青|花/u, 'spring'],
  // Not 中秋: a mooncake festival is no fallen leaf.
  [/秋季|秋日|秋天|立秋|初秋|深秋|秋冬|秋装/u, 'autumn'],
  [/茶|咖啡|热饮|饮/u, 'drink'],
  [/蛋糕|甜品|下午茶|生日/u, 'dessert'],
  [/购|抢|囤|券|减|折|价|特惠|清仓/u, 'shopping'],
  [/礼/u, 'gift'],
  [/会员|积分|年卡/u, 'member'],
  [/开业|新店|开张/u, 'opening'],
  [/抽奖/u, 'lottery'],
  [/直播|主播/u, 'live'],
  [/亲子|儿童|孩子|少儿/u, 'kids'],
  [/绿色|绿植|环保|公益/u, 'green'],
  [/学|课|考|书|笔记|讲座/u, 'education'],
  [/车|驾/u, 'auto'],
  [/运动|跑|瑜伽|健身|体检|健康/u, 'health'],
  [/手机|电脑|数码|耳机|相机/u, 'digital'],
  [/旅|出游|出行|看海|民宿|露营/u, 'travel'],
  [/吃|食|餐|饭|菜|饺|月饼|火锅|零食/u, 'food'],
  [/玫瑰|情侣|告白|约会|浪漫|心意/u, '七夕'],
  [/跨年|新年|元旦/u, '元旦'],
  [/红包|过年|年货|春节|新春/u, '春节'],
  [/月饼|中秋|赏月/u, '中秋'],
];

/** Topics of a scenario: its industry and node, and what its copy speaks of. */
export function scenarioTopics(industry: string, node: string, text: string): string[] {
  const topics = new Set([industry, node]);
  for (const [re, topic] of WORDS) if (re.test(text)) topics.add(topic);
  return [...topics];
}

export const sharesTopic = (art: string, topics: readonly string[]) =>
  (ART_TOPICS.get(art) ?? []).some((t) => topics.includes(t));

/**
 * A photo fills its window and reads as what the ad is about, so it must show the scenario's
 * subject — its industry or what its copy speaks of — not only its node: the node is a date on the
 * calendar, and a 女神节 meadow of wildflowers behind a bed sale (给她一个梦幻卧室) matched on it.
 */
export const photoFits = (photo: string, topics: readonly string[], node: string) =>
  (PHOTO_TOPICS[photo] ?? []).some((t) => t !== node && topics.includes(t));

/** What a product slot shows in the library's preview, by industry (never the grey bottle). */
export const PRODUCT_SAMPLES: Record<string, readonly string[]> = {
  general: ['wrapped-gift', 'shopping-bags'],
  health: ['running-shoe', 'pill', 'teapot'],
  auto: ['automobile', 'racing-car'],
  appliance: ['television', 'radio', 'teapot', 'shallow-pan-of-food'],
  game: ['video-game', 'joystick', 'game-die'],
  food: [
    'bubble-tea',
    'moon-cake',
    'dumpling',
    'birthday-cake',
    'hamburger',
    'pizza',
    'bento-box',
    'teapot',
  ],
  beauty: ['lipstick', 'lotion-bottle', 'nail-polish', 'soap'],
  digital: ['mobile-phone', 'laptop', 'headphone', 'watch', 'camera'],
  education: ['books', 'notebook', 'graduation-cap'],
  finance: ['credit-card', 'money-bag', 'coin'],
  home: ['couch-and-lamp', 'bed', 'chair', 'potted-plant'],
  travel: ['luggage', 'tent', 'camera'],
  fashion: ['dress', 'handbag', 'high-heeled-shoe', 'running-shoe', 'womans-hat'],
};

/** What a person slot shows in the library's preview: a drawn person of the trade, never a photo. */
export const ROLE_SAMPLES: Record<string, readonly string[]> = {
  general: ['woman-raising-hand', 'man', 'girl'],
  health: ['person-in-lotus-position', 'person-running'],
  auto: ['man-office-worker', 'woman-office-worker'],
  appliance: ['woman-cook', 'man-cook'],
  game: ['person-fairy', 'ninja'],
  food: ['woman-cook', 'man-cook'],
  beauty: ['woman-getting-haircut', 'woman'],
  digital: ['woman-technologist', 'man-technologist'],
  education: ['woman-teacher', 'woman-student', 'man-student'],
  finance: ['man-office-worker', 'woman-office-worker'],
  home: ['woman-raising-hand', 'man'],
  travel: ['woman-raising-hand', 'girl'],
  fashion: ['woman-dancing', 'girl'],
};

/**
 * A second art family beside the 3D emoji (issue 28 item 7: one family everywhere): Tux Paint
 * stamps already in the demo library as 元素 (demo/photos, each with its author and licence in
 * demo/materials.json), flat hand-drawn clip art, by topic. They are rasters of at most 600 px,
 * so the build draws one only where its box needs no more pixels than it has.
 */
const STAMPS_BY_TOPIC: Record<string, string> = {
  food: 'cream-cupcake birthday-cake cartoon-strawberry cartoon-orange cartoon-grapes cartoon-peach pink-cake sliced-bread bread lobster cheese cartoon-pineapple cartoon-cherries cartoon-apple cartoon-pear cartoon-banana',
  drink: 'espresso coffee-cup lemon-slice',
  dessert: 'cream-cupcake birthday-cake pink-cake',
  appliance: 'washing-machine fridge microwave vacuum-cleaner',
  digital: 'laptop monitor digital-camera mobile-phone',
  fashion: 't-shirt handbag high-heel sunglasses bow-tie',
  travel: 'airliner sailboat globe hot-air-balloon digital-camera',
  education: 'pencil mortarboard globe school-bus',
  health: 'bicycle stopwatch',
  finance: 'calculator padlock',
  auto: 'sports-car',
  member: 'gold-crown jewelled-crown',
  gift: 'gift-box',
  general: 'gift-box',
  summer: 'sunglasses sailboat',
  winter: 'snowflake snowman-top-hat',
  spring: 'monarch-butterfly kite clover swallow',
  green: 'clover',
  kids: 'cartoon-teddy kite cartoon-rocket',
  七夕: 'glossy-heart',
  女神: 'handbag high-heel',
};

/** The stamp names (demo/photos/element-stamp-<name>.png) that STAMPS_BY_TOPIC lists. */
export const isStamp = (art: string) => art.startsWith('element-stamp-');

/**
 * A third family: lettering — the node or the offer as one character (or figure) cut in a seal,
 * in a licensed brush face (library.assets.ts prepareLetter), for the scenarios that have a word
 * of their own.
 */
export const LETTERS: Record<string, { text: string; topic: string }> = {
  'letter-fu': { text: '福', topic: '春节' },
  'letter-xin': { text: '新', topic: '元旦' },
  'letter-yue': { text: '月', topic: '中秋' },
  'letter-qing': { text: '庆', topic: '国庆' },
  'letter-ai': { text: '爱', topic: '七夕' },
  'letter-ta': { text: '她', topic: '女神' },
  'letter-618': { text: '618', topic: '618' },
  'letter-s11': { text: '双11', topic: '双11' },
  'letter-s12': { text: '双12', topic: '双12' },
  'letter-nian': { text: '年', topic: '年终' },
  'letter-hui': { text: '惠', topic: 'shopping' },
  'letter-li': { text: '礼', topic: 'gift' },
  'letter-kai': { text: '开', topic: 'opening' },
  'letter-zun': { text: '尊', topic: 'member' },
  // The trades' own words, after the nodes' and the offers'.
  'letter-shi': { text: '食', topic: 'food' },
  'letter-cha': { text: '茶', topic: 'drink' },
  'letter-tian': { text: '甜', topic: 'dessert' },
  'letter-mei': { text: '美', topic: 'beauty' },
  'letter-you': { text: '游', topic: 'travel' },
  'letter-xue': { text: '学', topic: 'education' },
  'letter-kang': { text: '康', topic: 'health' },
  'letter-cai': { text: '财', topic: 'finance' },
  'letter-jia': { text: '家', topic: 'home' },
  'letter-che': { text: '车', topic: 'auto' },
  'letter-dian': { text: '电', topic: 'appliance' },
  'letter-ku': { text: '酷', topic: 'digital' },
  'letter-chao': { text: '潮', topic: 'fashion' },
  'letter-wan': { text: '玩', topic: 'game' },
  'letter-xia': { text: '夏', topic: 'summer' },
  'letter-dong': { text: '冬', topic: 'winter' },
  'letter-chun': { text: '春', topic: 'spring' },
};
export const isLetter = (art: string) => art in LETTERS;

/** The art families a template's pictures are drawn in, dealt in turn over the library. */
export type ArtFamily = 'emoji' | 'stamp' | 'lettering';
export const ART_FAMILIES: readonly ArtFamily[] = [
  'stamp',
  'emoji',
  'lettering',
  'stamp',
  'emoji',
  'lettering',
];

/** The stamp that shows the same thing as an emoji (a cake for a cake), where the stamps have one. */
export const SAME_THING: Record<string, string> = {
  'birthday-cake': 'element-stamp-birthday-cake',
  shortcake: 'element-stamp-pink-cake',
  cupcake: 'element-stamp-cream-cupcake',
  strawberry: 'element-stamp-cartoon-strawberry',
  tangerine: 'element-stamp-cartoon-orange',
  'hot-beverage': 'element-stamp-coffee-cup',
  laptop: 'element-stamp-laptop',
  'desktop-computer': 'element-stamp-monitor',
  camera: 'element-stamp-digital-camera',
  'mobile-phone': 'element-stamp-mobile-phone',
  airplane: 'element-stamp-airliner',
  ship: 'element-stamp-sailboat',
  'globe-showing-asia-australia': 'element-stamp-globe',
  'graduation-cap': 'element-stamp-mortarboard',
  pencil: 'element-stamp-pencil',
  'high-heeled-shoe': 'element-stamp-high-heel',
  handbag: 'element-stamp-handbag',
  't-shirt': 'element-stamp-t-shirt',
  sunglasses: 'element-stamp-sunglasses',
  crown: 'element-stamp-gold-crown',
  'wrapped-gift': 'element-stamp-gift-box',
  automobile: 'element-stamp-sports-car',
  'racing-car': 'element-stamp-sports-car',
  snowflake: 'element-stamp-snowflake',
  'four-leaf-clover': 'element-stamp-clover',
  'heart-with-ribbon': 'element-stamp-glossy-heart',
};

/**
 * The scenario's two pictures (emoji, chosen by chooseArt) redrawn in `family` where that family
 * has art of the scenario. Stamps: the stamp of the same thing where there is one; the copy's own
 * pick (a mooncake for 中秋) otherwise stays an emoji, since a stamp of the same topic would be
 * another thing (a strawberry for the mooncakes); art the build added for the industry becomes a
 * stamp of the scenario's subject (the node alone does not choose one, as it does not a photo).
 * Lettering: the scenario's word as the first picture. Otherwise the emoji stay. Returns the
 * pictures and, in their order, the emoji each stands for (what a stamp too small gives way to).
 */
export function restyleArt(
  art: readonly string[],
  scenario: { topics: readonly string[]; node: string; art: readonly string[] },
  family: ArtFamily,
  n: number,
): { chosen: string[]; emoji: string[] } {
  const same = (chosen: string[]) => ({ chosen, emoji: [...art] });
  if (family === 'lettering') {
    const letter = Object.entries(LETTERS)
      .filter(([, l]) => scenario.topics.includes(l.topic))
      .map(([name]) => name);
    // The node's word before the offer's (双11 rather than 惠): LETTERS lists the nodes first.
    const first = letter[0];
    return same(first ? [first, ...art.slice(1)] : [...art]);
  }
  if (family === 'emoji') return same([...art]);
  const subject = scenario.topics.filter((t) => t !== scenario.node);
  const out: string[] = [];
  art.forEach((emoji, i) => {
    const stamp = SAME_THING[emoji];
    if (stamp || scenario.art.includes(emoji)) {
      out.push(stamp && !out.includes(stamp) ? stamp : emoji);
      return;
    }
    const own = ART_TOPICS.get(emoji) ?? [];
    const list = [...ART_TOPICS.entries()]
      .filter(
        ([name, t]) =>
          isStamp(name) &&
          !out.includes(name) &&
          t.some((x) => subject.includes(x) && own.includes(x)),
      )
      .map(([name]) => name);
    out.push(list[(n + i) % Math.max(1, list.length)] ?? emoji);
  });
  // A stamp of the same thing as the second picture leads when the first has none.
  const [first = '', second = ''] = out;
  return !isStamp(first) && SAME_THING[art[1] ?? ''] === second
    ? { chosen: [second, first], emoji: [art[1] ?? '', art[0] ?? ''] }
    : same(out);
}

export const ART_TOPICS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [topic, list] of Object.entries(STAMPS_BY_TOPIC))
    for (const stamp of list.split(/\s+/u).filter(Boolean))
      map.set(`element-stamp-${stamp}`, [...(map.get(`element-stamp-${stamp}`) ?? []), topic]);
  for (const [name, l] of Object.entries(LETTERS)) map.set(name, [l.topic]);
  for (const [topic, list] of Object.entries(BY_TOPIC))
    for (const art of list.split(/\s+/u).filter(Boolean))
      map.set(art, [...(map.get(art) ?? []), topic]);
  // A stamp of the same thing as an emoji shows what the emoji shows.
  for (const [emoji, stamp] of Object.entries(SAME_THING))
    map.set(stamp, [...new Set([...(map.get(stamp) ?? []), ...(map.get(emoji) ?? [])])]);
  // The people drawn as a role slot's sample are also topics of their trade.
  for (const [topic, people] of Object.entries(ROLE_SAMPLES))
    for (const art of people)
      map.set(art, [...new Set([...(map.get(art) ?? []), topic, 'people'])]);
  return map;
})();

/** Invented brands a preview's logo shows, by industry: plausible shop names, never 示例. */
export const BRANDS: Record<string, readonly string[]> = {
  general: ['乐町百货', '好邻里超市', '优选生活馆', '一间杂货'],
  health: ['轻氧健身', '安康大药房', '禾木齿科'],
  auto: ['驰远汽车', '途安车服'],
  appliance: ['凯瑞电器', '澄净家电', '暖屋电器'],
  game: ['逐光互娱', '幻境游戏', '星野电玩'],
  food: ['山野小馆', '禾丰茶事', '一碗鲜', '麦香坊'],
  beauty: ['素肌研究所', '蔓拾美妆', '青禾美甲'],
  digital: ['星核数码', '极光科技', '声屿耳机'],
  education: ['启明学堂', '知行教育', '小树英语'],
  finance: ['星河银行', '安和财富', '恒信保险'],
  home: ['栖木家居', '暖居软装', '方寸家装'],
  travel: ['远行旅社', '山海假期', '漫游邮轮'],
  fashion: ['拾衣', '木棉衣社', '步履鞋履'],
};

/**
 * Photos of the demo library (demo/photos, licences in demo/materials.json) a photo window may
 * show, by the topics they really show; a scenario without one shows its art on a card instead.
 */
export const PHOTO_TOPICS: Record<string, readonly string[]> = {
  'gc-great-wall.jpg': ['travel', '国庆'],
  'lomiri-picos-de-europa.jpg': ['travel', 'winter'],
  'gc-mont-st-michel.jpg': ['travel'],
  'gc-neuschwanstein.jpg': ['travel'],
  'gc-eiffel.jpg': ['travel'],
  'lxqt-green-hills.jpg': ['travel', 'spring', 'green'],
  // Only where the photo shows the topic itself: dunes are a trip, not every summer sale (an
  // air-conditioner or a bed showed them); citrus is a drink, not every food (a burger showed it).
  'mate-dune-grass.jpg': ['travel'],
  'palapeli-citrus.jpg': ['drink'],
  'plasma-colorful-cups.jpg': ['drink', 'dessert'],
  'lxqt-apple-blossom.jpg': ['spring'],
  'lomiri-dandelions.jpg': ['spring', 'green'],
  'lxqt-wildflowers.jpg': ['spring', '女神'],
  'plasma-fallen-leaf.jpg': ['autumn'],
  'lomiri-aitzgorri.jpg': ['autumn', 'travel'],
  'mate-leaf-veins.jpg': ['green'],
};
