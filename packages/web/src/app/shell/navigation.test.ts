import { describe, expect, it } from 'vitest';
import {
  MOBILE_CREATE_HOME,
  MOBILE_LIBRARY_HOME,
  MOBILE_WRITING_ENTRIES,
  NAV_GROUPS,
} from './navigation';

// The navigation is derived from the route entries; these are the spec's entries (platform-core §2).
const entries = (rows: [label: string, to: string][]) => rows.map(([label, to]) => ({ label, to }));

describe('navigation', () => {
  it('has the spec groups 素材库, 秒创 and 秒撰 with their sub-entries in order', () => {
    expect(NAV_GROUPS).toEqual([
      { label: '素材库', to: '/home', children: [] },
      {
        label: '秒创',
        to: '/modelHome',
        children: entries([
          ['秒创首页', '/modelHome'],
          ['模板中心', '/modelPage/modelCenter'],
          ['智能生成', '/modelPage/smartGenerate'],
          ['智能创作', '/modelPage/smartPoster'],
          ['单张创作', '/modelPage/smartSingle'],
        ]),
      },
      {
        label: '秒撰',
        to: '/copyHome',
        children: entries([
          ['秒撰首页', '/copyHome'],
          ['10w+标题', '/copyPage/copyTitlePage/title-10plus'],
          ['智能标题', '/copyPage/copyTitlePage/title-intelligent'],
          ['经典文案', '/copyPage/copyTitlePage/doc-classics'],
          ['原创文案', '/copyPage/copyTitlePage/doc-origin'],
          ['禁词检测', '/copyPage/copyTitlePage/word-check'],
        ]),
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
