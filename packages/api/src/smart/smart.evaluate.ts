// Steps 3–4 of QUICKCREATE §6 for one candidate: fill it, run the hard checks with the real layout
// code, and score what passes. Pure: the service gathers rows, facts and tags; this only reads them.
import {
  canvasBox,
  fillTemplate,
  layoutLabel,
  SLOT_FIELD_LABELS,
  type FillFacts,
  type ImageBox,
  type LabelLayer,
  type Measurer,
  type Placement,
  type ReplaceObj,
  type SpriteLayer,
  type TemplateDoc,
} from '@adstudio/render';
import { CLASS_STYLE } from '../templates/templates.constants.js';
import {
  FACE_NOTES,
  FACE_VISIBLE_MIN,
  INDUSTRY_ANY,
  MAX_UPSCALE,
  WEIGHTS,
} from './smart.constants.js';
import type { ImageFacts } from './smart.images.js';
import {
  COPY_FIELDS,
  DETAIL_FIELDS,
  IMAGE_FIELDS,
  TEXT_FIELDS,
  type CopyField,
  type ImageField,
  type SmartInputs,
  type TextField,
} from './smart.inputs.js';
import {
  assignImages,
  boxOnCanvas,
  drawnImage,
  faceZone,
  intersection,
  shareInside,
} from './smart.place.js';
import { contrastScore } from './smart.readability.js';
import { keepSubjectWhole, openArea, type Refit } from './smart.subject.js';

export type Exclusion = 'image' | 'slots' | 'copy' | 'upscale' | 'face';
export type Scores = Record<keyof typeof WEIGHTS, number>;

/** The chosen scenario: tag ids per class and every tag's name and class. */
export interface Scene {
  chosen: Map<number, number[]>;
  tags: Map<number, { name: string; classId: number }>;
}

export interface Evaluation {
  doc: TemplateDoc;
  replaceObj: ReplaceObj;
  score: number;
  precise: boolean;
  reasons: string[];
  warnings: string[];
  /** Copy lines shrunk to their minimum size, each with the length that fits (「缩短到 N 字」). */
  shorten: Shorten[];
  /** Given images the design has no place for (issue 27 item 2: such designs come last, if at all). */
  unplaced: ImageField[];
  /** Where each given image went and the facts that placed it (issue 27 item 10). */
  images: ImageUse[];
}

export interface ImageUse {
  field: ImageField;
  layer: string;
  path: string;
  faceBox?: ImageBox;
  subjectBox?: ImageBox;
  mirrored: boolean;
  cutout: boolean;
}

/** The given images as the design uses them, with what vision saw of each. */
function imageUses(
  design: TemplateDoc,
  filled: TemplateDoc,
  slots: Map<ImageField, string>,
  inputs: SmartInputs,
  facts: ReadonlyMap<string, ImageFacts>,
): ImageUse[] {
  return shownImages(filled, slots, inputs, facts).map(({ field, layer, image: seen }) => {
    const authored = design.renderConfig.materials[layer.key];
    const wasFlipped = authored?.type === 'sprite' && authored.flipX === true;
    return {
      field,
      layer: layer.key,
      path: layer.texture,
      ...(seen.face && { faceBox: seen.face.box }),
      ...(seen.subject && { subjectBox: seen.subject }),
      mirrored: (layer.flipX === true) !== wasFlipped,
      cutout: seen.transparent === true,
    };
  });
}

export interface Shorten {
  field: CopyField;
  maxChars: number;
}

export interface Candidate {
  doc: TemplateDoc;
  tagIds: readonly number[];
  downloads: number;
}

interface Context {
  inputs: SmartInputs;
  facts: ReadonlyMap<string, ImageFacts>;
  scene: Scene;
  measurer: Measurer;
  maxDownloads: number;
}

const SIZE_STEP = 0.5;
const YAW_SIDE_DEG = 6;
const mean = (xs: number[]) => (xs.length === 0 ? 1 : xs.reduce((a, b) => a + b, 0) / xs.length);
const weighted = (s: Scores) =>
  (Object.keys(WEIGHTS) as (keyof Scores)[]).reduce((sum, k) => sum + WEIGHTS[k] * s[k], 0);

// The spec's replaceObj keeps these as lists (one line per slot); the others are one line unless
// given more.
const LIST_FIELDS: readonly TextField[] = ['mainLabel', 'productLabel', 'productNotesLabel'];

