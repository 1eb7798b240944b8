// What the editor e2e specs share (editor.e2e.ts, editor-tools.e2e.ts, smart.e2e.ts): the
// document's shape as the tests read it, the editor's stage as PNG bytes, the pixel comparison with
// a server PNG, and 调整尺寸's steps.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { ARTIFACTS, openEditor, screenshot } from '../browser.js';
import { graphql } from '../graphql.js';

// Edits wait for font files and autosaves for the 1 s debounce on a loaded machine.
export const poll = <T>(fn: () => Promise<T>) =>
  expect.poll(fn, { timeout: 30_000, interval: 250 });

export interface Layer {
  key: string;
  type: 'sprite' | 'label' | 'shape' | 'group';
  pos: [number, number];
  anchor: [number, number];
  width: number;
  height: number;
  scale: number;
  text?: string;
  texture?: string;
  hug?: unknown;
  hidden?: boolean;
}
export interface Doc {
  renderConfig: { width_g: number; height_g: number; materials: Record<string, Layer> };
}

export const layer = (doc: Doc, key: string): Layer => {
  const l = doc.renderConfig.materials[key];
  if (!l) throw new Error(`no layer ${key}`);
  return l;
};
/** The layer's box on the canvas (the demo layers are not rotated). */
export const boxOf = (l: Layer) => {
  const w = l.width * l.scale;
  const h = l.height * l.scale;
  return { x: l.pos[0] - l.anchor[0] * w, y: l.pos[1] - l.anchor[1] * h, w, h };
};

export type KonvaWindow = Window & {
  Konva: {
    stages: {
      width(): number;
      height(): number;
      scaleX(): number;
      scale(s: { x: number; y: number }): void;
      find(fn: (n: { getAttr(k: string): unknown }) => boolean): { x(): number; y(): number }[];
      toDataURL(o: object): string;
    }[];
  };
};

