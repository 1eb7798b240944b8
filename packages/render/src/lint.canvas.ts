// The canvas rules of the lint (issue 32 items 1 and 9): a title 206 px off the canvas once passed
// review and then clipped users' copy. A slot (and a face a slot will hold) must lie wholly on the
// canvas; decoration may bleed over an edge, but never lie wholly off it.
import { canvasBox } from './draw.js';
import type { Layer, TemplateDoc } from './template.schema.js';

/** Sub-pixel slack: positions come from arithmetic on floats (resizes, drags). */
const EDGE_SLACK_PX = 0.5;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A face's usual height to width. */
const FACE_ASPECT = 1.3;

/** Where a slot's face will sit: its target width, a face's usual height, and the yaw shift either side. */
export function faceZoneOf(l: Layer): Box | undefined {
  const face = l.slot?.face;
  if (!face) return undefined;
  const w = face.targetWidth + 2 * Math.abs(face.yawShift);
  const h = face.targetWidth * FACE_ASPECT;
  return { x: face.center[0] - w / 2, y: face.center[1] - h / 2, w, h };
}

const inside = (b: Box, width: number, height: number) =>
  b.x >= -EDGE_SLACK_PX &&
  b.y >= -EDGE_SLACK_PX &&
  b.x + b.w <= width + EDGE_SLACK_PX &&
  b.y + b.h <= height + EDGE_SLACK_PX;

const touches = (b: Box, width: number, height: number) =>
  b.x < width && b.y < height && b.x + b.w > 0 && b.y + b.h > 0;

/** Off-canvas layers, slots and face zones, one Chinese sentence each naming the layer and the distance. */
export function canvasIssues(doc: TemplateDoc): { layerKey: string; message: string }[] {
  const { width_g: width, height_g: height, materials } = doc.renderConfig;
  const issues: { layerKey: string; message: string }[] = [];
  for (const l of Object.values(materials)) {
    if (l.hidden || l.type === 'group') continue;
    const b = canvasBox(l);
    if (!touches(b, width, height)) {
      issues.push({ layerKey: l.key, message: `图层 ${l.key} 完全在画布之外` });
      continue;
    }
    if (l.slot && l.slot.field !== 'background' && !inside(b, width, height)) {
      const beyond = Math.max(-b.x, -b.y, b.x + b.w - width, b.y + b.h - height);
      issues.push({ layerKey: l.key, message: `插槽 ${l.key} 超出画布 ${Math.ceil(beyond)} px` });
    }
    const zone = faceZoneOf(l);
    if (zone && !inside(zone, width, height))
      issues.push({ layerKey: l.key, message: `${l.key} 的面部区域超出画布，人脸会被裁掉` });
  }
  return issues;
}
