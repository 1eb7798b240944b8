import { HOME_CRUMB } from '../home/home.routes';
import { BATCH_CREATE } from '../batch/batch.routes';
import { SMART_GENERATE, SMART_POSTER, SMART_SINGLE } from '../smart/smart.routes';
import { PATHS } from '../shared/paths';
import { lazyPage } from '../shared/utils/lazyPage';
import type { Crumb } from '../shared/routeHandle';
import type { Page, PageEntry, RouteEntry } from '../shared/routeEntry';
import type * as TemplatePages from './pages/TemplatePages';

const templatePage = (name: keyof typeof TemplatePages) =>
  lazyPage(() => import('./pages/TemplatePages'), name);
const sidebarLayout = lazyPage(() => import('../shared/components/SidebarLayout'), 'SidebarLayout');

export const MODEL_HOME: Page = { title: '秒创', lazy: templatePage('ModelHomePage') };
export const MODEL_CENTER: Page = { title: '模板中心', lazy: templatePage('ModelCenterPage') };
const MODEL_COLLECT_FILE: Page = { title: '收藏模板', lazy: templatePage('ModelCollectFilePage') };
export const DESIGN_HISTORY: Page = { title: '创作记录', lazy: templatePage('DesignHistoryPage') };
const SMART_MODEL: Page = { title: '智能模板', lazy: templatePage('SmartModelPage') };
// Its own chunk: the canvas sizes come from the editor package, kept off the other pages.
const DESIGNER_TEMPLATES: Page = {
  title: '设计师模板列表',
  lazy: lazyPage(() => import('./pages/DesignerTemplatesPage'), 'DesignerTemplatesPage'),
};
const DESIGN_RECORDS: Page = { title: '设计记录', lazy: templatePage('DesignRecordsPage') };
const EDITOR: Page = { title: '在线编辑', lazy: templatePage('EditorPage') };

const CREATE: Crumb[] = [HOME_CRUMB, { label: MODEL_HOME.title, to: PATHS.modelHome }];

// The navigation's 秒创 group leads to the landing page, listed first as 秒创首页.
export const MODEL_HOME_ENTRY = {
  kind: 'page',
  path: PATHS.modelHome,
  page: MODEL_HOME,
  label: '秒创首页',
  nav: true,
  navGroup: true,
  handle: { section: '秒创', crumbs: [HOME_CRUMB] },
} satisfies PageEntry;

export const TEMPLATE_ROUTES: RouteEntry[] = [
  MODEL_HOME_ENTRY,
  { kind: 'page', path: PATHS.editor, page: EDITOR, handle: { section: '秒创' } },
  {
    kind: 'branch',
    path: '/modelPage',
    section: '秒创',
    crumbs: CREATE,
    layout: sidebarLayout,
    // create-and-write §2 (issue 33): template centre, creation records, favourites, smart
    // generation, then batch generation.
    sidebarHeading: '秒创',
    pages: [
      { path: 'modelCenter', page: MODEL_CENTER, sidebar: true, nav: true },
      { path: 'modelDesignHistory', page: DESIGN_HISTORY, sidebar: true },
      { path: 'modelCollectFile', page: MODEL_COLLECT_FILE, sidebar: true },
      { path: 'smartModel', page: SMART_MODEL },
      { path: 'smartGenerate', page: SMART_GENERATE, label: '智能生成', sidebar: true, nav: true },
      { path: 'smartPoster', page: SMART_POSTER, label: '智能创作', nav: true },
      { path: 'smartSingle', page: SMART_SINGLE, label: '单张创作', nav: true },
      { path: 'batchCreate', page: BATCH_CREATE, sidebar: true },
    ],
    // 模板列表 is the list of templates, which the template centre is.
    aliases: { modelLists: PATHS.modelCenter },
  },
  {
    // /design/* is the designers' area (issue 30 item 8): others go to their own page, told why.
    kind: 'branch',
    path: '/design',
    section: '秒创',
    crumbs: CREATE,
    layout: sidebarLayout,
    sidebarHeading: '设计师专区',
    access: 'designers',
    // create-and-write §2 (the spec spells modelDesignHistroy so).
    pages: [
      { path: 'designer/modelLists', page: DESIGNER_TEMPLATES, sidebar: true },
      { path: 'modelCenter', page: MODEL_CENTER, sidebar: true },
      { path: 'modelDesignHistroy', page: DESIGN_RECORDS, sidebar: true },
      { path: 'modelCollectFile', page: MODEL_COLLECT_FILE, sidebar: true },
      { path: 'smartModel', page: SMART_MODEL, sidebar: true },
    ],
  },
];
