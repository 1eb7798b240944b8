// restoreTemplate is the only reader of a stored `synthetic`: everything else in the product takes the
// TemplateDoc it returns and may trust its shape and limits.
import { CATEGORY_IDS, CATEGORY_OFFICIAL, CATEGORY_POSTER } from '@adstudio/domain';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  CANVAS_MAX_PX,
  CANVAS_MIN_PX,
  DOC_MAX_CHARS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  LAYER_MAX,
  LAYER_NESTING_MAX,
  SLOT_MAX,
  TEXT_MAX_CHARS,
} from './template.constants.js';
import { TemplateError } from './template.errors.js';
import {
  DocShellSchema,
  LAYER_SCHEMAS,
  SLOT_FIELDS,
  type Layer,
  type LayerType,
  type TemplateDoc,
} from './template.schema.js';

// One Chinese sentence per field a designer or importer can get wrong; unknown fields fall back to a
// generic sentence that still names the field.
const FIELD_MESSAGES: Record<string, string> = {
  fontSize: `字号必须是 ${FONT_SIZE_MIN}–${FONT_SIZE_MAX} 的数字`,
  text: `文字最多 ${TEXT_MAX_CHARS} 个字`,
  pos: '位置必须是两个数字',
  anchor: '锚点必须是两个 0–1 的数字',
  width: '宽度必须是 0–100000 的数字',
  height: '高度必须是 0–100000 的数字',
  maxWidth: '最大宽度必须是 0–100000 的数字',
  maxHeight: '最大高度必须是 0–100000 的数字',
  scale: '缩放必须是大于 0 的数字',
  zIndex: '层级必须是整数',
  opacity: '不透明度必须是 0–1 的数字',
  fontFamily: '缺少字体',
  fontWeight: '字重必须是 100–900 的数字',
  fillColor: '文字颜色格式不正确',
  textAlign: '对齐方式必须是 left、center 或 right',
  fit: `文字适配规则不完整（需要 mode、minFontSize 为 ${FONT_SIZE_MIN}–${FONT_SIZE_MAX}、maxLines）`,
  texture: '缺少图片地址',
  slot: `插槽定义不正确（field 必须是 ${SLOT_FIELDS.join('、')} 之一）`,
  type: '类型必须是 sprite、label、shape 或 group',
  key: '图层键名不正确',
};

const SHELL_MESSAGES: Record<string, string> = {
  schemaVersion: '不支持的模板版本',
  meta: `模板元数据（meta）不完整：需要 category（${CATEGORY_IDS.join(' 或 ')}）、tags 和 layoutFamily`,
  width_g: `画布宽度必须是 ${CANVAS_MIN_PX}–${CANVAS_MAX_PX} 的整数`,
  height_g: `画布高度必须是 ${CANVAS_MIN_PX}–${CANVAS_MAX_PX} 的整数`,
  materials: `图层最多 ${LAYER_MAX} 个`,
  renderConfig: '缺少 renderConfig',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function firstErrorField(schema: TSchema, value: unknown) {
  const [error] = Value.Errors(schema, value);
  if (!error) return undefined;
  const segments = error.instancePath.split('/').filter(Boolean);
  // A missing property is reported on its parent with params.requiredProperties.
  const params = error.params as { requiredProperties?: string[] };
  return { segments, missing: params.requiredProperties?.[0] };
}

// NaN and ±Infinity cannot come from JSON text but can come from an object handed in directly;
// JSON Schema bounds do not reject NaN, so they are refused here, naming the layer they sit in.
function assertFinite(value: unknown, path: string[]): void {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return;
    const layerKey = path[0] === 'renderConfig' && path[1] === 'materials' ? path[2] : undefined;
    const field = path.filter((p) => !/^\d+$/u.test(p)).at(-1) ?? '数值';
    throw new TemplateError(FIELD_MESSAGES[field] ?? `${field} 必须是有限的数字`, layerKey);
  }
  if (Array.isArray(value)) value.forEach((v, i) => { assertFinite(v, [...path, String(i)]); });
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) assertFinite(v, [...path, k]);
}

// Layer keys of the spec's older documents name their slot (mainLabel_0, role_left_0, logo_1).
function slotFromKey(key: string): Layer['slot'] {
  const match = /^([a-zA-Z]+?)(?:_left)?(?:_(\d+))?$/.exec(key);
  const field = SLOT_FIELDS.find((f) => f === match?.[1]);
  if (!field || !match) return undefined;
  return { field, index: Number(match[2] ?? 0), required: false, whenEmpty: field === 'background' ? 'keep' : 'hide' };
}

