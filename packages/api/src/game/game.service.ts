import { CATEGORY_OFFICIAL, CLASS_INDUSTRY } from '@adstudio/domain';
import type { Static } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/errors.js';
import { renderTemplate, type RenderDeps } from '../render/render.service.js';
import { captureSize, placeModules, seedOf, type Box } from './game.capture.js';
import { packFileUrl, type Pack, type PackMaterial, type PackSet } from './game.packs.js';
import type {
  AllGameListQuery,
  FindMaterialsQuery,
  FindTemplateNewQuery,
  FindTemplateQuery,
  GameItem,
  GameMaterial,
  GameTemplate,
} from './game.schema.js';

const KIND_TAG = { person: '人物', scene: '场景', small: '小图' } as const;
const PACK_CREATED_AT = '2026-01-01T00:00:00.000Z';
const MATERIAL_IDS_MAX = 40;

type Doc = { renderConfig: { materials: Record<string, Record<string, unknown>> } } & Record<
  string,
  unknown
>;

function page<T>(items: readonly T[], curPage: number, pageSize: number) {
  return { List: items.slice((curPage - 1) * pageSize, curPage * pageSize), total: items.length };
}

/** allGameList: the packs of a kind, each with its form (options, rules, reset rules, steps). */
export function allGameList(
  set: PackSet,
  q: Static<typeof AllGameListQuery>,
): Static<typeof GameItem>[] {
  return set.packs
    .filter((p) => p.kind === q.kind)
    .filter((p) => q.material_id === undefined || p.materials.some((m) => m.id === q.material_id))
    .map((p) => ({
      id: p.value,
      name: p.name,
      style: p.style,
      kind: p.kind,
      industry: p.industry,
      mark: p.mark,
      licence: p.licence,
      form: p.form,
      formats: [...new Set(p.layouts.map((l) => l.format))],
      capture: p.capture && {
        sizes: p.capture.sizes.map(([w, h]) => `${w}x${h}`),
        module: p.capture.module,
        template_id: p.capture.templateId,
      },
    }));
}

const materialOf = (pack: Pack, m: PackMaterial): Static<typeof GameMaterial> => ({
  materialId: m.id,
  filePath: packFileUrl(pack, m.file),
  width: m.width,
  height: m.height,
  fileFormat: 'png',
  tags: [pack.name, KIND_TAG[m.kind], m.name, ...(m.group ? [m.group] : [])],
  isrole: m.kind === 'person' ? 1 : 0,
});

