import { PATHS } from '../shared/paths';
import { menuLabel } from '../shared/routeEntry';
import { STRINGS } from '../shared/strings';
import { MODEL_HOME_ENTRY } from '../templates/templates.routes';
import { COPY_HOME_ENTRY } from '../titles/titles.routes';
import { WORD_CHECK } from '../wordcheck/wordcheck.routes';

// spec platform-core §9: 3 slides, autoplay 5000 ms.
export const CAROUSEL_INTERVAL_MS = 5000;

export interface Slide {
  src: string;
  title: string;
  subtitle: string;
  to: string;
  cta: string;
  // Photo credit, as listed in public/images/CREDITS.md.
  credit: string;
}

export const HOME_SLIDES: Slide[] = [
  {
    src: '/images/slide-dune.jpg',
    title: '海量正版素材，一搜即得',
    subtitle: '人物、风景、节日热点，按主题浏览、收藏与下载',
    to: PATHS.home,
    cta: '进入素材库',
    credit: '摄影：Marco Cogoni、Hylke Bons《Dune》· GPL-2+',
  },
  {
    src: '/images/slide-storm.jpg',
    title: '秒创：一键生成新媒体首图与海报',
    subtitle: '选场景、传图片、填文案，模板自动排版',
    to: PATHS.modelHome,
    cta: '开始创作',
    credit: '摄影：Sergey Nazarov《Storm》· GPL-2+',
  },
  {
    src: '/images/slide-ladybird.jpg',
    title: '秒撰：10w+标题与文案素材',
    subtitle: '标题助手、经典与原创文案、禁词检测，写得快也写得稳',
    to: PATHS.copyHome,
    cta: '开始写作',
    credit: '摄影：Charles Barbin《LadyBird》· GPL-2+',
  },
];

export type EntryAction = { kind: 'link'; to: string } | { kind: 'notOpen'; message: string };

export interface Entry {
  title: string;
  description: string;
  action: EntryAction;
  badge?: string;
}

export interface EntryGroup {
  title: string;
  subtitle: string;
  entries: Entry[];
}

const link = (to: string): EntryAction => ({ kind: 'link', to });
const notOpen = (message: string): EntryAction => ({ kind: 'notOpen', message });

// spec platform-core §2 "Main home": the entry cards and where each leads.
export const ENTRY_GROUPS: EntryGroup[] = [
  {
    title: '秒创',
    subtitle: '智能设计：模板、首图、海报',
    entries: [
      {
        title: menuLabel(MODEL_HOME_ENTRY),
        description: '智能设计的一站式入口',
        action: link(MODEL_HOME_ENTRY.path),
      },
      {
        title: '官方模板',
        description: '模板中心 · 公众号与新媒体官方模板',
        action: link(`${PATHS.modelCenter}?type=official`),
      },
      {
        title: '海报模板',
        description: '模板中心 · 活动与宣传海报模板',
        action: link(`${PATHS.modelCenter}?type=poster`),
      },
      {
        title: '智能首图',
        description: '新媒体首图，选场景即可生成',
        action: link(PATHS.smartGenerate),
      },
      { title: '素材中心', description: '正版图片素材，搜索与主题浏览', action: link(PATHS.home) },
      {
        title: '智能海报',
        description: '上传二维码与 Logo，一键出海报',
        action: link(PATHS.smartPoster),
      },
      { title: '设计编辑器', description: '挑选模板后在线编辑', action: link(PATHS.modelCenter) },
      {
        title: '风格转换',
        description: '一键切换图片风格',
        action: notOpen(STRINGS.notOpen),
        badge: '未开放',
      },
      {
        title: '智能扩图',
        description: '智能延展图片画面',
        action: notOpen(STRINGS.notOpen),
        badge: '未开放',
      },
    ],
  },
  {
    title: '秒撰',
    subtitle: '智能写作：标题、文案、合规',
    entries: [
      {
        title: menuLabel(COPY_HOME_ENTRY),
        description: '写作工具的一站式入口',
        action: link(COPY_HOME_ENTRY.path),
      },
      { title: '标题助手', description: '10w+标题库与智能标题', action: link(PATHS.title10plus) },
      { title: '文案素材', description: '经典文案与原创文案', action: link(PATHS.docClassics) },
      {
        title: WORD_CHECK.title,
        description: '广告法禁用词与敏感词检测',
        action: link(PATHS.wordCheck),
      },
      {
        title: 'AI写作',
        description: 'AI 写作助手与 AI 标语',
        action: notOpen(STRINGS.comingSoon),
        badge: STRINGS.comingSoon,
      },
    ],
  },
];
