// Piscina worker: one render per task, off the api's event loop.
import { Piscina } from 'piscina';
import type { TemplateDoc } from '../src/template.schema.js';
import { renderDoc } from './render.draw.js';
import type { RenderOptions } from './render.options.js';

export interface RenderTask {
  doc: TemplateDoc;
  opts: RenderOptions;
}

export default async function render({ doc, opts }: RenderTask) {
  const bytes = await renderDoc(doc, opts);
  // Moved, not copied, back to the main thread.
  const out = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Piscina.move(out);
}
