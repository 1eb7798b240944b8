import { describe, expect, it } from 'vitest';
import {
  MOBILE_CREATE_HOME,
  MOBILE_LIBRARY_HOME,
  MOBILE_WRITING_ENTRIES,
  NAV_GROUPS,
} from './navigation';

// The navigation is derived from the route entries; these are the spec's entries (platform-core §2).
describe('navigation', () => {
  it('has the spec groups 素材库, 秒创 and 秒撰 with their sub-entries in order', () => {
    expect(NAV_GROUPS).toEqual([
      { label: '素材库', to: '/home', children: [] },
      {
        label: '秒创',
        to: '/modelHome',
        children: [
          { label: '秒创首页', to: '/modelHome' },
          { label: '模板中心', to: '/modelPage/modelCenter' },
          { label: '智能生成', to: '/modelPage/smartGenerate' },
          { label: '智能创作', to: '/modelPage/smartPoster' },
          { label: '单张创作', to: '/modelPage/smartSingle' },
        ],
      },
      {
        label: '秒撰',
        to: '/copyHome',
        children: [
          { label: '秒撰首页', to: '/copyHome' },
          { label: '10w+标题', to: '/copyPage/copyTitlePage/title-10plus' },
          { label: '智能标题', to: '/copyPage/copyTitlePage/title-intelligent' },
          { label: '经典文案', to: '/copyPage/copyTitlePage/doc-classics' },
          { label: '原创文案', to: '/copyPage/copyTitlePage/doc-origin' },
          { label: '禁词检测', to: '/copyPage/copyTitlePage/word-check' },
        ],
      },
    ]);
  });

  it('gives the mobile menu the landing pages and every writing tool', () => {
    expect(MOBILE_LIBRARY_HOME).toEqual({ label: '素材库', to: '/home' });
    expect(MOBILE_CREATE_HOME).toEqual({ label: '秒创首页', to: '/modelHome' });
    expect(MOBILE_WRITING_ENTRIES.map((entry) => entry.label)).toEqual([
      '原创标题',
      '10w+标题',
      '智能标题',
      '经典文案',
      '原创文案',
      '禁词检测',
    ]);
  });
});