/** The copy fields the form fills: the detail fields only on the single-image form's templates. */
const textFieldsOf = (inputs: SmartInputs): readonly TextField[] =>
  inputs.detail ? [...COPY_FIELDS, ...DETAIL_FIELDS] : COPY_FIELDS;

function replaceObjOf(
  inputs: SmartInputs,
  facts: ReadonlyMap<string, ImageFacts>,
  slots: Map<ImageField, string>,
) {
  const obj: ReplaceObj = {};
  // Copy not given empties its slot (hidden or collapsed), never shows the design's sample: the
  // notes of a header or poster («*礼品数量有限，送完即止») would speak for the user. A code's
  // caption stays with the code (finishedDesign leaves it out with an empty code slot).
  for (const field of TEXT_FIELDS) if (field !== 'codeLabel') obj[field] = '';
  for (const field of textFieldsOf(inputs)) {
    const lines = inputs.copy[field] ?? [];
    obj[field] = LIST_FIELDS.includes(field) || lines.length > 1 ? lines : (lines[0] ?? '');
  }
  for (const [field, key] of slots) {
    const ref = inputs.images[field];
    if (ref) obj[key] = facts.get(ref)?.cutout ?? ref;
  }
  return obj;
}

function tagScore(tagIds: readonly number[], scene: Scene) {
  const has = new Set(tagIds);
  const matched: string[] = [];
  let exact = true;
  const perClass = [...scene.chosen].map(([classId, ids]) => {
    const hit = ids.find((id) => has.has(id));
    if (hit !== undefined) {
      matched.push(scene.tags.get(hit)?.name ?? String(hit));
      return 1;
    }
    exact = false;
    // Any industry also suits 通用 templates, a little less.
    return classId === scene.tags.get(INDUSTRY_ANY)?.classId && has.has(INDUSTRY_ANY) ? 0.5 : 0;
  });
  return { score: mean(perClass), matched, exact };
}

/**
 * Text checks: every given line of a title (shrink) fits at its slot's minimum size; a note
 * (ellipsis) may be cut, with a warning. Fitted/authored size scores.
 */
function checkCopy(doc: TemplateDoc, inputs: SmartInputs, measurer: Measurer) {
  const warnings: string[] = [];
  const shrunk = new Set<string>();
  const ratios: number[] = [];
  const given = textFieldsOf(inputs).filter((f) => inputs.copy[f]);
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label' || l.hidden || !l.slot) continue;
    const field = l.slot.field;
    if (!given.some((f) => f === field)) continue;
    if (l.fit.mode !== 'shrink') {
      const laid = layoutLabel(l, measurer);
      ratios.push(laid.fontSize / (l.fontSize * l.scale));
      if (laid.outcome === 'cut')
        warnings.push(`${SLOT_FIELD_LABELS[field]}放不下，超出部分已省略`);
      continue;
    }
    const min = l.fit.minFontSize;
    const atMin = layoutLabel({ ...l, fontSize: min, fit: { ...l.fit, mode: 'shrink' } }, measurer);
    if (atMin.outcome !== 'authored') return undefined;
    const fitted = layoutLabel(l, measurer);
    ratios.push(fitted.fontSize / (l.fontSize * l.scale));
    if (fitted.fontSize <= min * l.scale + SIZE_STEP && fitted.fontSize < l.fontSize * l.scale) {
      const hint = l.slot.maxChars ? `，建议 ${l.slot.maxChars} 字内` : '';
      warnings.push(`${SLOT_FIELD_LABELS[field]}已缩至下限${hint}`);
      shrunk.add(field);
    }
  }
  // A line shrunk to its minimum or longer than its slot suggests can be shortened to fit.
  const shorten: Shorten[] = [];
  for (const field of COPY_FIELDS) {
    const maxChars = Math.min(
      ...Object.values(doc.renderConfig.materials).flatMap((l) =>
        l.type === 'label' && !l.hidden && l.slot?.field === field && l.slot.maxChars
          ? [l.slot.maxChars]
          : [],
      ),
    );
    const longest = Math.max(
      0,
      ...(inputs.copy[field] ?? []).map((line) => Array.from(line).length),
    );
    if (Number.isFinite(maxChars) && (shrunk.has(field) || longest > maxChars))
      shorten.push({ field, maxChars });
  }
  return { warnings, shorten, score: mean(ratios) };
}

