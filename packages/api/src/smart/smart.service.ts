// getSmartProfile (QUICKCREATE §6): candidates by SQL, hard checks and scores per template, MMR
// diversity, a deterministic ranked list the client pages with templateIds, and explanations.
import type { Measurer } from '@adstudio/render';
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { CLASS_INDUSTRY } from '../templates/templates.constants.js';
import { keepPreview, type PreviewStore } from '../render/render.previews.js';
import { listTags } from '../templates/templates.repo.js';
import { presentTemplates } from '../templates/templates.service.js';
import {
  FIRST_PAGE,
  FLOW_CATEGORY,
  INDUSTRY_ANY,
  INDUSTRY_GAME,
  OTHER_BATCH,
  PRECISE_BATCH,
} from './smart.constants.js';
import { templateDoc } from './smart.docs.js';
import { evaluate, type Evaluation, type Exclusion, type Scene } from './smart.evaluate.js';
import type { ImageFactsPort } from './smart.images.js';
import { checkCopy } from './smart.wordcheck.js';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import { normaliseInputs, type SmartInputs } from './smart.inputs.js';
import { presentExclusions, presentSmartTemplate } from './smart.presenter.js';
import { diversify } from './smart.rank.js';
import { listCandidates, type CandidateRow } from './smart.repo.js';
import type { SmartProfileBody, SmartProfileResult } from './smart.schema.js';

export interface SmartDeps {
  db: Db;
  images: ImageFactsPort;
  /** The copy's 禁用 and 敏感 words (absent: not checked here). */
  wordcheck?: Pick<WordCheckService, 'checkText'>;
  measurer: Measurer;
  previews: PreviewStore;
}

type Result = Static<typeof SmartProfileResult>;
interface Ranked extends Evaluation {
  id: number;
  family: string;
  row: CandidateRow;
}

async function sceneOf(db: Db, tagIds: readonly number[]): Promise<Scene> {
  const rows = await listTags(db, []);
  const tags = new Map(rows.map((r) => [r.id, { name: r.name, classId: r.class_id }]));
  const unknown = tagIds.filter((id) => !tags.has(id));
  if (unknown.length > 0)
    throw new ApiError('smartUnknownTags', { ids: unknown.slice(0, 5).join('、') });
  const chosen = new Map<number, number[]>();
  for (const id of tagIds) {
    const classId = tags.get(id)?.classId ?? 0;
    chosen.set(classId, [...(chosen.get(classId) ?? []), id]);
  }
  return { chosen, tags };
}

/**
 * The spec's `type` (§4 "Receiving templates by type"). 单人 and 背景 are the game banner's fixed
 * formats (industry 270: person art, or scene art alone) and show precise templates only; 无 means
 * nothing is precise and the others stand in; 全部 pages 3 precise + 6 other.
 */
function typeOf(inputs: SmartInputs, scene: Scene, ranked: readonly Ranked[]): Result['type'] {
  if (scene.chosen.get(CLASS_INDUSTRY)?.includes(INDUSTRY_GAME)) {
    if (inputs.images.role) return '单人';
    if (inputs.images.product) return '背景';
  }
  return ranked.some((r) => r.precise) ? '全部' : '无';
}

function pageOrder(type: Result['type'], ranked: readonly Ranked[]): Ranked[] {
  if (type === '单人' || type === '背景') return ranked.filter((r) => r.precise);
  if (type === '无') return [...ranked];
  const precise = ranked.filter((r) => r.precise);
  const other = ranked.filter((r) => !r.precise);
  const out: Ranked[] = [];
  while (precise.length > 0 || other.length > 0)
    out.push(...precise.splice(0, PRECISE_BATCH), ...other.splice(0, OTHER_BATCH));
  return out;
}

/** Every candidate checked and scored, ranked; the counts of those the hard checks removed. */
export async function rankTemplates(deps: SmartDeps, inputs: SmartInputs, userId: number) {
  const scene = await sceneOf(deps.db, inputs.tagIds);
  const industries = scene.chosen.get(CLASS_INDUSTRY) ?? [];
  const refs = [...new Set(Object.values(inputs.images))];
  const [facts, rows] = await Promise.all([
    deps.images.factsOf(refs, userId),
    listCandidates(
      deps.db,
      inputs.category,
      industries.length > 0 ? [...industries, INDUSTRY_ANY] : [],
      inputs.detail,
    ),
  ]);
  const maxDownloads = Math.max(0, ...rows.map((r) => r.downloads));
  const excluded = new Map<Exclusion, number>();
  const exclude = (reason: Exclusion) => excluded.set(reason, (excluded.get(reason) ?? 0) + 1);
  const passed: Ranked[] = [];
  for (const row of rows) {
    const doc = templateDoc(row.id, row.synthetic);
    const result = evaluate(
      { doc, tagIds: row.tag_ids, downloads: row.downloads },
      { inputs, facts, scene, measurer: deps.measurer, maxDownloads },
    );
    if (typeof result === 'string') exclude(result);
    else passed.push({ ...result, id: row.id, family: row.layout_family, row });
  }
  // Every design uses every image the user gave (QUICKCREATE §6 step 2: slot mask ⊇ the images).
  // Only when fewer than a page of designs can hold them all do others follow, after all of those,
  // each with its warning; otherwise they are left out and counted.
  const whole = passed.filter((r) => r.unplaced.length === 0);
  let partial = passed.filter((r) => r.unplaced.length > 0);
  if (whole.length >= FIRST_PAGE) {
    if (partial.length > 0) excluded.set('slots', partial.length);
    partial = [];
  }
  return { ranked: diversify(whole), partial: diversify(partial), excluded, scene };
}

export async function smartProfile(
  deps: SmartDeps,
  body: Static<typeof SmartProfileBody>,
  userId: number,
): Promise<Result> {
  const inputs = normaliseInputs(body);
  const [{ ranked, partial, excluded, scene }, copyWarnings] = await Promise.all([
    rankTemplates(deps, inputs, userId),
    deps.wordcheck ? checkCopy(deps.wordcheck, inputs.copy) : [],
  ]);
  const type = typeOf(inputs, scene, ranked);
  // The game formats show precise designs only; a design missing an image is never precise.
  const ordered = [
    ...pageOrder(type, ranked),
    ...(type === '单人' || type === '背景' ? [] : partial),
  ];
  const byId = new Map(ordered.map((r) => [r.id, r]));
  const page = (inputs.templateIds ?? ordered.slice(0, FIRST_PAGE).map((r) => r.id)).flatMap(
    (id) => byId.get(id) ?? [],
  );
  const kind = inputs.category === FLOW_CATEGORY[1] ? 'banner' : 'poster';
  const [records, previewUrls] = await Promise.all([
    presentTemplates(
      deps.db,
      page.map((r) => r.row),
      userId,
    ),
    Promise.all(page.map((r) => keepPreview(deps.previews, userId, kind, r.doc))),
  ]);
  const exclusions = presentExclusions(excluded);
  const messages = exclusions.map((e) => e.message);
  return {
    type,
    originTemplateIds: ordered.map((r) => r.id),
    preciseIds: ordered.filter((r) => r.precise).map((r) => r.id),
    templateLists: page.flatMap((r, i) => {
      const record = records[i];
      const previewUrl = previewUrls[i];
      return record && previewUrl
        ? [presentSmartTemplate(record, r, messages, previewUrl, copyWarnings)]
        : [];
    }),
    excluded: exclusions,
  };
}
