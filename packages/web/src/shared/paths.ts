// Route names used for navigation (spec platform-core §2, create-and-write §2) mapped to paths, so
// links and guards agree on one table.
import { HOME_PAGE_PATH } from '@adstudio/schema/page-data';

export const PATHS = {
  login: '/login',
  realHome: '/realHome',
  home: HOME_PAGE_PATH,
  emptyPage: '/emptyPage',
  searchLists: '/searchLists',
  listDetail: '/listDetail',
  themeIntro: '/themeIntro',
  uploadPage: '/uploadPage',
  // The review console (issue 4; not a spec route).
  review: '/review',
  // The banned-word lexicon admin (issue 5; not a spec route).
  lexiconAdmin: '/lexicon',
  accountPage: '/accountPage',
  accountUploadHistory: '/accountPage/uploadHistory',
  accountMessages: '/accountPage/messageHistory',
  collectedHistory: '/seWritting/collectedHistory',
  modelDesignHistory: '/mine/modelDesignHistory',
  designer: '/design/designer/modelLists',
  modelHome: '/modelHome',
  modelCenter: '/modelPage/modelCenter',
  modelPageDesignHistory: '/modelPage/modelDesignHistory',
  smartGenerate: '/modelPage/smartGenerate',
  smartPoster: '/modelPage/smartPoster',
  smartSingle: '/modelPage/smartSingle',
  // The online editor opened by 在线编辑 (create-and-write §6; the spec does not show its address).
  editor: '/editor',
  // The editor's own page (the third Vite entry, served as a file): links open it directly.
  editorPage: '/editor.html',
  copyHome: '/copyHome',
  titleOrigin: '/copyPage/copyTitlePage/title-origin',
  title10plus: '/copyPage/copyTitlePage/title-10plus',
  titleIntelligent: '/copyPage/copyTitlePage/title-intelligent',
  docClassics: '/copyPage/copyTitlePage/doc-classics',
  docOrigin: '/copyPage/copyTitlePage/doc-origin',
  wordCheck: '/copyPage/copyTitlePage/word-check',
} as const;

export interface SearchParams {
  text: string;
  imgType?: string;
}

/** spec platform-core §2: the header search goes to emptyPage with text, img_type and cur_page=1. */
export function searchHref({ text, imgType = '1' }: SearchParams): string {
  const query = new URLSearchParams({ text, img_type: imgType, cur_page: '1' });
  return `${PATHS.emptyPage}?${query.toString()}`;
}

/** A ?redirect= target: only same-site paths are followed, so a crafted one cannot lead elsewhere. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : PATHS.realHome;
}