/** The editor's stage exported at the document's own pixel size (zoom undone), as PNG bytes. */
export async function stagePng(editor: Page, doc: Doc): Promise<Buffer> {
  const { width_g: width, height_g: height } = doc.renderConfig;
  const url = await editor.evaluate(
    ({ width, height }) => {
      const stage = (window as unknown as KonvaWindow).Konva.stages.at(-1);
      if (!stage) throw new Error('no stage');
      // Drawn at scale 1 into a canvas of the document's size, then the zoom is put back before
      // the next frame: 1/zoom as the pixel ratio would round the size by a pixel.
      const zoom = stage.scaleX();
      stage.scale({ x: 1, y: 1 });
      try {
        return stage.toDataURL({ mimeType: 'image/png', x: 0, y: 0, width, height, pixelRatio: 1 });
      } finally {
        stage.scale({ x: zoom, y: zoom });
      }
    },
    { width, height },
  );
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

type Box = ReturnType<typeof boxOf>;

/**
 * The boxes of the slots the design leaves empty: the editor draws their placeholder (the dashed
 * LOGO, the sample QR) for the user to fill, an export never does (issue 27 item 5).
 */
export const emptySlotBoxes = (doc: Doc): Box[] =>
  Object.values(doc.renderConfig.materials)
    .filter((l) => !l.hidden && l.texture?.startsWith('asset://placeholders/'))
    .map(boxOf);

/**
 * Pixels over pixelmatch's 0.1 threshold, with the diff image kept beside the screenshots; the
 * `ignore` boxes are left out (the right image's pixels copied into the left's).
 */
export function compare(a: Buffer, b: Buffer, name: string, ignore: readonly Box[] = []) {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  expect([left.width, left.height]).toEqual([right.width, right.height]);
  for (const box of ignore) {
    const [x0, y0] = [Math.max(0, Math.floor(box.x)), Math.max(0, Math.floor(box.y))];
    const [x1, y1] = [
      Math.min(left.width, Math.ceil(box.x + box.w)),
      Math.min(left.height, Math.ceil(box.y + box.h)),
    ];
    for (let y = y0; y < y1; y += 1) {
      const row = y * left.width * 4;
      right.data.copy(left.data, row + x0 * 4, row + x0 * 4, row + x1 * 4);
    }
  }
  const diff = new PNG({ width: left.width, height: left.height });
  const over = pixelmatch(left.data, right.data, diff.data, left.width, left.height, {
    threshold: 0.1,
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${name}.png`), PNG.sync.write(diff));
  return { over, share: over / (left.width * left.height) };
}

/** Waits until the editor has drawn with every image it asked for. */
export async function settled(editor: Page): Promise<void> {
  await editor.waitForLoadState('networkidle');
  await poll(() => editor.getByRole('toolbar').getByRole('status').textContent()).not.toBe(
    '正在加载字体…',
  );
  await editor.waitForTimeout(300);
}

/** The saved document of a template or design, and the viewer's autosave of it, as the server has them. */
export function documentsOf(webUrl: () => string) {
  const savedDoc = async (id: string, token: string): Promise<Doc> => {
    const data = await graphql<{ template: { document: string } }>(
      webUrl(),
      'query ($id: ID!) { template(id: $id) { document } }',
      { id },
      token,
    );
    return JSON.parse(data.template.document) as Doc;
  };
  const draftDoc = async (id: string, token: string): Promise<Doc | null> => {
    const data = await graphql<{ design: { draft: { document: string } | null } }>(
      webUrl(),
      'query ($id: ID!) { design(templateId: $id) { draft { document } } }',
      { id },
      token,
    );
    return data.design.draft ? (JSON.parse(data.design.draft.document) as Doc) : null;
  };
  return { savedDoc, draftDoc };
}

const pictureOf = (doc: Doc) =>
  Object.values(doc.renderConfig.materials).find(
    (l) => l.type === 'sprite' && !l.hug && /^asset:\/\/(photos|art)\//.test(l.texture ?? ''),
  );

/**
 * 模板中心's first template that shows a picture (a library photo, or the illustration a template
 * shows where no photo fits; many templates hold only slots for the user's own) opened in the
 * editor's tab, with its document and the key of its picture.
 */
export async function openFromCentre(
  page: Page,
  webUrl: string,
  savedDoc: (id: string, token: string) => Promise<Doc>,
  token: string,
) {
  await page.goto(`${webUrl}/modelPage/modelCenter?type=official`);
  const cards = page.locator('[data-testid="template-card"]');
  await cards
    .first()
    .waitFor({ timeout: 90_000 })
    .catch(async (err: unknown) => {
      await screenshot(page, 'editor-0-centre-failed');
      throw err;
    });
  for (const card of await cards.all()) {
    const edit = card.getByRole('link', { name: '在线编辑' });
    const href = (await edit.getAttribute('href')) ?? '';
    const original = await savedDoc(new URL(href, webUrl).searchParams.get('tempId') ?? '', token);
    const photo = pictureOf(original);
    if (!photo) continue;
    await card.hover();
    const editor = await openEditor(edit);
    const templateId = new URL(editor.url()).searchParams.get('tempId') ?? '';
    return { editor, templateId, original, photo };
  }
  throw new Error('no template on 模板中心’s first page shows a picture');
}

/**
 * 调整尺寸 to `sizes` ('750x1334', …): each size's fit report opened and returned as its text,
 * before anything is saved; the dialog stays open for the caller's checks.
 */
export async function fitReports(editor: Page, sizes: readonly string[]) {
  await editor.getByRole('button', { name: '调整尺寸' }).click();
  const resize = editor.getByRole('dialog', { name: '调整尺寸' });
  const label = (size: string) => size.replace('x', '×');
  for (const s of sizes)
    await resize.getByRole('checkbox', { name: label(s), exact: true }).check();
  await resize.getByRole('button', { name: '查看适配报告' }).click();
  const reports: string[] = [];
  for (const s of sizes) {
    const report = resize.getByRole('region', { name: label(s) });
    await report.waitFor({ timeout: 60_000 });
    await report.locator('summary').click();
    reports.push((await report.innerText()).replace(/\s+/gu, ' '));
  }
  return { resize, reports };
}

/** Accepts the resize: each size opens as a new design in a tab of its own; those tabs, drawn. */
export async function acceptResize(
  editor: Page,
  resize: Locator,
  count: number,
  templateId: string,
): Promise<Page[]> {
  const opened: Page[] = [];
  editor.context().on('page', (p) => opened.push(p));
  await resize.getByRole('button', { name: `接受并打开 ${count} 个新作品` }).click();
  await resize
    .getByRole('status')
    .filter({ hasText: `已在新标签页打开 ${count} 个新作品` })
    .waitFor({ timeout: 60_000 });
  const designs = () =>
    opened.filter((p) => /tempId=\d+/u.test(p.url()) && !p.url().includes(`tempId=${templateId}&`));
  await poll(() => Promise.resolve(designs().length)).toBe(count);
  for (const tab of designs()) await tab.locator('canvas').first().waitFor({ timeout: 60_000 });
  return designs();
}
