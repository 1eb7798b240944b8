// The online editor as a user works with it (issue 15): from the template centre's 在线编辑, edit
// the title in place, replace the photo from the library search, drag the logo until it snaps,
// undo and redo, save, find the design in 创作记录 and compare its PNG with the editor's canvas;
// a reload restores the autosave; a save the api dies under loses nothing already saved.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, logIn, openEditor, screenshot } from '../browser.js';
import { graphql as request } from '../graphql.js';
import { useStackAndBrowser } from '../stack.js';
import {
  boxOf,
  compare,
  documentsOf,
  layer,
  openFromCentre,
  poll,
  settled,
  stagePng,
  emptySlotBoxes,
  type Doc,
  type KonvaWindow,
  type Layer,
} from './editor.helpers.js';

// A stack of its own: it kills and restarts the api.
const env = useStackAndBrowser({ own: true });

const NEW_TITLE = '周末特惠 全场五折';
const RELOAD_TITLE = '自动保存 刷新还在';
const SAVED_TITLE = '断电之前 已经保存';
const LOST_TITLE = '正在保存 服务中断';

interface SnapPlan {
  axis: 'x' | 'y';
  /** 0 start edge, 0.5 centre, 1 end edge of the layer's box along the axis. */
  at: 0 | 0.5 | 1;
  /** The guide it should snap to (canvas px). */
  guide: number;
  /** Where the point is dropped: a few px off the guide. */
  drop: number;
}

/**
 * A drop that snaps to exactly one guide: the canvas's centre lines first, then any other layer's
 * edge or centre, a few px off it, with no other guide near any of the layer's three points along
 * that axis (a screen pixel of slack for the mouse).
 */
function snapPlan(doc: Doc, key: string): SnapPlan {
  const { width_g: W, height_g: H, materials } = doc.renderConfig;
  const guides = { x: [0, W / 2, W], y: [0, H / 2, H] };
  for (const l of Object.values(materials)) {
    if (l.key === key || l.type === 'group' || l.hidden) continue;
    const b = boxOf(l);
    guides.x.push(b.x, b.x + b.w / 2, b.x + b.w);
    guides.y.push(b.y, b.y + b.h / 2, b.y + b.h);
  }
  const box = boxOf(layer(doc, key));
  for (const axis of ['x', 'y'] as const) {
    const size = axis === 'x' ? box.w : box.h;
    const limit = axis === 'x' ? W : H;
    for (const guide of guides[axis]) {
      const others = guides[axis].filter((g) => Math.abs(g - guide) > 0.01);
      for (const at of [0.5, 0, 1] as const)
        for (const o of [3, -3, 2, -2, 4, -4]) {
          const start = guide + o - at * size;
          if (start < 0 || start + size > limit) continue;
          const points = [start, start + size / 2, start + size];
          if (points.every((p) => others.every((g) => Math.abs(g - p) > Math.abs(o) + 1.5)))
            return { axis, at, guide, drop: guide + o };
        }
    }
  }
  throw new Error(`no clean drop point for ${key}`);
}

/** The point of the layer's box a plan speaks of. */
const planPoint = (l: Layer, plan: SnapPlan) => {
  const b = boxOf(l);
  return plan.axis === 'x' ? b.x + plan.at * b.w : b.y + plan.at * b.h;
};

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  return context.newPage();
}

const graphql = <T>(query: string, variables: object, token: string): Promise<T> =>
  request<T>(env.stack.webUrl, query, variables, token);

const { savedDoc, draftDoc } = documentsOf(() => env.stack.webUrl);

/** Where canvas px land on the screen in the editor tab (the stage is drawn at the fit zoom). */
async function stageGeometry(editor: Page, doc: Doc) {
  const rect = await editor.locator('canvas').first().boundingBox();
  if (!rect) throw new Error('no canvas');
  const zoom = rect.width / doc.renderConfig.width_g;
  const at = (x: number, y: number) => ({ x: rect.x + x * zoom, y: rect.y + y * zoom });
  const centre = (key: string) => {
    const b = boxOf(layer(doc, key));
    return at(b.x + b.w / 2, b.y + b.h / 2);
  };
  return { zoom, at, centre };
}

/** The Konva node of a layer: where the editor draws it now. */
const nodePos = (editor: Page, key: string) =>
  editor.evaluate((k) => {
    const stage = (window as unknown as KonvaWindow).Konva.stages.at(-1);
    const node = stage?.find((n) => n.getAttr('layerKey') === k)[0];
    return node ? [node.x(), node.y()] : null;
  }, key);