/** A list field sent as JSON (["a","b"], [1,2]) or comma separated (a,b). */
function listField(raw: string | undefined, field: string): string[] {
  const text = raw?.trim() ?? '';
  if (!text) return [];
  if (text.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError('gameBadList', { field });
    }
    if (
      !Array.isArray(value) ||
      !value.every((v) => typeof v === 'string' || typeof v === 'number')
    ) {
      throw new ApiError('gameBadList', { field });
    }
    return value.map((v) => String(v).trim()).filter(Boolean);
  }
  return text
    .split(/[,，]/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** findMaterials: the packs' art whose tags hold every asked tag. */
export function findMaterials(set: PackSet, q: Static<typeof FindMaterialsQuery>) {
  const wanted = listField(q.tags, 'tags');
  const all = set.packs.flatMap((p) => p.materials.map((m) => materialOf(p, m)));
  return page(
    all.filter((m) => wanted.every((t) => m.tags.includes(t))),
    q.cur_page,
    q.page_size,
  );
}

function materialIds(set: PackSet, raw: string | undefined) {
  const ids = listField(raw, 'material_arr');
  if (ids.length > MATERIAL_IDS_MAX || ids.some((id) => !/^\d{1,10}$/.test(id))) {
    throw new ApiError('gameBadList', { field: 'material_arr' });
  }
  return ids.map((id) => {
    const found = set.material.get(Number(id));
    if (!found) throw new ApiError('gameMaterialUnknown', { id });
    return found;
  });
}

const titleLines = (title: string | undefined) =>
  (title ?? '')
    .split(/\r?\n/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** A pack layout as a template record, its persons, scene and title put in. */
function composed(
  pack: Pack,
  layout: Pack['layouts'][number],
  fill: { persons: PackMaterial[]; scene?: PackMaterial; title: string[] },
): Static<typeof GameTemplate> {
  const doc = structuredClone(layout.synthetic) as Doc;
  const layers = doc.renderConfig.materials;
  fill.persons.slice(0, Math.max(1, layout.persons)).forEach((m, i) => {
    const layer = layers[`role_${i}`];
    if (layer) layer.texture = packFileUrl(pack, m.file);
  });
  // A two-person layout given one person shows it twice rather than a stranger.
  const [first] = fill.persons;
  for (let i = fill.persons.length; first && i < layout.persons; i += 1) {
    const layer = layers[`role_${i}`];
    if (layer) layer.texture = packFileUrl(pack, first.file);
  }
  if (fill.scene && layers.background)
    layers.background.texture = packFileUrl(pack, fill.scene.file);
  fill.title.forEach((line, i) => {
    const layer = layers[`mainLabel_${i}`];
    if (layer) layer.text = line;
  });
  const background = layers.background?.texture;
  return {
    id: layout.id,
    template_id: String(pack.capture?.templateId ?? layout.id),
    name: layout.name,
    path: typeof background === 'string' ? background : '',
    width: 1080,
    height: 460,
    category: CATEGORY_OFFICIAL,
    tags: [],
    layout_family: `pack-${layout.format}`,
    downloads: 0,
    is_collection: 0,
    owner_id: null,
    created_at: PACK_CREATED_AT,
    synthetic: JSON.stringify(doc),
    replaceObj: fill.title.length ? { mainLabel: fill.title } : {},
    format: layout.format,
    style: pack.style,
  };
}

/**
 * findTemplate: the layouts of the chosen materials' game (or of `style`) with those persons and
 * that scene in place. intersection 1 keeps the layouts that take every chosen person (one: 风格501,
 * two: 风格503); 0 also those that take some of them.
 */
export function findTemplate(set: PackSet, q: Static<typeof FindTemplateQuery>) {
  const chosen = materialIds(set, q.material_arr);
  const packs = new Set(chosen.map((c) => c.pack));
  const candidates = set.packs.filter(
    (p) =>
      (q.style === undefined || q.style === '' || p.style === q.style) &&
      (packs.size === 0 || packs.has(p)),
  );
  const persons = chosen.filter((c) => c.material.kind === 'person').map((c) => c.material);
  const scene = chosen.find((c) => c.material.kind === 'scene')?.material;
  const title = titleLines(q.main_title);
  const out = candidates.flatMap((pack) =>
    pack.layouts
      .filter((l) =>
        persons.length === 0
          ? true
          : q.intersection === 1
            ? l.persons === persons.length
            : l.persons >= 1,
      )
      .map((l) => composed(pack, l, { persons, ...(scene && { scene }), title })),
  );
  return page(out, q.cur_page, q.page_size);
}

/** findTemplateNew: the layouts of a format (风格501, 风格503, 风格1301) and style, titled. */
export function findTemplateNew(set: PackSet, q: Static<typeof FindTemplateNewQuery>) {
  const title = titleLines(q.main_title);
  const out = set.packs
    .filter((p) => !q.style || p.style === q.style)
    .flatMap((pack) =>
      pack.layouts
        .filter((l) => !q.format || l.format === q.format)
        .map((l) => composed(pack, l, { persons: [], title })),
    );
  return page(out, q.cur_page, q.page_size);
}

interface CaptureInput {
  back: number;
  label: string;
  small: number[];
}

function parseCapture(raw: string): CaptureInput {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError('gameBadCapture', { reason: '不是 JSON' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('gameBadCapture', { reason: '应为对象' });
  }
  const v = value as Record<string, unknown>;
  const back = Number(v.back);
  if (!Number.isInteger(back) || back < 1)
    throw new ApiError('gameBadCapture', { reason: 'back 应为场景图素材 id' });
  const label = v.label === undefined ? '' : v.label;
  if (typeof label !== 'string' || label.length > 30) {
    throw new ApiError('gameBadCapture', { reason: 'label 应为不超过 30 字的主标题' });
  }
  const rows: unknown[] = Array.isArray(v.small) ? v.small : v.small === undefined ? [] : [null];
  const small = rows.flatMap((r) => (Array.isArray(r) ? (r as unknown[]) : [r]));
  if (small.length > 60 || !small.every((s) => Number.isInteger(Number(s)) && Number(s) > 0)) {
    throw new ApiError('gameBadCapture', { reason: 'small 应为小图素材 id 的列表' });
  }
  return { back, label: label.trim(), small: small.map(Number) };
}

const LABEL_BOX: Box = { x: 0, y: 0, w: 0, h: 0 };

/**
 * getGameCapture: the scene, the title and the small images as one banner, rendered and saved as
 * the user's design (a creation record like any render). Seeded by the input: the same choice
 * gives the same image.
 */
export async function gameCapture(deps: RenderDeps, set: PackSet, userId: number, raw: string) {
  const input = parseCapture(raw);
  const back = set.material.get(input.back);
  if (!back || back.material.kind !== 'scene') {
    throw new ApiError('gameMaterialUnknown', { id: input.back });
  }
  const { pack } = back;
  if (!pack.capture) throw new ApiError('gameBadCapture', { reason: `${pack.name}没有小图横幅` });
  const small = input.small.map((id) => {
    const found = set.material.get(id);
    if (!found || found.pack !== pack || found.material.kind !== 'small') {
      throw new ApiError('gameMaterialUnknown', { id });
    }
    return found.material;
  });
  const [width, height] = captureSize(pack.capture.sizes, back.material);
  const size = pack.capture.module;
  const labelBox = input.label
    ? { ...LABEL_BOX, x: 24, y: 24, w: Math.round(width * 0.55), h: 110 }
    : undefined;
  const spots = placeModules(
    small.length,
    size,
    width,
    height,
    labelBox ? [labelBox] : [],
    seedOf(JSON.stringify(input)),
  );
  if (spots.length < small.length) throw new ApiError('gameCaptureFull', { max: spots.length });
  const layers: Record<string, unknown> = {
    background: {
      key: 'background',
      id: 1,
      pos: [0, 0],
      anchor: [0, 0],
      width,
      height,
      scale: 1,
      zIndex: 0,
      type: 'sprite',
      texture: packFileUrl(pack, back.material.file),
      fit: 'cover',
      slot: { field: 'background', index: 0, required: true, whenEmpty: 'keep' },
    },
  };
  small.forEach((m, i) => {
    const spot = spots[i] as Box;
    layers[`small_${i}`] = {
      key: `small_${i}`,
      id: 10 + i,
      pos: [spot.x, spot.y],
      anchor: [0, 0],
      width: size,
      height: size,
      scale: 1,
      zIndex: 10 + i,
      type: 'sprite',
      texture: packFileUrl(pack, m.file),
      fit: 'contain',
    };
  });
  if (labelBox) {
    layers.mainLabel_0 = {
      key: 'mainLabel_0',
      id: 2,
      pos: [labelBox.x + 16, labelBox.y + labelBox.h / 2],
      anchor: [0, 0.5],
      width: labelBox.w - 32,
      height: 90,
      scale: 1,
      zIndex: 40,
      type: 'label',
      text: input.label,
      fontFamily: 'smiley-sans',
      fontSize: 80,
      fontWeight: 400,
      fillColor: '#fff6d5',
      textAlign: 'left',
      verticalAlign: 'middle',
      strokeWidth: 5,
      strokeColor: '#1b1b2f',
      lineHeight: 1.2,
      maxWidth: labelBox.w - 32,
      maxHeight: 90,
      fit: { mode: 'shrink', minFontSize: 36, maxLines: 1, kinsoku: true },
      slot: {
        field: 'mainLabel',
        index: 0,
        required: true,
        whenEmpty: 'keep',
        sample: input.label,
      },
    };
  }
  const synthetic = {
    schemaVersion: 2,
    style: pack.style,
    format: `${width}x${height}`,
    meta: {
      category: CATEGORY_OFFICIAL,
      tags: { [CLASS_INDUSTRY]: [pack.industry] },
      layoutFamily: 'pack-capture',
      provenance: { source: 'pack', assets: [{ ref: 'packs', licence: pack.licence }] },
    },
    renderConfig: { width_g: width, height_g: height, inclueLevel: 1, materials: layers },
  };
  const name = `${pack.name}·小图横幅`;
  const rendered = await renderTemplate(
    deps,
    userId,
    'banner',
    JSON.stringify([{ synthetic, replaceObj: {}, name }]),
  );
  const design = rendered[0];
  if (!design) throw new ApiError('internal');
  return {
    design,
    template_id: pack.capture.templateId,
    width,
    height,
    modules: small.map((m, i) => {
      const spot = spots[i] as Box;
      return { material_id: m.id, x: spot.x, y: spot.y, width: size, height: size };
    }),
  };
}
