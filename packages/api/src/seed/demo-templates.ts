import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { DEMO_TEMPLATES_DIR, PREVIEW_URL_PREFIX } from '../templates/templates.files.js';
import { upsertTemplate } from '../templates/templates.repo.js';

// The template library's output folder (demo/templates): one <template_id>.json per template (the
// spec's record: id, template_id, name, synthetic, replaceObj) and its preview <template_id>.jpg or
// .png, made when the template was generated, so a start never renders the library.
const PREVIEW_EXTS = ['.jpg', '.png'];
const SEEDED_AT = new Date('2026-11-01T00:00:00Z');

interface TemplateFile {
  id: number;
  template_id: string;
  name: string;
  synthetic: unknown;
  replaceObj?: unknown;
  created_at?: string;
}

/**
 * Loads every template of the folder, all or nothing, rewriting the rows of templates already
 * there (a regenerated library replaces its previous output; ids and favourites stay). A document
 * the engine refuses fails the seed with its file name and the engine's message.
 */
export async function seedDemoTemplates(db: Db, dir = DEMO_TEMPLATES_DIR): Promise<number> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const writes = files.map((file) => {
    const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as TemplateFile;
    const preview = PREVIEW_EXTS.map((ext) => `${record.template_id}${ext}`).find((name) =>
      existsSync(join(dir, name)),
    );
    if (!preview) throw new Error(`${file}: 缺少预览图 ${record.template_id}.jpg`);
    let doc;
    try {
      doc = readTemplateDoc(record.synthetic);
    } catch (err) {
      throw new Error(`${file}: ${(err as Error).message}`);
    }
    return templateWriteOf(doc, {
      id: record.id,
      template_id: record.template_id,
      name: record.name,
      path: `${PREVIEW_URL_PREFIX}${preview}`,
      owner_id: null,
      created_at: record.created_at ? new Date(record.created_at) : SEEDED_AT,
      replaceObj: record.replaceObj ?? {},
    });
  });
  await db.tx(async (tx) => {
    for (const write of writes) await upsertTemplate(tx, write);
  });
  return writes.length;
}
