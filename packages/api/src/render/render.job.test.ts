import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStandIn, restoreTemplate, type TemplateDoc } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import { pngBytes, svgBytes, svgOverdraw } from '../test/images.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { runRenderJob, type RenderJobDeps } from './render.job.js';

// A library template with empty logo, code and person slots (their stand-ins drawn in its preview).
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};

function capture(files: Record<string, Buffer> = {}) {
  const drawn: TemplateDoc[] = [];
  const loaded: string[] = [];
  const images: Uint8Array[] = [];
  const storage = {
    kind: 'local',
    read: (key: string) => Promise.resolve(files[key]),
    write: () => Promise.resolve(),
    url: (key: string) => `/api/v1/files/${key}`,
  } as unknown as StorageDriver;
  const deps: RenderJobDeps = {
    db: undefined as never,
    storage,
    photosDir: '',
    timeoutMs: 1000,
    renderer: {
      render: (doc, opts) => {
        drawn.push(doc);
        loaded.push(...Object.keys(opts.images));
        images.push(...Object.values(opts.images));
        return Promise.resolve(Buffer.from('jpeg'));
      },
      close: () => Promise.resolve(),
    },
  };
  return { deps, drawn, loaded, images };
}

/** The sample with the user's upload as its background picture. */
function withBackground(key: string): TemplateDoc {
  const doc = restoreTemplate(sample.synthetic);
  const background = doc.renderConfig.materials.background;
  if (background?.type !== 'sprite') throw new Error('the sample has no background picture');
  background.texture = `/api/v1/files/${key}`;
  return doc;
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('runRenderJob', () => {
  it('draws a design with no stand-in art: empty logo, code and person slots are left out', async () => {
    const doc = restoreTemplate(sample.synthetic);
    const standIns = Object.values(doc.renderConfig.materials).filter(
      (l) => l.type === 'sprite' && l.slot && isStandIn(l.texture),
    );
    expect(standIns.length).toBeGreaterThan(0);
    const { deps, drawn, loaded } = capture();
    const outcome = await runRenderJob(deps, { userId: 1, kind: 'poster', doc });
    expect(outcome.ok).toBe(true);
    const layers = drawn[0]?.renderConfig.materials ?? {};
    for (const l of standIns) expect(layers[l.key]?.hidden, l.key).toBe(true);
    expect(loaded.filter(isStandIn)).toEqual([]);
  });
});

// Issue 29 item 3: an SVG used as a picture in a document is drawn in the SVG child, like an
// upload, never by the render worker (which would draw an overdraw SVG for minutes).
describe('runRenderJob with SVG pictures', () => {
  const svgKey = `user_upload/1/${'a'.repeat(32)}.svg`;
  const pngKey = `user_upload/2/${'b'.repeat(32)}.png`;

  it("refuses an overdraw SVG picture as too complex, another user's render drawn meanwhile", async () => {
    const { deps, drawn } = capture({ [svgKey]: svgOverdraw(300), [pngKey]: await pngBytes() });
    let settled = false;
    const svg = runRenderJob(deps, { userId: 1, kind: 'poster', doc: withBackground(svgKey) });
    void svg.finally(() => {
      settled = true;
    });
    const other = await runRenderJob(deps, {
      userId: 2,
      kind: 'poster',
      doc: withBackground(pngKey),
    });
    expect(other.ok).toBe(true);
    expect(settled).toBe(false);
    expect(await svg).toEqual({ ok: false, refusal: '图片内容过于复杂，请简化后重新上传' });
    // Only the other user's design reached the renderer.
    expect(drawn).toHaveLength(1);
  });

  it('hands the renderer an ordinary SVG picture as PNG', async () => {
    const { deps, loaded, images } = capture({ [svgKey]: svgBytes() });
    const outcome = await runRenderJob(deps, {
      userId: 1,
      kind: 'poster',
      doc: withBackground(svgKey),
    });
    expect(outcome.ok).toBe(true);
    const at = loaded.indexOf(`/api/v1/files/${svgKey}`);
    expect([...(images[at] ?? new Uint8Array()).subarray(0, 4)]).toEqual(PNG_SIGNATURE);
  });
});
