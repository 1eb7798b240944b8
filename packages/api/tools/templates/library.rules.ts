// The bars of issue 28 as checks over a set of template files, each returning what breaks it (an
// empty list when the set holds the bar). The library test runs them on the shipped library and on
// fixtures that break each one; the numbers they measure are printed by `measure`.
import { CANVAS_SIZES, CATEGORY_OFFICIAL, CATEGORY_POSTER } from '@adstudio/domain';
import {
  canvasBox,
  deriveColumns,
  layoutLabel,
  type LabelLayer,
  type Measurer,
  type TemplateDoc,
} from '@adstudio/render';
import { isLetter, isStamp, photoFits, sharesTopic } from './library.art.js';
import type { LibraryFacts } from './library.build.js';
import { GROUP_STRIDE } from './library.detail.js';
import { STRUCTURE_FAMILIES } from './library.families.js';
import { HEADLINE_MAX, HEADLINE_MIN } from './library.build.js';
import { rasterIssues, type Px } from './library.lint.js';

export interface LibraryRecord {
  template_id: string;
  name: string;
  doc: TemplateDoc;
  replaceObj: Record<string, unknown>;
  library?: LibraryFacts;
}

export const BARS = {
  familiesPerSize: 8,
  detailFamilies: 6,
  perFamilyMin: 4,
  familyShareMax: 0.15,
  slotComboMin: 18,
  distinctHeadlines: 300,
  headlineRepeatsMax: 3,
  headlineFaces: 6,
  perFaceMin: 10,
  letteringShare: 0.3,
  /** Art families (emoji, stamps, lettering, photos) a library's main pictures come from, at least. */
  artFamilies: 3,
  /** No one art family draws more than this share of the templates' main pictures. */
  artFamilyShareMax: 0.6,
  /** Hierarchies (the text column, each structure, the detail page) a size uses at least. */
  hierarchiesPerSize: 5,
  /** The text column's hierarchy on at most this share of a size's templates. */
  columnShareMax: 0.7,
  /** On the print sizes the headline, laid out at its sample, is at least this share of √(W×H). */
  printHeadline: 0.08,
  /** Face target width on a 750-wide canvas (spec create-and-write §9), in proportion to W. */
  faceTarget750: 130,
  /** A person window is this many face widths wide, with this many below the face's centre. */
  windowFaces: 2,
  bodyFaces: 1.2,
} as const;

const sizeOf = (d: TemplateDoc) => `${d.renderConfig.width_g}x${d.renderConfig.height_g}`;
const isDetail = (d: TemplateDoc) => d.meta.layoutFamily.startsWith('detail-');
const count = <T>(list: readonly T[]) => {
  const m = new Map<T, number>();
  for (const x of list) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};
const headlineOf = (r: LibraryRecord) => {
  const main = r.replaceObj.mainLabel;
  const text = Array.isArray(main) ? main.join('') : typeof main === 'string' ? main : '';
  return text.replace(/\s+/gu, '');
};
const titleLabel = (d: TemplateDoc) =>
  Object.values(d.renderConfig.materials).find(
    (l): l is LabelLayer =>
      l.type === 'label' && l.slot?.field === 'mainLabel' && l.slot.index === 0,
  );

const third = (v: number, of: number) => Math.max(0, Math.min(2, Math.floor((3 * v) / of)));

/**
 * A template's structure, read from its layers rather than its family's name, so that one
 * skeleton under several names (the detail pages' six variants were one head, one product panel
 * and one block of groups, with or without a colour band) counts once: the third of the canvas
 * (3×3) the main picture's centre is in, the same for the headline, and how the detail page's
 * four groups are set — columns × rows of their main lines, around the picture or apart from it.
 */
export function structureOf(doc: TemplateDoc): string {
  const { width_g: W, height_g: H } = doc.renderConfig;
  const layers = Object.values(doc.renderConfig.materials);
  const cell = (l: (typeof layers)[number]) => {
    const b = canvasBox(l);
    return `${third(b.x + b.w / 2, W)}${third(b.y + b.h / 2, H)}`;
  };
  const area = (l: (typeof layers)[number]) => canvasBox(l).w * canvasBox(l).h;
  const picture = layers
    .filter(
      (l) =>
        l.type === 'sprite' &&
        (l.slot?.field === 'role' || l.slot?.field === 'product' || /^(photo|art)_/u.test(l.key)),
    )
    .sort((a, b) => area(b) - area(a))[0];
  const head = titleLabel(doc);
  const groups = layers
    .filter(
      (l) =>
        l.type === 'label' && l.slot?.field === 'productLabel' && l.slot.index % GROUP_STRIDE === 0,
    )
    .map(canvasBox);
  let set = '-';
  if (groups.length > 0) {
    const cols = new Set(groups.map((b) => Math.round(b.x / 40))).size;
    const rows = new Set(groups.map((b) => Math.round(b.y / 40))).size;
    const img = picture ? canvasBox(picture) : undefined;
    const around =
      img !== undefined && groups.some((b) => b.y < img.y + img.h && b.y + b.h > img.y);
    set = `${cols}x${rows}-${around ? 'around' : 'apart'}`;
  }
  return `${picture ? cell(picture) : 'none'}|${head ? cell(head) : 'none'}|${set}`;
}