/** The visible layer that shows `key`'s image (role_left_0 when the face turned it). */
function shownLayer(doc: TemplateDoc, key: string): SpriteLayer | undefined {
  const layers = doc.renderConfig.materials;
  const layer = layers[key];
  const alt = layers.role_left_0;
  const shown = key === 'role_0' && layer?.hidden && alt && !alt.hidden ? alt : layer;
  return shown?.type === 'sprite' && !shown.hidden ? shown : undefined;
}

/** Each given image the design shows, with its visible layer and what vision saw of it. */
function shownImages(
  doc: TemplateDoc,
  slots: Map<ImageField, string>,
  inputs: SmartInputs,
  facts: ReadonlyMap<string, ImageFacts>,
): { field: ImageField; layer: SpriteLayer; image: ImageFacts }[] {
  return [...slots].flatMap(([field, key]) => {
    const ref = inputs.images[field];
    const image = ref === undefined ? undefined : facts.get(ref);
    const layer = shownLayer(doc, key);
    return image && layer ? [{ field, layer, image }] : [];
  });
}

interface FaceOutcome {
  excluded?: Exclusion;
  score: number;
  reason?: string;
}

function checkFace(doc: TemplateDoc, layer: SpriteLayer, image: ImageFacts): FaceOutcome {
  if (!image.face) return { score: 1 };
  const face = boxOnCanvas(layer, image, image.face.box);
  const { width_g: w } = doc.renderConfig;
  // The face whole: inside the part of the layer that shows — on the canvas and not under a solid
  // panel drawn over the photo, as a full-bleed photo's lower half under the copy's band (issue 27
  // item 3: covered is covered, by text or by a panel).
  const shown = openArea(doc, layer);
  if (!shown || shareInside(face, shown) < FACE_VISIBLE_MIN) return { excluded: 'face', score: 0 };
  const texts = Object.values(doc.renderConfig.materials).filter(
    (l): l is LabelLayer => l.type === 'label' && !l.hidden,
  );
  if (texts.some((t) => intersection(face, canvasBox(t)))) return { excluded: 'face', score: 0 };
  const zone = faceZone(layer);
  const cx = face.x + face.w / 2;
  const cy = face.y + face.h / 2;
  if (zone && !(cx >= zone.x && cx <= zone.x + zone.w && cy >= zone.y && cy <= zone.y + zone.h)) {
    return { excluded: 'face', score: 0 };
  }
  const yaw = image.face.yaw;
  if (Math.abs(yaw) <= YAW_SIDE_DEG) return { score: 1 };
  // A face turned towards the canvas's middle looks at the copy; one turned away looks out.
  const facesRight = yaw > 0 !== (layer.flipX === true);
  const onLeft = cx < w / 2;
  const inward = facesRight === onLeft;
  const side = facesRight ? '右' : '左';
  const placed = `人物面朝${side}，放在${onLeft ? '左' : '右'}侧`;
  // Looking out of the design and not mirrorable here: ranked down, and the card says why.
  return inward ? { score: 1, reason: placed } : { score: 0.5, reason: `${placed}，看向画面外` };
}

/**
 * A picture without a face (a product): its subject under a line of copy is no design to send as it
 * is, but the copy may be short or moved in the editor, so the template is ranked down and says why.
 */
function checkSubject(doc: TemplateDoc, layer: SpriteLayer, image: ImageFacts): FaceOutcome {
  if (!image.subject) return { score: 1 };
  const subject = boxOnCanvas(layer, image, image.subject);
  const covered = Object.values(doc.renderConfig.materials).some(
    (l) => l.type === 'label' && !l.hidden && intersection(subject, canvasBox(l)),
  );
  return covered ? { score: 0, reason: `${pictureName(layer)}主体与文案重叠，已排在后面` } : { score: 1 };
}

/** Where each given image lands: none enlarged beyond 2×, faces clear; scores and reasons. */
function checkImages(
  doc: TemplateDoc,
  slots: Map<ImageField, string>,
  inputs: SmartInputs,
  facts: ReadonlyMap<string, ImageFacts>,
): { fit: number; face: number; reasons: string[] } | Exclusion {
  const reasons: string[] = [];
  const fits: number[] = [];
  const faces: number[] = [];
  for (const { layer, image } of shownImages(doc, slots, inputs, facts)) {
    const { scale, rect } = drawnImage(layer, image);
    if (scale > MAX_UPSCALE) return 'upscale';
    // Sharp (not enlarged) and filling its slot (a contained image may leave bands) is best.
    const box = canvasBox(layer);
    const covered = intersection(rect, box);
    const share = box.w * box.h > 0 ? ((covered?.w ?? 0) * (covered?.h ?? 0)) / (box.w * box.h) : 1;
    const sharpness = scale <= 1 ? 1 : 1 - (scale - 1) / (MAX_UPSCALE - 1) / 2;
    fits.push(sharpness * (0.5 + share / 2));
    const face = image.face ? checkFace(doc, layer, image) : checkSubject(doc, layer, image);
    if (face.excluded) return face.excluded;
    faces.push(face.score);
    if (face.reason) reasons.push(face.reason);
  }
  // An image the design has no place for counts as the worst fit, not as no image at all.
  const given = IMAGE_FIELDS.filter((f) => inputs.images[f] !== undefined).length;
  const fit = given === 0 ? 1 : fits.reduce((a, b) => a + b, 0) / given;
  return { fit, face: mean(faces), reasons };
}

