// Builds the headline library's data from the real corpora (see CREDITS.md):
//   node packages/api/demo/titles/build-titles.mjs          → titles.jsonl.gz here (demo subset)
//   node packages/api/demo/titles/build-titles.mjs --all --out /tmp/all-titles.jsonl.gz
//   node packages/api/demo/titles/build-titles.mjs --bench   → bench/titles-N.jsonl.gz here (every
//     title, in files the headline-search benchmark imports one by one: a clone has no corpora)
// Reads TITLES_DATA_DIR (default: the shared/data folder beside the repository). Each output line is an import row
// (`pnpm titles:import`): {"content","reading","source","tags":[library, topic]}.
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    bench: { type: 'boolean', default: false },
    out: { type: 'string', default: join(HERE, 'titles.jsonl.gz') },
  },
});
const DATA = process.env.TITLES_DATA_DIR ?? join(HERE, '../../../../../shared/data');

// Demo subset: the titles longest on their hot list (ties: corpus order), plus every news title.
const DEMO_WEIBO = 60_000;
const DEMO_ZHIHU = 30_000;
// Rows per benchmark file: about 7 MB compressed, well under the repository's 20 MB a file.
const BENCH_FILE_ROWS = 200_000;
// Longer than this is not a headline (the import rejects it too).
const MAX_CHARS = 100;

// There are no read counts in the data. `reading` is a documented heat estimate, not a count:
// 10,000 per day the title stayed on its hot list (days_on_list); news titles have no list, 0.
const HEAT_PER_DAY = 10_000;

const ORIGINAL = '原创标题';
const TEN_W = '10W+标题';
const THUCNEWS_TOPICS = [
  '财经',
  '房产',
  '股票',
  '教育',
  '科技',
  '社会',
  '时政',
  '体育',
  '游戏',
  '娱乐',
];

// Keyword rules for the unlabelled corpora, tried in this order; the first topic with a hit wins,
// no hit → 其他. Deliberately short lists of unambiguous words: a wrong topic is worse than 其他.
const TOPIC_RULES = [
  [
    '股票',
    [
      '股市',
      'A股',
      '港股',
      '美股',
      '股价',
      '涨停',
      '跌停',
      '大盘',
      '牛市',
      '熊市',
      '上证',
      '深证',
      '创业板',
      '科创板',
      '基金',
    ],
  ],
  [
    '房产',
    [
      '房价',
      '楼市',
      '房贷',
      '买房',
      '购房',
      '房地产',
      '租房',
      '房租',
      '二手房',
      '楼盘',
      '公积金',
      '物业',
    ],
  ],
  [
    '财经',
    [
      '经济',
      '银行',
      '利率',
      '降息',
      '加息',
      '人民币',
      '美元',
      '通胀',
      'GDP',
      '财报',
      '营收',
      '上市',
      '融资',
      '理财',
      '消费',
      '工资',
      '薪资',
      '个税',
      '社保',
      '养老金',
    ],
  ],
  [
    '教育',
    [
      '高考',
      '考研',
      '中考',
      '大学',
      '高校',
      '学生',
      '老师',
      '教师',
      '学校',
      '考试',
      '毕业',
      '留学',
      '研究生',
      '博士',
      '幼儿园',
      '教育',
      '双减',
      '录取',
    ],
  ],
  [
    '科技',
    [
      '手机',
      'iPhone',
      '苹果',
      '华为',
      '小米',
      '芯片',
      'AI',
      '人工智能',
      'ChatGPT',
      '5G',
      '互联网',
      '科技',
      '航天',
      '火箭',
      '卫星',
      '探测器',
      '电脑',
      '软件',
      '算法',
      '机器人',
      '特斯拉',
      '新能源',
      '电动车',
      '自动驾驶',
    ],
  ],
  [
    '体育',
    [
      '奥运',
      '冬奥',
      '世界杯',
      '足球',
      '篮球',
      'NBA',
      'CBA',
      '国足',
      '女排',
      '乒乓',
      '羽毛球',
      '网球',
      '冠军',
      '夺冠',
      '决赛',
      '金牌',
      '比赛',
      '球员',
      '联赛',
      '欧冠',
      '马拉松',
      '跳水',
      '游泳',
    ],
  ],
  [
    '游戏',
    [
      '游戏',
      '王者荣耀',
      '英雄联盟',
      'LOL',
      '原神',
      '电竞',
      '手游',
      'Steam',
      'Switch',
      '主机',
      '玩家',
      '黑神话',
      'DOTA',
      '吃鸡',
    ],
  ],
  [
    '娱乐',
    [
      '电影',
      '电视剧',
      '综艺',
      '演唱会',
      '明星',
      '歌手',
      '演员',
      '导演',
      '票房',
      '官宣',
      '恋情',
      '新歌',
      '专辑',
      '剧组',
      '热播',
      '春晚',
      '偶像',
      '粉丝',
      '定档',
      '番位',
      '杀青',
      '首映',
      '红毯',
    ],
  ],
  [
    '时政',
    [
      '外交部',
      '国务院',
      '总书记',
      '总统',
      '总理',
      '政府',
      '大使',
      '两会',
      '人大',
      '政协',
      '制裁',
      '选举',
      '议员',
      '峰会',
      '中美',
      '北约',
      '联合国',
    ],
  ],
  [
    '社会',
    [
      '警方',
      '男子',
      '女子',
      '事故',
      '车祸',
      '火灾',
      '地震',
      '暴雨',
      '台风',
      '疫情',
      '确诊',
      '核酸',
      '法院',
      '判决',
      '被捕',
      '失联',
      '救援',
      '医院',
      '医生',
      '遇难',
      '通报',
      '网友',
    ],
  ],
];

