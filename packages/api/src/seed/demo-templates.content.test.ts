import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import { getJson, type Body } from '../test/http.js';
import { startTestApi, type TestApi } from '../test/index.js';
import { seedDemoTemplates } from './demo-templates.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
});
afterAll(() => api.close());

describe(seedDemoTemplates.name, () => {
  it('loads the shipped library with derived columns, twice without duplicates', async () => {
    const shipped = await seedDemoTemplates(api.db);
    expect(shipped).toBeGreaterThanOrEqual(1);
    expect(await seedDemoTemplates(api.db)).toBe(shipped);
    const res = await getJson(api.app, '/client/template', {
      tags: '12001,13104,16402,16501',
      page_size: '100',
    });
    expect(res.json<Body>().message).toBe('success');
    const page = res.json<Body<{ templateList: Record<string, unknown>[]; total: number }>>().data;
    expect(page.templateList.find((t) => t.template_id === 'tpl_p_0231')).toMatchObject({
      id: 10231,
      template_id: 'tpl_p_0231',
      category: 121,
      width: 750,
      height: 1334,
      layout_family: 'P-title-top-hero-bottom',
      path: '/api/v1/files/templates/tpl_p_0231.jpg',
    });
    const preview = await api.app.inject({
      url: '/api/v1/files/templates/tpl_p_0231.jpg?width=300',
    });
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const missing = await api.app.inject({ url: '/api/v1/files/templates/..%2Fx.jpg' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a folder with a broken document, naming the file, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    copyFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.jpg'), join(dir, 'tpl_bad.jpg'));
    writeFileSync(
      join(dir, 'tpl_bad.json'),
      JSON.stringify({
        id: 20001,
        template_id: 'tpl_bad',
        name: '坏模板',
        synthetic: '{"renderConfig":1}',
      }),
    );
    await expect(seedDemoTemplates(api.db, dir)).rejects.toThrow(/tpl_bad\.json: /);
    expect(
      await api.db.query("SELECT 1 FROM templates WHERE template_id = 'tpl_bad'"),
    ).toHaveLength(0);
  });
});