/** Share of the design's copy and image slots the user's input fills. */
function slotCoverage(
  doc: TemplateDoc,
  inputs: SmartInputs,
  slots: Map<ImageField, string>,
): number {
  const keys = new Set(slots.values());
  const texts = textFieldsOf(inputs);
  const fillable = Object.values(doc.renderConfig.materials).filter(
    (l) => l.slot && [...texts, ...IMAGE_FIELDS].some((f) => f === l.slot?.field),
  );
  const used = fillable.filter(
    (l) => texts.some((f) => f === l.slot?.field && inputs.copy[f]) || keys.has(l.key),
  );
  return fillable.length === 0 ? 1 : used.length / fillable.length;
}

/** A slot the design cannot do without (a person it is built around) that no given image fills. */
function lacksRequiredImage(doc: TemplateDoc, slots: Map<ImageField, string>): boolean {
  const filled = new Set(slots.values());
  return Object.values(doc.renderConfig.materials).some(
    (l) => l.slot?.required && IMAGE_FIELDS.some((f) => f === l.slot?.field) && !filled.has(l.key),
  );
}

/** A picture as the reasons name it: by its slot (人物, 商品), a photo slot's as 照片. */
const pictureName = (layer: SpriteLayer) =>
  !layer.slot || layer.slot.field === 'background' ? '照片' : SLOT_FIELD_LABELS[layer.slot.field];

/** What placed a picture, in Chinese; `face` is the face's width as drawn, when there is one. */
const PLACED: Partial<Record<Placement, (what: string, face: number | undefined) => string>> = {
  face: (what, face) => `${what}按人脸放置：脸宽 ${Math.round(face ?? 0)} 像素，位于人物位`,
  'subject-crop': (what) => `${what}已按主体裁剪，四周留白`,
  'subject-focus': (what, face) =>
    face === undefined
      ? `${what}按主体取景，主体完整，没有从正中裁切`
      : `${what}按人物取景：人脸在三分线上，头顶留白，没有从正中裁切`,
};

/** What vision's facts decided, in Chinese (issue 27 item 7): placement, mirroring, crop. */
function placementReasons(
  design: TemplateDoc,
  filled: TemplateDoc,
  placements: Record<string, Placement>,
  images: NonNullable<FillFacts['images']>,
): string[] {
  return Object.entries(placements).flatMap(([key, placement]) => {
    const layer = filled.renderConfig.materials[key];
    const authored = design.renderConfig.materials[key];
    const say = PLACED[placement];
    if (layer?.type !== 'sprite' || !layer.slot || !say) return [];
    const what = pictureName(layer);
    const image = images[layer.texture];
    const face = image?.face ? boxOnCanvas(layer, image, image.face.box).w : undefined;
    const flipped = (l: typeof authored) => l?.type === 'sprite' && l.flipX === true;
    const mirrored = layer.slot.field === 'role' && (layer.flipX === true) !== flipped(authored);
    return [say(what, face), ...(mirrored ? ['人物已镜像，面朝文案'] : [])];
  });
}

/** What keeping a subject whole changed, in Chinese, by how the window met the slot. */
const REFIT: Record<Refit, (what: string) => string> = {
  widened: (what) => `${what}重新取景，主体完整露出，不被图位裁切或色块遮住`,
  'side-bands': (what) => `${what}比例与图位不同：主体完整放入，两侧留出底色`,
  'top-bands': (what) => `${what}比例与图位不同：主体完整放入，上下留出底色`,
};

/**
 * Every given picture's main subject whole in its slot (a product cut by its photo window is a
 * design a marketer sends back); the reasons say where the framing changed for it.
 */
