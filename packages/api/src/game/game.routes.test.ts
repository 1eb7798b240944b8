import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { loadPacks } from './game.packs.js';

interface Game {
  id: number;
  name: string;
  style: string;
  form: { titleMode: string; titles: string[]; secondTitles: string[]; clearOnSelect: string[] };
  formats: string[];
  capture: { sizes: string[]; module: number; template_id: number } | null;
}
interface Material {
  materialId: number;
  filePath: string;
  tags: string[];
  isrole: number;
}
interface Tpl {
  id: number;
  synthetic: string;
  format: string;
  replaceObj: Record<string, unknown>;
}

let api: TestApi;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app } = api);
  token = await loginAs(app, api.config, 'zhangwei');
});
afterAll(() => api.close());

const data = async <T>(url: string, query: Record<string, string> = {}) => {
  const body = (await getJson(app, url, query)).json<Body<T>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
};
const materials = (tags: string[]) =>
  data<{ List: Material[]; total: number }>('/client/material/findMaterials', {
    tags: JSON.stringify(tags),
    page_size: '200',
  });

describe('the shipped packs', () => {
  it('load and check: every file there, ids unique', () => {
    const { packs } = loadPacks();
    expect(packs.filter((p) => p.kind === 'game').map((p) => p.name)).toEqual([
      '我的侠客',
      '诺亚之心',
      'DNF端游',
      '我的侠客（测试）',
    ]);
    expect(packs.some((p) => p.kind === 'appliance')).toBe(true);
    for (const p of packs) expect(p.mark).toBe('演示素材');
  });
});

describe('GET /client/game/allGameList', () => {
  it("lists the spec's four games with their forms", async () => {
    const games = await data<Game[]>('/client/game/allGameList');
    expect(games.map((g) => [g.id, g.name])).toEqual([
      [0, '我的侠客'],
      [1, '诺亚之心'],
      [2, 'DNF端游'],
      [3, '我的侠客（测试）'],
    ]);
    const [xk, noah, dnf] = games;
    expect(xk?.form.titles).toEqual(['江湖人物录', '探班美术', '神州大地游']);
    expect(xk?.form.secondTitles).toHaveLength(7);
    expect(dnf?.form.titleMode).toBe('free');
    expect(dnf?.form.clearOnSelect).toEqual(['mainTitle', 'scenes', 'persons']);
    expect(noah?.capture).toEqual({
      sizes: ['1080x460', '1300x554'],
      module: 200,
      template_id: 66666,
    });
    expect(xk?.formats).toEqual(['风格501', '风格503']);
  });

  it('filters by material_id and lists the appliance line by kind', async () => {
    const [person] = (await materials(['诺亚之心', '人物'])).List;
    const games = await data<Game[]>('/client/game/allGameList', {
      material_id: String(person?.materialId),
    });
    expect(games.map((g) => g.name)).toEqual(['诺亚之心']);
    const appliance = await data<Game[]>('/client/game/allGameList', { kind: 'appliance' });
    expect(appliance.map((g) => [g.name, g.formats])).toEqual([['家电', ['风格1301']]]);
  });
});

