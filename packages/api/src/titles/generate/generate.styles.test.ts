import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type Body } from '../../test/http.js';
import { startTestApi, type TestApi } from '../../test/index.js';
import { SMART_STYLES } from './generate.styles.js';

// Every style, asked for 10 headlines about real keywords (products, brands' topics, trends):
// 10 come back, or fewer with a note saying how many and why — never an unexplained short list.
const KEYWORDS = [
  '咖啡',
  '新款手机',
  '防晒霜',
  '空气炸锅',
  '考研',
  '露营',
  '新能源汽车',
  '羽绒服',
  '火锅',
  '健身',
  '理财',
  '装修',
  '宠物猫',
  '中秋月饼',
  '蓝牙耳机',
  '亲子游',
  '口红',
  '洗碗机',
  '少儿编程',
  '奶茶',
];

interface SmartData {
  titleList: { content: string; style: string }[];
  total: number;
  note: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ listen: false, env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
}, 120_000);
afterAll(() => api.close());

describe('smart titles: every style × 20 keywords × 10', () => {
  it('returns the count asked or says why not', { timeout: 120_000 }, async () => {
    const short: string[] = [];
    for (const { id } of SMART_STYLES) {
      for (const keyword of KEYWORDS) {
        const res = await getJson(api.app, '/client/get_smart_title', {
          key_word: keyword,
          style: id,
          num: '10',
        });
        const { data } = res.json<Body<SmartData>>();
        expect(data.total).toBe(data.titleList.length);
        expect(data.titleList.every((t) => t.style === id && t.content.includes(keyword))).toBe(
          true,
        );
        if (data.total === 10) {
          expect(data.note).toBe('');
        } else {
          expect(data.note).toContain(String(data.total === 0 ? '没有' : data.total));
          short.push(`${id}/${keyword}: ${data.total}`);
        }
      }
    }
    // The written frames give every style at least 10 frames a noun fits.
    expect(short).toEqual([]);
  });

  it('explains a list shorter than asked', async () => {
    const res = await getJson(api.app, '/client/get_smart_title', {
      key_word: '咖啡',
      style: 'list',
      num: '30',
    });
    const { data } = res.json<Body<SmartData>>();
    expect(data.total).toBeLessThan(30);
    expect(data.note).toBe(
      `「数字清单」风格适合“咖啡”的句式只有${data.total}个（重复和读不通的已去掉），已全部列出，少于所要的30条`,
    );
  });
});
