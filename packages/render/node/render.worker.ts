// Piscina worker: one render per task, off the api's event loop.
import { Piscina } from 'piscina';
import type { TemplateDoc } from '../src/template.schema.js';
import { registerFonts } from './fonts.node.js';
import { renderDoc } from './render.draw.js';
import type { RenderOptions } from './render.options.js';
import { yieldToRequests } from './thread.priority.js';

// Parsing every font takes seconds; a worker does it while starting, before it takes a task.
registerFonts();
yieldToRequests();

export type RenderTask = { doc: TemplateDoc; opts: RenderOptions } | { warmUp: true };

export default async function render(task: RenderTask) {
  if ('warmUp' in task) return new Uint8Array(0);
  const { doc, opts } = task;
  const bytes = await renderDoc(doc, opts);
  // Moved, not copied, back to the main thread.
  const out = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Piscina.move(out);
}