describe('GET /client/material/findMaterials', () => {
  it('finds art by tags, pages it, and serves the files', async () => {
    const persons = await materials(['诺亚之心', '人物']);
    expect(persons.total).toBe(3);
    expect(persons.List.every((m) => m.isrole === 1 && m.tags[1] === '人物')).toBe(true);
    const small = await materials(['诺亚之心', '小图']);
    expect(small.total).toBe(8);
    expect(small.List[0]?.tags).toHaveLength(4);
    const paged = await data<{ List: Material[]; total: number }>(
      '/client/material/findMaterials',
      {
        tags: '诺亚之心,小图',
        cur_page: '2',
        page_size: '3',
      },
    );
    expect([paged.total, paged.List.length]).toEqual([8, 3]);
    const file = await app.inject({ url: persons.List[0]?.filePath ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('answers a broken tag list in Chinese', async () => {
    expectFailure(
      await getJson(app, '/client/material/findMaterials', { tags: '[1,' }),
      400,
      'tags 应为 JSON 列表或以逗号分隔，例如 [7001001]',
    );
  });
});

describe('GET /client/material/findTemplate and findTemplateNew', () => {
  it('puts the chosen persons, scene and title into 风格501 or 风格503 layouts', async () => {
    const [p1, p2] = (await materials(['我的侠客', '人物'])).List;
    const [scene] = (await materials(['我的侠客', '场景'])).List;
    const one = await data<{ List: Tpl[]; total: number }>('/client/material/findTemplate', {
      material_arr: JSON.stringify([p1?.materialId, scene?.materialId]),
      style: '我的侠客',
      main_title: '江湖人物录',
    });
    expect(one.total).toBe(2);
    expect(one.List.every((t) => t.format === '风格501')).toBe(true);
    const doc = JSON.parse(one.List[0]?.synthetic ?? '{}') as {
      renderConfig: { materials: Record<string, { texture?: string; text?: string }> };
    };
    expect(doc.renderConfig.materials.role_0?.texture).toBe(p1?.filePath);
    expect(doc.renderConfig.materials.background?.texture).toBe(scene?.filePath);
    expect(doc.renderConfig.materials.mainLabel_0?.text).toBe('江湖人物录');
    expect(one.List[0]?.replaceObj).toEqual({ mainLabel: ['江湖人物录'] });

    const two = await data<{ List: Tpl[]; total: number }>('/client/material/findTemplate', {
      material_arr: `${p1?.materialId},${p2?.materialId}`,
    });
    expect(two.List.map((t) => t.format)).toEqual(['风格503']);
    const loose = await data<{ total: number }>('/client/material/findTemplate', {
      material_arr: `${p1?.materialId},${p2?.materialId}`,
      intersection: '0',
    });
    expect(loose.total).toBe(3);
  });

  it('gives layouts renderClient draws: every pack layout, with its art', async () => {
    for (const style of ['我的侠客', '诺亚之心', 'DNF端游', '我的侠客（测试）', '家电']) {
      const { List } = await data<{ List: Tpl[] }>('/client/material/findTemplateNew', {
        style,
        main_title: style === 'DNF端游' ? '勇士集结\n再战阿拉德' : '江湖人物录',
      });
      for (const tpl of List) {
        const res = await postForm(
          app,
          '/render/renderClient',
          {
            materials: JSON.stringify([
              {
                synthetic: tpl.synthetic,
                replaceObj: { ...tpl.replaceObj, secondLabel: '登录即领限定时装' },
              },
            ]),
          },
          token,
        );
        const body = res.json<Body<{ path: string; width: number }[]>>();
        expect(body.code, `${style} ${tpl.id}: ${body.message}`).toBe(200);
        expect(body.data[0]?.width).toBe(1080);
        if (process.env.GAME_ART_OUT) {
          const file = await app.inject({ url: body.data[0]?.path ?? '' });
          const { writeFileSync } = await import('node:fs');
          writeFileSync(`${process.env.GAME_ART_OUT}/layout-${tpl.id}.jpg`, file.rawPayload);
        }
      }
    }
  });

  it('refuses an unknown material id in Chinese', async () => {
    expectFailure(
      await getJson(app, '/client/material/findTemplate', { material_arr: '[99]' }),
      404,
      '素材不存在：99',
    );
  });

  it('findTemplateNew finds by format and style', async () => {
    const appliance = await data<{ List: Tpl[]; total: number }>(
      '/client/material/findTemplateNew',
      {
        format: '风格1301',
        main_title: '焕新家',
      },
    );
    expect(appliance.total).toBe(3);
    const two = await data<{ List: Tpl[]; total: number }>('/client/material/findTemplateNew', {
      format: '风格503',
      style: 'DNF端游',
      page_size: '1',
    });
    expect(two.total).toBe(1);
  });
});

describe('POST /render/getGameCapture', () => {
  const capture = async (fields: Record<string, string>) =>
    postForm(app, '/render/getGameCapture', fields, token);

  it('renders the scene, the title and the small images as one saved design, seeded', async () => {
    const scenes = (await materials(['诺亚之心', '场景'])).List;
    const small = (await materials(['诺亚之心', '小图'])).List.map((m) => m.materialId);
    const big = scenes.find((s) => !s.filePath.endsWith('scene-3.png'));
    const input = JSON.stringify({
      back: big?.materialId,
      label: '探班美术',
      small: [small.slice(0, 3), small.slice(3, 5)],
    });
    const res = await capture({ backAndLabel: input });
    const body =
      res.json<
        Body<{
          design: { path: string; id: number };
          width: number;
          height: number;
          template_id: number;
          modules: { x: number; y: number }[];
        }>
      >();
    expect(body.code, body.message).toBe(200);
    expect([body.data.width, body.data.height, body.data.template_id]).toEqual([1300, 554, 66666]);
    expect(body.data.modules).toHaveLength(5);
    const file = await app.inject({ url: body.data.design.path });
    if (process.env.GAME_ART_OUT) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.GAME_ART_OUT}/capture.jpg`, file.rawPayload);
    }
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1300, 554]);
    // The same choice places the same way.
    const again = (await capture({ backAndLabel: input })).json<Body<{ modules: unknown[] }>>();
    expect(again.data.modules).toEqual(body.data.modules);

    const small3 = scenes.find((s) => s.filePath.endsWith('scene-3.png'));
    const banner = (
      await capture({
        backAndLabel: JSON.stringify({ back: small3?.materialId, small: [small[0]] }),
      })
    ).json<Body<{ width: number; height: number }>>();
    expect([banner.data.width, banner.data.height]).toEqual([1080, 460]);
  });

  it('answers bad input, too many images and a guest in Chinese', async () => {
    expectFailure(await capture({ backAndLabel: 'xx' }), 400, 'backAndLabel 格式不正确：不是 JSON');
    const [scene] = (await materials(['诺亚之心', '场景'])).List;
    const small = (await materials(['诺亚之心', '小图'])).List.map((m) => m.materialId);
    const crowd = [...small, ...small, ...small];
    const full = await capture({
      backAndLabel: JSON.stringify({ back: scene?.materialId, label: '神州大地游', small: crowd }),
    });
    expect(full.json<Body>().code).toBe(400);
    expect(full.json<Body>().message).toMatch(/^小图太多了，画面最多放得下\d+个$/u);
    const [xkScene] = (await materials(['我的侠客', '场景'])).List;
    expectFailure(
      await capture({ backAndLabel: JSON.stringify({ back: xkScene?.materialId }) }),
      400,
      'backAndLabel 格式不正确：我的侠客没有小图横幅',
    );
    const guest = await postForm(app, '/render/getGameCapture', { backAndLabel: '{}' });
    expect(guest.json<Body>().code).toBe(401);
  });
});
