// The template the batch tests and bench draw on: QUICKCREATE §2's sample poster of the library
// (two title lines, a product slot), saved under a code of the caller's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SlotField } from '@adstudio/render';
import type { Db } from '../db/db.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import { upsertTemplate } from '../templates/templates.repo.js';

/**
 * The sample poster as the template `code` named `name` (春日海报); answers its id. `drop` leaves out
 * the layers of those slots (每行智能推荐's tests: a poster without a person, one without a product).
 */
export function springPoster(
  db: Db,
  code: string,
  name = '春日海报',
  drop: readonly SlotField[] = [],
): Promise<number> {
  const raw = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
    synthetic: unknown;
  };
  const doc = readTemplateDoc(raw.synthetic);
  const { materials } = doc.renderConfig;
  for (const [key, layer] of Object.entries(materials))
    if (layer.slot && drop.includes(layer.slot.field)) Reflect.deleteProperty(materials, key);
  return upsertTemplate(
    db,
    templateWriteOf(doc, {
      template_id: code,
      name,
      path: '/api/v1/files/templates/tpl_p_0231.jpg',
      owner_id: null,
      created_at: new Date(),
      replaceObj: {},
    }),
  );
}
