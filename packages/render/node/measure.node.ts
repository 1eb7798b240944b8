import { createCanvas } from '@napi-rs/canvas';
import { createMeasurer } from '../src/layout.js';
import { registerFonts } from './fonts.node.js';

const measureCtx = createCanvas(8, 8).getContext('2d');

/** Text measurement with the licensed fonts in this thread (fillTemplate warnings, lint, drawing). */
export const nodeMeasurer = createMeasurer((text, font, family) => {
  registerFonts([family]);
  measureCtx.font = font;
  return measureCtx.measureText(text).width;
});
