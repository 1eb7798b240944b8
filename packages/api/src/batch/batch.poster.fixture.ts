// The template the batch tests and bench draw on: QUICKCREATE §2's sample poster of the library
// (two title lines, a product slot), saved under a code of the caller's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import { upsertTemplate } from '../templates/templates.repo.js';

/** The sample poster as the template `code` named 春日海报; answers its id. */
export function springPoster(db: Db, code: string): Promise<number> {
  const raw = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
    synthetic: unknown;
  };
  return upsertTemplate(
    db,
    templateWriteOf(readTemplateDoc(raw.synthetic), {
      template_id: code,
      name: '春日海报',
      path: '/api/v1/files/templates/tpl_p_0231.jpg',
      owner_id: null,
      created_at: new Date(),
      replaceObj: {},
    }),
  );
}
