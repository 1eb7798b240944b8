import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = await h.loginAs('zhangwei');
  // The api's first render loads the fonts (seconds, cold); draw once directly so the bff's
  // upstream timeout measures the capture, not the start-up.
  await h.api.app.inject({
    method: 'POST',
    url: '/api/v1/render/getGameCapture',
    payload: `backAndLabel=${encodeURIComponent('{"back":7001004,"label":"预热"}')}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}, 120_000);
afterAll(async () => {
  await h.close();
});

interface Material {
  id: string;
  url: string;
  name: string;
}
const MATERIALS = `query ($tags: [String!]!) { gameMaterials(tags: $tags, pageSize: 50) { total items { id url name isRole tags } } }`;
const materials = async (tags: string[]) => {
  const res = await h.execute<{ gameMaterials: { items: Material[]; total: number } }>(MATERIALS, {
    variables: { tags },
  });
  expect(res.errors).toBeUndefined();
  return res.data?.gameMaterials.items ?? [];
};

describe('Query.games', () => {
  it('lists the games with their forms, and the appliance line', async () => {
    const res = await h.execute<{
      games: {
        id: number;
        name: string;
        form: { titleMode: string; clearOnSelect: string[]; requires: { generate: string[] } };
      }[];
      appliance: { name: string; formats: string[]; form: { logosMax: number } }[];
    }>(
      `{ games { id name form { titleMode clearOnSelect requires { generate next smallImages } } }
         appliance: games(kind: APPLIANCE) { name formats form { logosMax } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.games.map((g) => g.name)).toEqual([
      '我的侠客',
      '诺亚之心',
      'DNF端游',
      '我的侠客（测试）',
    ]);
    expect(res.data?.games[1]?.form.requires.generate).toEqual(['BACKGROUND', 'MAIN_TITLE']);
    expect(res.data?.games[2]?.form).toMatchObject({
      titleMode: 'FREE',
      clearOnSelect: ['MAIN_TITLE', 'SCENES', 'PERSONS'],
    });
    expect(res.data?.appliance).toEqual([
      { name: '家电', formats: ['风格1301'], form: { logosMax: 2 } },
    ]);
  });
});

describe('Query.gameTemplates and Mutation.gameCapture', () => {
  it('composes layouts from the chosen art and renders the small-image banner', async () => {
    const [person] = await materials(['诺亚之心', '人物']);
    const [scene] = await materials(['诺亚之心', '场景']);
    const small = await materials(['诺亚之心', '小图']);
    const res = await h.execute<{
      gameTemplates: { total: number; items: { format: string; document: string }[] };
    }>(
      `query ($ids: [ID!]!) { gameTemplates(materialIds: $ids, mainTitle: "探班美术") { total items { format document sampleContent } } }`,
      { variables: { ids: [person?.id, scene?.id] } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.gameTemplates.items.every((t) => t.format === '风格501')).toBe(true);
    expect(res.data?.gameTemplates.items[0]?.document).toContain(person?.url);

    const capture = await h.execute<{
      gameCapture: { width: number; modules: unknown[]; design: { previewUrl: string } };
    }>(
      `mutation ($bg: ID!, $rows: [[ID!]!]!) { gameCapture(backgroundId: $bg, title: "探班美术", smallImageRows: $rows) { width height templateId modules { materialId x y } design { id previewUrl } } }`,
      { variables: { bg: scene?.id, rows: [[small[0]?.id, small[1]?.id], [small[2]?.id]] }, token },
    );
    expect(capture.errors).toBeUndefined();
    expect(capture.data?.gameCapture.modules).toHaveLength(3);
    expect(capture.data?.gameCapture.design.previewUrl).toMatch(/^\/api\/v1\/files\//);
  }, 60_000);

  it('answers an unknown picture in Chinese', async () => {
    const res = await h.execute(`{ gameTemplates(materialIds: ["5"]) { total } }`);
    expect(expectError(res, 'NOT_FOUND').message).toBe('素材不存在：5');
  });
});