/**
 * Item 1: families per size (and the detail page's), family sizes, image-slot combinations per
 * flow. The detail page's families are counted by name and by structure (structureOf), so that
 * renaming one skeleton does not make families. (The other sizes' families are built by separate
 * code, and several share the cells structureOf reads while differing in ground, frame and text
 * grouping — photo-half and diagonal-split both put the picture right of the headline — so there
 * the name is the count.)
 */
export function layoutIssues(
  records: readonly LibraryRecord[],
  detailFamilies: number = BARS.detailFamilies,
): string[] {
  const out: string[] = [];
  const bySize = new Map<string, LibraryRecord[]>();
  for (const r of records) bySize.set(sizeOf(r.doc), [...(bySize.get(sizeOf(r.doc)) ?? []), r]);
  for (const [size, list] of bySize) {
    const families = count(list.map((r) => r.doc.meta.layoutFamily));
    if (families.size < BARS.familiesPerSize)
      out.push(`${size}: ${families.size} 种版式 < ${BARS.familiesPerSize}`);
    for (const [family, n] of families) {
      if (n < BARS.perFamilyMin) out.push(`${size} ${family}: 仅 ${n} 个模板`);
      if (n > list.length * BARS.familyShareMax)
        out.push(`${size} ${family}: ${n}/${list.length} 超过 15%`);
    }
  }
  const details = records.filter((r) => isDetail(r.doc));
  const detail = new Set(details.map((r) => r.doc.meta.layoutFamily));
  if (detail.size > 0 && detail.size < detailFamilies)
    out.push(`单张详情页: ${detail.size} 种版式 < ${detailFamilies}`);
  const detailStructures = new Set(details.map((r) => structureOf(r.doc)));
  if (details.length > 0 && detailStructures.size < detailFamilies)
    out.push(`单张详情页: ${detailStructures.size} 种版式结构 < ${detailFamilies}`);
  // Each detail family is one structure, each structure one family.
  if (detailStructures.size < detail.size)
    out.push(`单张详情页: ${detail.size} 个版式名只有 ${detailStructures.size} 种结构`);
  for (const family of detail) {
    const of = new Set(
      details.filter((r) => r.doc.meta.layoutFamily === family).map((r) => structureOf(r.doc)),
    );
    if (of.size !== 1) out.push(`单张详情页 ${family}: ${of.size} 种结构`);
  }
  // Each flow's templates that hold a combination of images besides optional logo and QR slots:
  // the header and poster forms take a person and a product; 智能创作（单张） takes a product (its
  // form, spec §2, uploads the product, logo and QR code, no person).
  const both = [['role'], ['product'], ['role', 'product']];
  const flows = [
    {
      flow: 'banner',
      combos: both,
      list: records.filter((r) => r.doc.meta.category === CATEGORY_OFFICIAL),
    },
    {
      flow: 'poster',
      combos: both,
      list: records.filter((r) => r.doc.meta.category === CATEGORY_POSTER && !isDetail(r.doc)),
    },
    { flow: 'detail', combos: [['product']], list: records.filter((r) => isDetail(r.doc)) },
  ];
  for (const { flow, combos, list } of flows)
    for (const combo of combos) {
      const n = list.filter((r) => {
        const slots = new Set(deriveColumns(r.doc).slots);
        return [...combo, 'logo', 'code'].every((s) => slots.has(s));
      }).length;
      if (n < BARS.slotComboMin)
        out.push(`${flow} ${combo.join('+')}+logo+code: ${n} < ${BARS.slotComboMin}`);
    }
  return out;
}

/**
 * Item 1 (the person slots): every person slot aims its face at 130 × W / 750 and its window holds
 * that face whole — the face zone (as the lint draws it) inside the window, the window two face
 * widths wide and room for the shoulders below the face.
 */
