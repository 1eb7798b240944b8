// Step 5 of QUICKCREATE §6: maximal marginal relevance over the scored candidates, so the first
// nine show many layouts. Two templates of the same layout family count as fully similar.
import type { Measurer } from '@adstudio/render';
import type { Static } from '@fastify/type-provider-typebox';
import { CLASS_INDUSTRY } from '../templates/templates.constants.js';
import {
  FIRST_PAGE,
  INDUSTRY_GAME,
  MMR_LAMBDA,
  OTHER_BATCH,
  PAGE_FAMILIES,
  PRECISE_BATCH,
} from './smart.constants.js';
import { templateDoc } from './smart.docs.js';
import { evaluate, type Evaluation, type Exclusion, type Scene } from './smart.evaluate.js';
import type { ImageFacts } from './smart.images.js';
import type { SmartInputs } from './smart.inputs.js';
import type { SmartProfileResult } from './smart.schema.js';

export interface Rankable {
  id: number;
  family: string;
  score: number;
}

const byScore = <T extends Rankable>(items: readonly T[]): T[] =>
  // Ties break by id, so the same input always gives the same order.
  [...items].sort((a, b) => b.score - a.score || a.id - b.id);

/**
 * Takes up to `count` items out of `left` (best score first), each pick maximising
 * λ·score − (1−λ)·[how often its family is already `shown`]. Until PAGE_FAMILIES families are shown,
 * a family not yet shown goes first while one is left: the penalty alone lets a family that scores
 * much higher repeat before six layouts are on the page.
 */
function takeDiverse<T extends Rankable>(
  left: T[],
  shown: Map<string, number>,
  count: number,
): T[] {
  const out: T[] = [];
  while (out.length < count && left.length > 0) {
    const newFirst = shown.size < PAGE_FAMILIES && left.some((item) => !shown.has(item.family));
    let best = -1;
    let bestValue = -Infinity;
    left.forEach((item, i) => {
      if (newFirst && shown.has(item.family)) return;
      const value = MMR_LAMBDA * item.score - (1 - MMR_LAMBDA) * (shown.get(item.family) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    const [pick] = left.splice(best, 1);
    if (!pick) break;
    shown.set(pick.family, (shown.get(pick.family) ?? 0) + 1);
    out.push(pick);
  }
  return out;
}

/** Every item, best first, diversified by layout family (takeDiverse). */
export function diversify<T extends Rankable>(items: readonly T[]): T[] {
  const left = byScore(items);
  return takeDiverse(left, new Map(), left.length);
}

// ---- the ranking entry point (issue 29 item 2) ----
// Steps 3–5 for every candidate: parse, fill, lay out, check, score, diversify and page. The heavy
// part of getSmartProfile, so it takes and gives plain data only (structured-clonable): the api
// runs it on a worker thread that builds its own measurer (smart.rank.worker.ts), tests and
// benches may run it here.

/** A library template as the ranking needs it (smart.repo.ts CandidateRow, less the rest). */
export interface RankCandidate {
  id: number;
  synthetic: string;
  tag_ids: number[];
  downloads: number;
  layout_family: string;
}

export interface RankRequest {
  candidates: RankCandidate[];
  inputs: SmartInputs;
  facts: ReadonlyMap<string, ImageFacts>;
  scene: Scene;
}

export type SmartType = Static<typeof SmartProfileResult>['type'];

export interface Ranked extends Evaluation {
  id: number;
  family: string;
}

export interface RankResult {
  type: SmartType;
  /** Every design in the client's paging order (originTemplateIds, preciseIds). */
  ordered: { id: number; precise: boolean }[];
  /** The page asked for (templateIds) or the first page, with the filled documents. */
  page: Ranked[];
  excluded: Map<Exclusion, number>;
}

/**
 * The spec's `type` (§4 "Receiving templates by type"). 单人 and 背景 are the game banner's fixed
 * formats (industry 270: person art, or scene art alone) and show precise templates only; 无 means
 * nothing is precise and the others stand in; 全部 pages 3 precise + 6 other.
 */
function typeOf(inputs: SmartInputs, scene: Scene, ranked: readonly Ranked[]): SmartType {
  if (scene.chosen.get(CLASS_INDUSTRY)?.includes(INDUSTRY_GAME)) {
    if (inputs.images.role) return '单人';
    if (inputs.images.product) return '背景';
  }
  return ranked.some((r) => r.precise) ? '全部' : '无';
}

function pageOrder(type: SmartType, ranked: readonly Ranked[]): Ranked[] {
  if (type === '单人' || type === '背景') return ranked.filter((r) => r.precise);
  if (type === '无') return [...ranked];
  // The batches share one count of the families shown, so the page as a whole is varied.
  const precise = byScore(ranked.filter((r) => r.precise));
  const other = byScore(ranked.filter((r) => !r.precise));
  const shown = new Map<string, number>();
  const out: Ranked[] = [];
  while (precise.length > 0 || other.length > 0)
    out.push(
      ...takeDiverse(precise, shown, PRECISE_BATCH),
      ...takeDiverse(other, shown, OTHER_BATCH),
    );
  return out;
}

/** Every candidate checked and scored, ranked and paged; the counts the hard checks removed. */
export function rankCandidates(req: RankRequest, measurer: Measurer): RankResult {
  const { inputs, facts, scene } = req;
  const maxDownloads = Math.max(0, ...req.candidates.map((r) => r.downloads));
  const excluded = new Map<Exclusion, number>();
  const exclude = (reason: Exclusion) => excluded.set(reason, (excluded.get(reason) ?? 0) + 1);
  const passed: Ranked[] = [];
  for (const row of req.candidates) {
    const doc = templateDoc(row.id, row.synthetic);
    const result = evaluate(
      { doc, tagIds: row.tag_ids, downloads: row.downloads },
      { inputs, facts, scene, measurer, maxDownloads },
    );
    if (typeof result === 'string') exclude(result);
    else passed.push({ ...result, id: row.id, family: row.layout_family });
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
  const ranked = diversify(whole);
  const type = typeOf(inputs, scene, ranked);
  // The game formats show precise designs only; a design missing an image is never precise.
  const ordered = [
    ...pageOrder(type, ranked),
    ...(type === '单人' || type === '背景' ? [] : diversify(partial)),
  ];
  const byId = new Map(ordered.map((r) => [r.id, r]));
  const page = (inputs.templateIds ?? ordered.slice(0, FIRST_PAGE).map((r) => r.id)).flatMap(
    (id) => byId.get(id) ?? [],
  );
  return {
    type,
    ordered: ordered.map((r) => ({ id: r.id, precise: r.precise })),
    page,
    excluded,
  };
}