function wholeSubjects(
  doc: TemplateDoc,
  slots: Map<ImageField, string>,
  inputs: SmartInputs,
  facts: ReadonlyMap<string, ImageFacts>,
): string[] {
  return shownImages(doc, slots, inputs, facts).flatMap(({ layer, image }) => {
    const refit = keepSubjectWhole(doc, layer, image);
    if (!refit) return [];
    return [REFIT[refit](pictureName(layer))];
  });
}

const blank = (v: ReplaceObj[string]) =>
  v === '' || v === null || (Array.isArray(v) && v.every((line) => !line.trim()));

/**
 * The user's copy or nothing: a line left empty never shows the design's sample, not even one the
 * designer marked keep (issue 27 item 12: no sample headline in place of the user's).
 */
function hideSamples(doc: TemplateDoc, replaceObj: ReplaceObj) {
  for (const l of Object.values(doc.renderConfig.materials))
    if (
      l.type === 'label' &&
      l.slot &&
      l.slot.field in replaceObj &&
      blank(replaceObj[l.slot.field])
    )
      l.hidden = true;
}

/** Fill, check and score one candidate; a string is the hard check it failed. */
/** A person picture with no face, or with several: which one the placement went by. */
function faceNotes(role: ImageFacts | undefined): string[] {
  if (role?.faces === undefined) return [];
  if (role.faces === 0) return [FACE_NOTES.none];
  return role.faces > 1 ? [FACE_NOTES.many(role.faces)] : [];
}

export function evaluate(candidate: Candidate, ctx: Context): Evaluation | Exclusion {
  const { inputs, facts, scene, measurer } = ctx;
  const supplied = IMAGE_FIELDS.filter((f) => inputs.images[f] !== undefined);
  const slots = assignImages(candidate.doc, supplied, (f) => {
    const ref = inputs.images[f];
    return ref !== undefined && facts.get(ref)?.transparent === true;
  });
  if (lacksRequiredImage(candidate.doc, slots)) return 'image';
  const replaceObj = replaceObjOf(inputs, facts, slots);
  const fillFacts: FillFacts = { images: {} };
  for (const [ref, f] of facts) if (fillFacts.images) fillFacts.images[f.cutout ?? ref] = f;
  const filled = fillTemplate(candidate.doc, replaceObj, fillFacts);
  hideSamples(filled.doc, replaceObj);
  const refits = wholeSubjects(filled.doc, slots, inputs, facts);
  const copy = checkCopy(filled.doc, inputs, measurer);
  if (!copy) return 'copy';

  const images = checkImages(filled.doc, slots, inputs, facts);
  if (typeof images === 'string') return images;

  const tags = tagScore(candidate.tagIds, scene);
  const styleNames = candidate.tagIds.flatMap((id) => {
    const tag = scene.tags.get(id);
    return tag && tag.classId === CLASS_STYLE && !tags.matched.includes(tag.name) ? [tag.name] : [];
  });
  const matchNames = [...tags.matched, ...styleNames.slice(0, 1)];
  const reasons = [
    ...(matchNames.length > 0 ? [`匹配：${matchNames.join(' · ')}`] : []),
    ...images.reasons,
    ...placementReasons(candidate.doc, filled.doc, filled.placements, fillFacts.images ?? {}),
    ...refits,
    ...(supplied.some((f) => facts.get(inputs.images[f] ?? '')?.pending)
      ? [FACE_NOTES.pending]
      : faceNotes(inputs.images.role === undefined ? undefined : facts.get(inputs.images.role))),
  ];
  const unplaced = supplied.filter((f) => !slots.has(f));
  const warnings = [
    ...filled.warnings,
    ...copy.warnings,
    ...unplaced.map(
      (f) => `此模板没有${SLOT_FIELD_LABELS[f]}的位置，未使用${SLOT_FIELD_LABELS[f]}`,
    ),
  ];
  const scores: Scores = {
    tags: tags.score,
    copyFit: copy.score,
    slotCoverage: slotCoverage(candidate.doc, inputs, slots),
    imageFit: images.fit,
    face: images.face,
    readability: contrastScore(filled.doc),
    popularity:
      ctx.maxDownloads > 0 ? Math.log1p(candidate.downloads) / Math.log1p(ctx.maxDownloads) : 0,
  };
  return {
    doc: filled.doc,
    replaceObj,
    score: weighted(scores),
    precise: tags.exact && warnings.length === 0,
    reasons,
    warnings,
    shorten: copy.shorten,
    unplaced,
    images: imageUses(candidate.doc, filled.doc, slots, inputs, facts),
  };
}