export function faceIssues(records: readonly LibraryRecord[]): string[] {
  return records.flatMap((r) =>
    Object.values(r.doc.renderConfig.materials).flatMap((l) => {
      if (l.type !== 'sprite' || l.slot?.field !== 'role') return [];
      const face = l.slot.face;
      if (!face) return [`${r.template_id} ${l.key}: 人物位没有脸宽目标`];
      const want = (BARS.faceTarget750 * r.doc.renderConfig.width_g) / 750;
      if (Math.abs(face.targetWidth - want) > 0.5)
        return [`${r.template_id} ${l.key}: 脸宽目标 ${face.targetWidth} ≠ ${want.toFixed(1)}`];
      const box = canvasBox(l);
      const zoneW = face.targetWidth + 2 * Math.abs(face.yawShift);
      const zoneH = face.targetWidth * 1.3;
      const [cx, cy] = face.center;
      const inside =
        cx - zoneW / 2 >= box.x - 0.5 &&
        cx + zoneW / 2 <= box.x + box.w + 0.5 &&
        cy - zoneH / 2 >= Math.max(box.y, 0) - 0.5 &&
        cy + zoneH / 2 <= box.y + box.h + 0.5;
      const out: string[] = [];
      if (!inside) out.push(`${r.template_id} ${l.key}: 面部区域超出人物窗口`);
      if (box.w < BARS.windowFaces * face.targetWidth - 0.5)
        out.push(`${r.template_id} ${l.key}: 人物窗口宽 ${Math.round(box.w)} 不足两个脸宽`);
      if (
        Math.min(box.y + box.h, r.doc.renderConfig.height_g) - cy <
        BARS.bodyFaces * face.targetWidth
      )
        out.push(`${r.template_id} ${l.key}: 脸下方放不下肩膀`);
      return out;
    }),
  );
}

/** Item 2: distinct headlines, repeats, every template with its subtitle and third line, no 示例. */
export function copyIssues(records: readonly LibraryRecord[]): string[] {
  const out: string[] = [];
  const heads = count(records.map(headlineOf));
  if (heads.size < BARS.distinctHeadlines)
    out.push(`${heads.size} 个不同标题 < ${BARS.distinctHeadlines}`);
  for (const [h, n] of heads) if (n > BARS.headlineRepeatsMax) out.push(`「${h}」用于 ${n} 个模板`);
  for (const r of records) {
    if (!r.replaceObj.secondLabel || !r.replaceObj.thirdLabel)
      out.push(`${r.template_id}: 缺副标题或辅助文案`);
    if (/示例/u.test(JSON.stringify(r.replaceObj)) || /示例/u.test(r.name))
      out.push(`${r.template_id}: 含「示例」`);
  }
  return out;
}

const artName = (ref: string) =>
  /^asset:\/\/(?:art|cards|letters)\/(.+?)-\d+(?:x\d+-[0-9A-Fa-f]+)?\.png$/u.exec(ref)?.[1] ??
  /^asset:\/\/stamps\/(.+)\.png$/u.exec(ref)?.[1];

/** The art family a picture is drawn in, read from its file (a card, from the art on it). */
export function artFamilyOf(ref: string): string | undefined {
  const dir = /^asset:\/\/([a-z]+)\//u.exec(ref)?.[1];
  const name = artName(ref) ?? '';
  if (dir === 'photos') return 'photo';
  if (dir === 'stamps' || (dir === 'cards' && isStamp(name))) return 'stamp';
  if (dir === 'letters' || (dir === 'cards' && isLetter(name))) return 'lettering';
  if (dir === 'art' || dir === 'cards') return 'emoji';
  return undefined;
}

/**
 * Item 7 (the art director's "one art family everywhere"): the templates' main pictures — the
 * largest picture of each that is not a slot's sample — come from ≥ 3 families (emoji, Tux Paint
 * stamps, lettering, photos), none on more than 60 % of them; and every asset a template draws
 * names its licence.
 */
export function artRangeIssues(records: readonly LibraryRecord[]): string[] {
  const out: string[] = [];
  const lead = records.flatMap((r) => {
    const pictures = Object.values(r.doc.renderConfig.materials)
      .filter((l) => l.type === 'sprite' && artFamilyOf(l.texture))
      .sort((a, b) => canvasBox(b).w * canvasBox(b).h - canvasBox(a).w * canvasBox(a).h);
    const first = pictures[0];
    return first?.type === 'sprite' ? [artFamilyOf(first.texture) ?? ''] : [];
  });
  const families = count(lead);
  if (families.size < BARS.artFamilies)
    out.push(`主图来自 ${families.size} 种画风 < ${BARS.artFamilies}`);
  for (const [family, n] of families)
    if (n > lead.length * BARS.artFamilyShareMax)
      out.push(`主图画风 ${family}: ${n}/${lead.length} 超过 ${BARS.artFamilyShareMax * 100}%`);
  for (const r of records)
    for (const a of r.doc.meta.provenance?.assets ?? [])
      if (!a.licence || a.licence === 'unknown') out.push(`${r.template_id} ${a.ref}: 没有许可`);
  return out;
}