async function editTitle(editor: Page, doc: Doc, key: string, text: string): Promise<void> {
  const { centre } = await stageGeometry(editor, doc);
  const title = centre(key);
  await editor.mouse.dblclick(title.x, title.y);
  const box = editor.getByRole('textbox', { name: '编辑文字' });
  await box.fill(text);
  await box.press('Control+Enter');
}

/** The text the title's in-place editor offers: what the document holds now. */
async function shownTitle(editor: Page, doc: Doc, key: string): Promise<string> {
  const { centre } = await stageGeometry(editor, doc);
  const title = centre(key);
  await editor.mouse.dblclick(title.x, title.y);
  const box = editor.getByRole('textbox', { name: '编辑文字' });
  const value = await box.inputValue();
  await box.press('Escape');
  return value;
}

const TITLE = 'mainLabel_0';
const LOGO = 'logo_0';

describe('the online editor', () => {
  let token = '';
  let designId = '';
  let page: Page;

  /** The design the first test saved, opened from 创作记录's 在线编辑 and drawn. */
  async function openSavedDesign(): Promise<Page> {
    expect(designId).not.toBe('');
    await page.goto(`${env.stack.webUrl}/mine/modelDesignHistory`);
    const record = page.getByTestId('history-card').first();
    const editor = await openEditor(record.getByRole('link', { name: '在线编辑' }));
    await settled(editor);
    return editor;
  }

  it(
    'edits a template from the centre, undoes and redoes, saves to 创作记录, and exports the PNG the canvas showed',
    { timeout: 300_000 },
    async () => {
      page = await newPage();
      await logIn(page, env.stack.webUrl, 'zhangwei');
      token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      expect(token).not.toBe('');

      page.on('pageerror', (err) => {
        console.log(`page error: ${err.message}`);
      });
      const { editor, templateId, original, photo } = await openFromCentre(
        page,
        env.stack.webUrl,
        savedDoc,
        token,
      );
      const { width_g: W, height_g: H } = original.renderConfig;
      const PHOTO = photo.key;
      expect(layer(original, TITLE).type).toBe('label');
      expect(layer(original, LOGO).type).toBe('sprite');
      await settled(editor);
      await screenshot(editor, 'editor-1-opened');

      // 1. The main title, edited in place.
      await editTitle(editor, original, TITLE, NEW_TITLE);
      await poll(
        async () => (await draftDoc(templateId, token))?.renderConfig.materials[TITLE]?.text,
      ).toBe(NEW_TITLE);
      const titled = (await draftDoc(templateId, token)) as Doc;
      await settled(editor);
      await screenshot(editor, 'editor-2-title');

      // 2. The photo, replaced with one from the library search.
      // The layers panel names the picture as people do (照片, 插画); its row keeps the key.
      await editor.getByRole('listbox').locator(`[data-layer-key="${PHOTO}"]`).click();
      await editor.getByRole('textbox', { name: '搜索素材' }).fill('猫');
      await editor.getByRole('button', { name: '搜索素材' }).click();
      await editor.getByRole('button', { name: '虎斑猫特写', exact: true }).click();
      await poll(
        async () => (await draftDoc(templateId, token))?.renderConfig.materials[PHOTO]?.texture,
      ).not.toBe(photo.texture);
      const photoed = (await draftDoc(templateId, token)) as Doc;
      const catTexture = layer(photoed, PHOTO).texture ?? '';
      expect(catTexture).toMatch(/^\/api\/v1\/files\//);
      expect(layer(photoed, TITLE).text).toBe(NEW_TITLE);
      await settled(editor);
      await screenshot(editor, 'editor-3-photo');

      // 3. The logo, dragged until it is a few px off a guide (the canvas centre line when
      // nothing else lies near): it snaps onto the guide.
      const geometry = await stageGeometry(editor, original);
      const plan = snapPlan(original, LOGO);
      const from = geometry.centre(LOGO);
      const shift = (plan.drop - planPoint(layer(original, LOGO), plan)) * geometry.zoom;
      const to =
        plan.axis === 'x' ? { x: from.x + shift, y: from.y } : { x: from.x, y: from.y + shift };
      console.log(`logo drag: ${JSON.stringify(plan)}`);
      await editor.mouse.move(from.x, from.y);
      await editor.mouse.down();
      await editor.mouse.move(to.x, to.y, { steps: 15 });
      await screenshot(editor, 'editor-4-logo-snapping');
      await editor.mouse.up();
      await poll(async () => {
        const d = await draftDoc(templateId, token);
        return d && planPoint(layer(d, LOGO), plan);
      }).toBe(plan.guide);
      const moved = (await draftDoc(templateId, token)) as Doc;
      expect(layer(moved, PHOTO).texture).toBe(catTexture);
      const snappedPos = layer(moved, LOGO).pos;
      expect(await nodePos(editor, LOGO)).toEqual(snappedPos);
      await screenshot(editor, 'editor-5-logo-snapped');

      // 4. Undo twice (keys, then the toolbar), redo once: the document steps back exactly.
      const draftIs = (expected: Doc) => poll(() => draftDoc(templateId, token)).toEqual(expected);
      await editor.keyboard.press('Control+z');
      await draftIs(photoed);
      expect(await nodePos(editor, LOGO)).toEqual(layer(original, LOGO).pos);
      await editor.getByRole('button', { name: '撤销' }).click();
      await draftIs(titled);
      await settled(editor);
      await screenshot(editor, 'editor-6-undone-twice');
      await editor.getByRole('button', { name: '重做' }).click();
      await draftIs(photoed);
      await editor.keyboard.press('Escape');
      await settled(editor);
      await screenshot(editor, 'editor-7-redone');
      const shown = await stagePng(editor, original);
      writeFileSync(join(ARTIFACTS, 'editor-canvas.png'), shown);

      // 5. Save: the design is the user's now, and the address opens it on a reload.
      await editor.getByRole('button', { name: '保存', exact: true }).click();
      await poll(() => editor.getByRole('toolbar').getByRole('status').textContent()).toBe(
        '保存成功',
      );
      await poll(() => Promise.resolve(new URL(editor.url()).searchParams.get('tempId'))).not.toBe(
        templateId,
      );
      designId = new URL(editor.url()).searchParams.get('tempId') ?? '';
      const saved = await savedDoc(designId, token);
      expect(layer(saved, TITLE).text).toBe(NEW_TITLE);
      expect(layer(saved, PHOTO).texture).toBe(catTexture);
      expect(layer(saved, LOGO).pos).toEqual(layer(original, LOGO).pos);
      await screenshot(editor, 'editor-8-saved');
      await editor.close();

      // 6. 创作记录 lists it first; its 在线编辑 opens the saved design.
      await page.goto(`${env.stack.webUrl}/mine/modelDesignHistory`);
      const record = page.getByTestId('history-card').first();
      await record.waitFor();
      const edit = record.getByRole('link', { name: '在线编辑' });
      expect(await edit.getAttribute('href')).toContain(`tempId=${designId}&`);
      await poll(() =>
        record.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      await screenshot(page, 'editor-9-records');
      const reopened = await openEditor(edit);
      expect(new URL(reopened.url()).searchParams.get('tempId')).toBe(designId);
      await settled(reopened);
      expect(await shownTitle(reopened, saved, TITLE)).toBe(NEW_TITLE);
      await reopened.keyboard.press('Escape');
      await settled(reopened);
      const reopenedShown = await stagePng(reopened, original);

      // 7. Its PNG, drawn by the server, against what the editor's canvas showed.
      const download = reopened.waitForEvent('download');
      await reopened.getByRole('button', { name: '导出 PNG' }).click();
      const file = join(ARTIFACTS, 'editor-export.png');
      await (await download).saveAs(file);
      const exported = readFileSync(file);
      const png = PNG.sync.read(exported);
      expect([png.width, png.height]).toEqual([W, H]);
      const before = compare(shown, exported, 'editor-export-diff', emptySlotBoxes(original));
      const after = compare(
        reopenedShown,
        exported,
        'editor-reopened-diff',
        emptySlotBoxes(original),
      );
      console.log(
        `editor canvas vs server PNG (${W}x${H}): ${before.over} px over 0.1 (${(before.share * 100).toFixed(3)} %); reopened: ${after.over} px (${(after.share * 100).toFixed(3)} %)`,
      );
      expect(before.share).toBeLessThanOrEqual(0.01);
      expect(after.share).toBeLessThanOrEqual(0.01);
      await screenshot(reopened, 'editor-10-exported');
      await reopened.close();
    },
  );

  it(
    'restores the last autosave when the editor is reloaded mid-edit',
    { timeout: 180_000 },
    async () => {
      const editor = await openSavedDesign();
      const saved = await savedDoc(designId, token);

      // Two edits, then the autosave (1 s after the last edit) goes out; nothing is saved.
      await editTitle(editor, saved, TITLE, RELOAD_TITLE);
      const { centre } = await stageGeometry(editor, saved);
      const logo = centre(LOGO);
      await editor.mouse.click(logo.x, logo.y);
      await editor.keyboard.press('Shift+ArrowDown');
      await poll(
        async () => (await draftDoc(designId, token))?.renderConfig.materials[LOGO]?.pos,
      ).toEqual([layer(saved, LOGO).pos[0], layer(saved, LOGO).pos[1] + 10]);
      await screenshot(editor, 'editor-11-before-reload');

      await editor.reload();
      await editor.getByRole('heading', { name: '在线编辑' }).waitFor();
      await editor.locator('canvas').first().waitFor();
      await settled(editor);
      await editor.getByText('已恢复上次自动保存的内容').waitFor();
      expect(await nodePos(editor, LOGO)).toEqual([
        layer(saved, LOGO).pos[0],
        layer(saved, LOGO).pos[1] + 10,
      ]);
      expect(await shownTitle(editor, saved, TITLE)).toBe(RELOAD_TITLE);
      // The save itself is untouched until the user saves.
      expect(layer(await savedDoc(designId, token), TITLE).text).toBe(NEW_TITLE);
      await editor.keyboard.press('Escape');
      await screenshot(editor, 'editor-12-reloaded');
      await editor.close();
    },
  );

  it(
    'keeps what was saved when the api is killed during a save, and the editor keeps the edit',
    { timeout: 300_000 },
    async () => {
      const editor = await openSavedDesign();
      const start = await savedDoc(designId, token);
      const status = editor.getByRole('toolbar').getByRole('status');

      // Save A.
      await editTitle(editor, start, TITLE, SAVED_TITLE);
      await poll(
        async () => (await draftDoc(designId, token))?.renderConfig.materials[TITLE]?.text,
      ).toBe(SAVED_TITLE);
      await editor.getByRole('button', { name: '保存', exact: true }).click();
      await poll(() => status.textContent()).toBe('保存成功');
      const a = await savedDoc(designId, token);
      expect(layer(a, TITLE).text).toBe(SAVED_TITLE);

      // B: the save is on its way to the api when the api dies.
      await editTitle(editor, a, TITLE, LOST_TITLE);
      await poll(
        async () => (await draftDoc(designId, token))?.renderConfig.materials[TITLE]?.text,
      ).toBe(LOST_TITLE);
      const sent = editor.waitForRequest(
        (req) =>
          req.url().endsWith('/graphql') &&
          (req.postDataJSON() as { operationName?: string } | null)?.operationName === 'SaveDesign',
      );
      await editor.getByRole('button', { name: '保存', exact: true }).click();
      // Killed as the save leaves the browser: a warm save takes well under 100 ms here, and
      // designs.crash.test.ts kills the api at every point of a save's life.
      await sent;
      await env.stack.killApi();
      await poll(() => status.textContent()).toBe('保存失败，请重试');
      await editor.locator('canvas').first().waitFor();
      expect(await shownTitle(editor, a, TITLE)).toBe(LOST_TITLE);
      await editor.keyboard.press('Escape');
      await screenshot(editor, 'editor-13-save-failed');

      // Restarted on the same data folder: A is whole; B is all there or not at all.
      await env.stack.restartApi();
      await expect
        .poll(
          () =>
            savedDoc(designId, token).then(
              () => true,
              () => false,
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
      const after = await savedDoc(designId, token);
      expect([SAVED_TITLE, LOST_TITLE]).toContain(layer(after, TITLE).text);
      const records = await graphql<{
        creationRecords: { items: { templateId: string | null; imageUrl: string }[] };
      }>('{ creationRecords(pageSize: 50) { items { templateId imageUrl } } }', {}, token);
      const mine = records.creationRecords.items.filter((r) => r.templateId === designId);
      expect(mine).toHaveLength(1);
      const image = await fetch(new URL(mine[0]?.imageUrl ?? '', env.stack.webUrl));
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      // The user saves again once the service is back: the edit they kept is saved.
      await editor.getByRole('button', { name: '保存', exact: true }).click();
      await poll(() => status.textContent()).toBe('保存成功');
      expect(layer(await savedDoc(designId, token), TITLE).text).toBe(LOST_TITLE);
      await screenshot(editor, 'editor-14-saved-after-restart');
      await editor.close();
    },
  );
});
