// Template documents parsed once per stored version: every smart request reads the same library,
// and checking a document (restoreTemplate) costs more than the rest of its evaluation.
import type { TemplateDoc } from '@adstudio/render';
import { readTemplateDoc } from '../templates/templates.document.js';

const CACHE_MAX = 5000;
const cache = new Map<number, { synthetic: string; doc: TemplateDoc }>();

/** The template's document; a changed `synthetic` is read again. Callers must not mutate it. */
export function templateDoc(id: number, synthetic: string): TemplateDoc {
  const hit = cache.get(id);
  if (hit?.synthetic === synthetic) return hit.doc;
  const doc = readTemplateDoc(synthetic);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(id, { synthetic, doc });
  return doc;
}