/** Item 3: every picture drawn shares a topic with its template's scenario (a photo, its subject). */
export function artIssues(records: readonly LibraryRecord[]): string[] {
  return records.flatMap((r) => {
    const topics = r.library?.topics ?? [];
    const node = r.library?.node ?? '';
    return Object.values(r.doc.renderConfig.materials).flatMap((l) => {
      if (l.type !== 'sprite') return [];
      const name = artName(l.texture);
      const photo = /^asset:\/\/photos\/(.+)$/u.exec(l.texture)?.[1];
      if (photo)
        return photoFits(photo, topics, node)
          ? []
          : [
              `${r.template_id} ${l.key}: 照片 ${photo} 与「${topics.join('/')}」的主题（节点除外）无共同主题`,
            ];
      return name && !sharesTopic(name, topics)
        ? [`${r.template_id} ${l.key}: ${name} 与「${topics.join('/')}」无共同主题`]
        : [];
    });
  });
}

/** Item 4: every image slot shows a sample of its topic in the preview, never a placeholder. */
export function standInIssues(records: readonly LibraryRecord[]): string[] {
  return records.flatMap((r) =>
    Object.values(r.doc.renderConfig.materials).flatMap((l) => {
      if (l.type !== 'sprite' || !l.slot || !['role', 'product', 'logo'].includes(l.slot.field))
        return [];
      // A slot whose own picture is the template's art shows that art; a placeholder needs a sample.
      const sample = l.texture.startsWith('asset://placeholders/')
        ? r.library?.samples[l.texture]
        : l.texture;
      if (!sample || sample.startsWith('asset://placeholders/'))
        return [`${r.template_id} ${l.key}: 预览显示占位图`];
      const name = artName(sample);
      if (l.slot.field !== 'logo' && (!name || !sharesTopic(name, r.library?.topics ?? [])))
        return [`${r.template_id} ${l.key}: 示意图 ${name ?? sample} 不合主题`];
      return [];
    }),
  );
}

/** Item 5: no raster drawn above its pixels (samples included), given each picture's pixel size. */
export function resolutionIssues(
  records: readonly LibraryRecord[],
  pixels: (ref: string) => Px | undefined,
): string[] {
  return records.flatMap((r) =>
    rasterIssues(r.doc, pixels, r.library?.samples).map((m) => `${r.template_id} ${m}`),
  );
}

/** Item 6: headline faces and their use, headline size per canvas, share of lettered headlines. */
export function typographyIssues(records: readonly LibraryRecord[]): string[] {
  const out: string[] = [];
  const titles = records.map((r) => ({ r, l: titleLabel(r.doc) }));
  const faces = count(titles.map((t) => t.l?.fontFamily ?? ''));
  const used = [...faces].filter(([, n]) => n >= BARS.perFaceMin);
  if (used.length < BARS.headlineFaces)
    out.push(`${used.length} 种标题字体用于 ≥${BARS.perFaceMin} 个模板 < ${BARS.headlineFaces}`);
  for (const { r, l } of titles) {
    if (!l) {
      out.push(`${r.template_id}: 没有主标题`);
      continue;
    }
    const unit = Math.sqrt(r.doc.renderConfig.width_g * r.doc.renderConfig.height_g);
    if (l.fontSize < unit * HEADLINE_MIN || l.fontSize > unit * HEADLINE_MAX)
      out.push(`${r.template_id}: 标题字号 ${l.fontSize} 与画布 ${sizeOf(r.doc)} 不相称`);
  }
  const lettered = titles.filter(
    ({ l }) => l && ((l.effects?.length ?? 0) > 0 || typeof l.fillColor !== 'string'),
  ).length;
  if (lettered < records.length * BARS.letteringShare)
    out.push(`花字/描边/投影/渐变标题 ${lettered}/${records.length} < 30%`);
  return out;
}

// The print pair of the six sizes (1823x2578 and its landscape), the only ones over 2000 px.
const PRINT_SIZES = new Set(
  CANVAS_SIZES.filter((s) => Math.max(s.width, s.height) > 2000).map(
    (s) => `${s.width}x${s.height}`,
  ),
);