// The spec's first shape (create-and-write §3): no schemaVersion, no meta, layers with only the core
// fields. Defaults are what that renderer did: single-line labels that may shrink to 60 %.
function upgradeV1(raw: Record<string, unknown>): Record<string, unknown> {
  const config = isRecord(raw.renderConfig) ? raw.renderConfig : {};
  const width = Number(config.width_g);
  const height = Number(config.height_g);
  const materials = isRecord(config.materials) ? config.materials : {};
  const layers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(materials)) {
    if (!isRecord(value)) {
      layers[key] = value;
      continue;
    }
    const layer: Record<string, unknown> = {
      key,
      anchor: [0.5, 0.5],
      scale: 1,
      zIndex: 0,
      ...(slotFromKey(key) ? { slot: slotFromKey(key) } : {}),
      ...value,
    };
    if (layer.type === 'label') {
      const size = Number(layer.fontSize);
      const weight = layer.fontWeight === 'bold' ? 700 : Number(layer.fontWeight ?? 400);
      Object.assign(layer, {
        text: typeof layer.text === 'string' ? layer.text : '',
        fontWeight: Number.isFinite(weight) ? weight : 400,
        fillColor: layer.fillColor ?? '#000000',
        textAlign: layer.textAlign ?? 'center',
        strokeWidth: layer.strokeWidth ?? 0,
        maxWidth: layer.maxWidth ?? layer.width,
        maxHeight: layer.maxHeight ?? layer.height,
        fit: layer.fit ?? { mode: 'shrink', minFontSize: Math.max(1, Math.round(size * 0.6)), maxLines: 1 },
      });
    } else if (layer.type === 'sprite') {
      Object.assign(layer, { texture: layer.texture ?? '', fit: layer.fit ?? 'cover' });
    }
    layers[key] = layer;
  }
  return {
    ...raw,
    schemaVersion: 2,
    meta: raw.meta ?? {
      category: height >= width ? CATEGORY_POSTER : CATEGORY_OFFICIAL,
      tags: {},
      layoutFamily: 'legacy',
    },
    renderConfig: { ...config, materials: layers },
  };
}

function checkLayer(key: string, value: unknown): Layer {
  if (!isRecord(value)) throw new TemplateError('图层必须是对象', key);
  if (value.key !== key) throw new TemplateError(`key 必须与图层名 ${key} 一致`, key);
  const type = value.type;
  if (typeof type !== 'string' || !(type in LAYER_SCHEMAS))
    throw new TemplateError(FIELD_MESSAGES.type ?? '', key);
  const schema = LAYER_SCHEMAS[type as LayerType];
  const bad = firstErrorField(schema, value);
  if (bad) {
    const field = bad.segments[0] ?? bad.missing ?? '';
    throw new TemplateError(FIELD_MESSAGES[field] ?? `${field} 格式不正确`, key);
  }
  return value as Layer;
}

// Everything that walks up the parents (draw's hidden(), the editor's groups) may then trust that
// the walk ends: every parent exists, none is the layer itself or its descendant, and the chain is
// short. A cycle sent draw round it until the stack ran out (issue 29).
function checkParents(materials: Record<string, Layer>): void {
  for (const layer of Object.values(materials)) {
    const chain = [layer.key];
    for (let p = layer.parent; p !== undefined; p = materials[p]?.parent) {
      if (!(p in materials)) throw new TemplateError(`父图层 ${p} 不存在`, chain.at(-1));
      if (p === layer.key) {
        throw new TemplateError(
          chain.length === 1 ? '父图层不能是自己' : `父图层成环（${[...chain, p].join(' → ')}）`,
          layer.key,
        );
      }
      // A cycle above this layer is reported from a layer on it.
      if (chain.includes(p)) break;
      chain.push(p);
      if (chain.length > LAYER_NESTING_MAX + 1) {
        throw new TemplateError(`图层最多嵌套 ${LAYER_NESTING_MAX} 层`, layer.key);
      }
    }
  }
}

/**
 * Reads a stored template document (a JSON string or an already parsed object; schemaVersion 2 or
 * the spec's original shape) and returns it checked against every limit. Throws TemplateError.
 */
export function restoreTemplate(raw: unknown): TemplateDoc {
  let parsed: unknown = raw;
  // Measured as stored: every check below, and every reader after, costs with the size.
  const tooLarge = new TemplateError(`模板数据过大（最多 ${DOC_MAX_CHARS} 个字符）`);
  if (typeof raw === 'string' && raw.length > DOC_MAX_CHARS) throw tooLarge;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new TemplateError('模板数据不是有效的 JSON');
    }
  }
  if (!isRecord(parsed)) throw new TemplateError('模板数据必须是对象');
  if (typeof raw !== 'string' && JSON.stringify(parsed).length > DOC_MAX_CHARS) throw tooLarge;
  assertFinite(parsed, []);
  const doc = parsed.schemaVersion === undefined || parsed.schemaVersion === 1 ? upgradeV1(parsed) : parsed;

  const bad = firstErrorField(DocShellSchema, doc);
  if (bad) {
    const field = [...bad.segments, bad.missing].reverse().find((s) => s && s in SHELL_MESSAGES);
    throw new TemplateError(SHELL_MESSAGES[field ?? 'renderConfig'] ?? '模板格式不正确');
  }
  const shell = doc as Omit<TemplateDoc, 'renderConfig'> & {
    renderConfig: Omit<TemplateDoc['renderConfig'], 'materials'> & { materials: Record<string, unknown> };
  };
  const materials: Record<string, Layer> = {};
  for (const [key, value] of Object.entries(shell.renderConfig.materials)) {
    materials[key] = checkLayer(key, value);
  }
  if (Object.values(materials).filter((l) => l.slot).length > SLOT_MAX)
    throw new TemplateError(`插槽最多 ${SLOT_MAX} 个`);
  checkParents(materials);
  // A private copy: callers (fill, the editor) may change it without touching the stored value.
  return structuredClone({ ...shell, renderConfig: { ...shell.renderConfig, materials } });
}
