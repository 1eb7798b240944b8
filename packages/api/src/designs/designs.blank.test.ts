// Issue 30 item 7: every user may start a blank design (新建空白设计 in 创作记录 and the template
// centre) in the size their preference names; the id-9 demo user's is 900x383.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { DESIGN_NAME_DEFAULT } from './designs.constants.js';
import { blankCanvas } from './designs.fixtures.js';

let api: TestApi;
let banner: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  banner = await loginAs(api.app, api.config, 'demo@xinghe-media.com');
});
afterAll(() => api.close());

describe('a blank design (blank=true)', () => {
  it("saves the user's blank canvas in their preferred size as a new design in 创作记录", async () => {
    const info = (await getJson(api.app, '/client/user/info', {}, banner)).json<
      Body<{ preferences: { canvas_width: number; canvas_height: number } }>
    >().data;
    const { canvas_width: width, canvas_height: height } = info.preferences;
    expect([width, height]).toEqual([900, 383]);

    const saved = await postForm(
      api.app,
      '/client/design/save',
      { blank: 'true', synthetic: JSON.stringify(blankCanvas(width, height, 120)) },
      banner,
    );
    const design = saved.json<Body<{ id: number; name: string; path: string }>>();
    expect(design.code, design.message).toBe(200);
    expect(design.data.name).toBe(DESIGN_NAME_DEFAULT);
    const image = await api.app.inject({ url: design.data.path });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([900, 383]);

    const history = (await postForm(api.app, '/client/getModelCreateRecord', {}, banner)).json<
      Body<{ historyLists: { template_id: number }[] }>
    >().data;
    expect(history.historyLists[0]?.template_id).toBe(design.data.id);
  });

  it('still refuses a save that names no template and is not blank', async () => {
    const none = await postForm(
      api.app,
      '/client/design/save',
      { blank: 'false', synthetic: JSON.stringify(blankCanvas(900, 383, 120)) },
      banner,
    );
    expectFailure(none, 400, '没有模板信息');
  });
});