/** The hierarchy a layout family belongs to: one of the structures, the detail page, or the text column. */
export const hierarchyOf = (family: string) =>
  family.startsWith('detail-')
    ? 'detail'
    : (STRUCTURE_FAMILIES.find((s) => family.endsWith(`-${s}`)) ?? 'column');

/**
 * Item 1 beyond the families (the art director's "one hierarchy everywhere"): every size uses
 * several hierarchies, and the text column (logo, title, subtitle, line, QR row) is not most of it.
 */
export function hierarchyIssues(records: readonly LibraryRecord[]): string[] {
  const out: string[] = [];
  const bySize = new Map<string, string[]>();
  for (const r of records)
    bySize.set(sizeOf(r.doc), [
      ...(bySize.get(sizeOf(r.doc)) ?? []),
      hierarchyOf(r.doc.meta.layoutFamily),
    ]);
  for (const [size, list] of bySize) {
    const kinds = count(list);
    if (kinds.size < BARS.hierarchiesPerSize)
      out.push(`${size}: ${kinds.size} 种层级结构 < ${BARS.hierarchiesPerSize}`);
    const column = kinds.get('column') ?? 0;
    if (column > list.length * BARS.columnShareMax)
      out.push(`${size}: 文字栏结构 ${column}/${list.length} 超过 ${BARS.columnShareMax * 100}%`);
  }
  return out;
}

/** Item 2 of the art director's note: on the print sizes the headline is large, laid out at its sample. */
export function printHeadlineIssues(
  records: readonly LibraryRecord[],
  measurer: Measurer,
): string[] {
  return records.flatMap((r) => {
    if (!PRINT_SIZES.has(sizeOf(r.doc))) return [];
    const l = titleLabel(r.doc);
    if (!l) return [];
    const unit = Math.sqrt(r.doc.renderConfig.width_g * r.doc.renderConfig.height_g);
    const size = layoutLabel(l, measurer).fontSize;
    return size < unit * BARS.printHeadline
      ? [
          `${r.template_id}: 标题排出 ${Math.round(size)} px < ${Math.round(unit * BARS.printHeadline)}`,
        ]
      : [];
  });
}

/** The printed headline sizes (share of √(W×H)) per print size: median and 10th percentile. */
export function printHeadlineShares(records: readonly LibraryRecord[], measurer: Measurer) {
  const out: Record<string, { p10: number; p50: number }> = {};
  for (const size of PRINT_SIZES) {
    const shares = records
      .filter((r) => sizeOf(r.doc) === size)
      .flatMap((r) => {
        const l = titleLabel(r.doc);
        const unit = Math.sqrt(r.doc.renderConfig.width_g * r.doc.renderConfig.height_g);
        return l ? [layoutLabel(l, measurer).fontSize / unit] : [];
      })
      .sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((shares[Math.floor(q * (shares.length - 1))] ?? 0) * 1000) / 1000;
    out[size] = { p10: at(0.1), p50: at(0.5) };
  }
  return out;
}

/** The numbers of the closing note. */
export function measure(records: readonly LibraryRecord[]) {
  const families: Record<string, number> = {};
  for (const r of records) families[sizeOf(r.doc)] = 0;
  for (const size of Object.keys(families))
    families[size] = new Set(
      records.filter((r) => sizeOf(r.doc) === size).map((r) => r.doc.meta.layoutFamily),
    ).size;
  const titles = records.map((r) => titleLabel(r.doc));
  return {
    templates: records.length,
    families,
    detailFamilies: new Set(
      records.filter((r) => isDetail(r.doc)).map((r) => r.doc.meta.layoutFamily),
    ).size,
    structures: Object.fromEntries(
      Object.keys(families).map((size) => [
        size,
        new Set(records.filter((r) => sizeOf(r.doc) === size).map((r) => structureOf(r.doc))).size,
      ]),
    ),
    detailStructures: new Set(records.filter((r) => isDetail(r.doc)).map((r) => structureOf(r.doc)))
      .size,
    headlines: new Set(records.map(headlineOf)).size,
    withArt: records.filter((r) => (r.library?.art.length ?? 0) > 0).length,
    faces: Object.fromEntries(count(titles.map((l) => l?.fontFamily ?? ''))),
    artFamilies: Object.fromEntries(
      count(
        records.flatMap((r) =>
          Object.values(r.doc.renderConfig.materials).flatMap((l) =>
            l.type === 'sprite' && artFamilyOf(l.texture) ? [artFamilyOf(l.texture) ?? ''] : [],
          ),
        ),
      ),
    ),
    lettered: titles.filter(
      (l) => l && ((l.effects?.length ?? 0) > 0 || typeof l.fillColor !== 'string'),
    ).length,
  };
}
