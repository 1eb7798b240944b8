import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStandIn, restoreTemplate, type TemplateDoc } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { runRenderJob, type RenderJobDeps } from './render.job.js';

// A library template with empty logo, code and person slots (their stand-ins drawn in its preview).
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};

function capture() {
  const drawn: TemplateDoc[] = [];
  const loaded: string[] = [];
  const storage = {
    kind: 'local',
    read: () => Promise.resolve(undefined),
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
        return Promise.resolve(Buffer.from('jpeg'));
      },
      close: () => Promise.resolve(),
    },
  };
  return { deps, drawn, loaded };
}

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
