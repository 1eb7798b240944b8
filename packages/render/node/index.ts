// @adstudio/render/node: server-side rendering with the licensed fonts, sharp encoding and a worker pool.
export { FONT_FAMILIES } from '../src/fonts.registry.js';
export { FONT_FILES, registerFonts } from './fonts.node.js';
export { fontSources, type FontFileSource } from './fonts.sources.js';
export { nodeMeasurer } from './measure.node.js';
export { renderDoc } from './render.draw.js';
export { createRenderer, type Renderer } from './renderer.js';
export { yieldToRequests } from './thread.priority.js';
export type { RenderFormat, RenderOptions } from './render.options.js';
export * from './render.limits.js';
