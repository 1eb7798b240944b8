import { readFileSync } from 'node:fs';
import type { Db } from '../db/db.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { upsertTemplate } from '../templates/templates.repo.js';

// The designs tests' library template: the sample poster of QUICKCREATE §2 (library art only, so
// it renders on any database).

export const SAMPLE = JSON.parse(
  readFileSync(new URL('../../demo/templates/tpl_p_0231.json', import.meta.url), 'utf8'),
) as { synthetic: { renderConfig: { materials: Record<string, Record<string, unknown>> } } };

/** Writes the sample poster into the library; answers its id. */
export function insertSamplePoster(db: Db): Promise<number> {
  return upsertTemplate(
    db,
    templateWriteOf(readTemplateDoc(SAMPLE.synthetic), {
      template_id: 'tpl_p_0231',
      name: '春日新品海报',
      path: '/api/v1/files/templates/tpl_p_0231.jpg',
      owner_id: null,
      created_at: new Date('2026-11-01T00:00:00Z'),
      replaceObj: {},
    }),
  );
}

/** The sample with its layers changed (a key set to undefined drops from the JSON), as JSON. */
export function editedSample(layers: Record<string, Record<string, unknown>>): string {
  const materials = structuredClone(SAMPLE.synthetic.renderConfig.materials);
  for (const [key, change] of Object.entries(layers)) {
    materials[key] = { ...materials[key], ...change };
  }
  return JSON.stringify({
    ...SAMPLE.synthetic,
    renderConfig: { ...SAMPLE.synthetic.renderConfig, materials },
  });
}
