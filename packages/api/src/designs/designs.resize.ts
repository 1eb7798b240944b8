// One design → other canvas sizes (issue 32 item 1). The resize itself is @adstudio/render's (the
// same for every caller); here: which document, which sizes, the report's wire shape, and saving each
// accepted size as a new design of the user.
import {
  isResizeSize,
  resizeFormat,
  resizeTemplate,
  type ResizeReport,
  type TemplateDoc,
} from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import type { Static } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/errors.js';
import { readTemplateDoc } from '../templates/templates.document.js';
import { DESIGN_NAME_MAX_CHARS } from './designs.constants.js';
import type { ResizeBody, ResizeSaveBody } from './designs.schema.js';
import { openable, saveDesign, type DesignsDeps } from './designs.service.js';

/** The distinct sizes of `750x1334,1823x2578`, each one of the six; the source's own is refused. */
export function parseResizeSizes(raw: string, source: TemplateDoc) {
  const own = resizeFormat(source.renderConfig.width_g, source.renderConfig.height_g);
  const formats = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (formats.length === 0) throw new ApiError('designResizeSize', { size: raw.slice(0, 40) });
  return formats.map((format) => {
    const m = /^(\d{2,4})[x×](\d{2,4})$/u.exec(format);
    const width = Number(m?.[1]);
    const height = Number(m?.[2]);
    if (!m || !isResizeSize(width, height))
      throw new ApiError('designResizeSize', { size: format.slice(0, 40) });
    if (resizeFormat(width, height) === own) throw new ApiError('designResizeSame', { size: own });
    return { width, height };
  });
}

/** The report as the wire carries it (snake_case, as the rest of the api). */
export function presentResizeReport(r: ResizeReport) {
  return {
    width: r.width,
    height: r.height,
    scale: Math.round(r.scale * 1000) / 1000,
    family_changed: r.familyChanged,
    layout: r.layout,
    layers: r.layers.map((l) => ({
      layer_key: l.layerKey,
      label: l.label,
      message: l.message,
      changes: l.changes,
    })),
    overflows: r.overflows.map((o) => ({
      layer_key: o.layerKey,
      label: o.label,
      message: o.message,
    })),
    lint: r.lint.map((i) => ({ layer_key: i.layerKey ?? null, message: i.message })),
    summary: r.summary,
  };
}

async function sourceOf(
  deps: Pick<DesignsDeps, 'db'>,
  userId: number,
  body: Static<typeof ResizeBody>,
) {
  const row = await openable(deps.db, userId, body.id);
  // The editor's unsaved document when given (what the user sees), else the stored one.
  const doc = readTemplateDoc(body.synthetic ?? row.synthetic);
  return { row, doc, sizes: parseResizeSizes(body.sizes, doc) };
}

/** The design in each size asked, with its fit report; nothing is stored. */
export async function resizeDesign(
  deps: Pick<DesignsDeps, 'db'>,
  userId: number,
  body: Static<typeof ResizeBody>,
) {
  const { doc, sizes } = await sourceOf(deps, userId, body);
  return sizes.map(({ width, height }) => {
    const out = resizeTemplate(doc, width, height, nodeMeasurer);
    return {
      width,
      height,
      synthetic: JSON.stringify(out.doc),
      report: presentResizeReport(out.report),
    };
  });
}

/**
 * The accepted sizes, each saved as a new design of the user (drawn by the server, in the history),
 * named after the source and the size. The source and its autosave stay as they are.
 */
export async function saveResizedDesigns(
  deps: DesignsDeps,
  userId: number,
  body: Static<typeof ResizeSaveBody>,
  callerGone?: AbortSignal,
) {
  const { row, doc, sizes } = await sourceOf(deps, userId, body);
  // Room for the size after the name.
  const base = (body.name?.trim() || row.name).slice(0, DESIGN_NAME_MAX_CHARS - 10);
  const saved = [];
  for (const { width, height } of sizes) {
    const out = resizeTemplate(doc, width, height, nodeMeasurer);
    const design = await saveDesign(
      deps,
      userId,
      {
        templateId: row.id,
        synthetic: JSON.stringify(out.doc),
        name: `${base} ${width}x${height}`,
      },
      callerGone,
      true,
    );
    saved.push({ width, height, report: presentResizeReport(out.report), design });
  }
  return saved;
}