function topicOf(title) {
  const folded = title.toLowerCase();
  for (const [topic, words] of TOPIC_RULES) {
    if (words.some((w) => folded.includes(w.toLowerCase()))) return topic;
  }
  return '其他';
}

async function* lines(file) {
  const input = createReadStream(file).pipe(createGunzip());
  yield* createInterface({ input, crlfDelay: Infinity });
}

const clean = (s) => s.replace(/\s+/gu, ' ').trim();
const fits = (s) => s !== '' && Array.from(s).length <= MAX_CHARS;

// Hot-list TSV (header title, first_seen, last_seen, days_on_list, …) → rows, longest on list first.
async function readHotList(file, source, library) {
  const rows = [];
  // The Zhihu corpus is not always at hand; the benchmark set is then Weibo and news only.
  if (!existsSync(file)) {
    console.error(`${file} not found: ${source} left out`);
    return rows;
  }
  let header = true;
  for await (const line of lines(file)) {
    if (header) {
      header = false;
      continue;
    }
    const [title = '', , , days = '0'] = line.split('\t');
    const content = clean(title);
    if (!fits(content)) continue;
    const d = Number(days) || 0;
    rows.push({ content, reading: d * HEAT_PER_DAY, source, tags: [library, topicOf(content)] });
  }
  // Stable: equal heat keeps corpus (first-seen) order.
  return rows.sort((a, b) => b.reading - a.reading);
}

async function readNews() {
  const rows = [];
  for (const split of ['dev', 'test']) {
    for await (const line of lines(join(DATA, 'thucnews-titles-subset', `${split}.txt.gz`))) {
      const [title = '', label = ''] = line.split('\t');
      const content = clean(title);
      const topic = THUCNEWS_TOPICS[Number(label)];
      if (!fits(content) || topic === undefined) continue;
      rows.push({ content, reading: 0, source: '新闻', tags: [ORIGINAL, topic] });
    }
  }
  return rows;
}

const weibo = await readHotList(
  join(DATA, 'weibo-hot-search-titles', 'weibo_hot_search_titles.tsv.gz'),
  '微博热搜',
  TEN_W,
);
const zhihu = await readHotList(
  join(DATA, 'zhihu-hot-questions', 'zhihu_hot_questions.tsv.gz'),
  '知乎热榜',
  ORIGINAL,
);
const news = await readNews();
const every = values.all || values.bench;
const chosen = every
  ? [...weibo, ...zhihu, ...news]
  : [...weibo.slice(0, DEMO_WEIBO), ...zhihu.slice(0, DEMO_ZHIHU), ...news];

// The same text in two corpora is one title (the import keys on content): keep the first.
const seen = new Set();
const unique = chosen.filter((row) => !seen.has(row.content) && seen.add(row.content));

function writeRows(rows, out) {
  const gzip = createGzip({ level: 9 });
  const done = new Promise((resolve, reject) => {
    gzip.pipe(createWriteStream(out)).on('finish', resolve).on('error', reject);
  });
  for (const row of rows) gzip.write(`${JSON.stringify(row)}\n`);
  gzip.end();
  return done;
}

if (values.bench) {
  const dir = join(HERE, 'bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (let at = 0; at < unique.length; at += BENCH_FILE_ROWS) {
    const out = join(dir, `titles-${at / BENCH_FILE_ROWS + 1}.jsonl.gz`);
    await writeRows(unique.slice(at, at + BENCH_FILE_ROWS), out);
    console.log(`${Math.min(BENCH_FILE_ROWS, unique.length - at)} titles → ${out}`);
  }
} else {
  await writeRows(unique, values.out);
  console.log(`${unique.length} titles → ${values.out}`);
}
const tally = {};
for (const row of unique) {
  const key = `${row.source}/${row.tags.join('/')}`;
  tally[key] = (tally[key] ?? 0) + 1;
}
for (const [key, n] of Object.entries(tally).sort()) console.log(`  ${key}: ${n}`);
