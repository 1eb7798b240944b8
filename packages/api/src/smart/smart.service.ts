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
import { FLOW_CATEGORY, INDUSTRY_ANY } from './smart.constants.js';
import type { Scene } from './smart.evaluate.js';
import type { ImageFactsPort } from './smart.images.js';
import { checkCopy } from './smart.wordcheck.js';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import { normaliseInputs, type SmartInputs } from './smart.inputs.js';
import { presentExclusions, presentSmartTemplate } from './smart.presenter.js';
import { rankCandidates, type RankRequest, type RankResult } from './smart.rank.js';
import { listCandidates } from './smart.repo.js';
import type { SmartProfileBody, SmartProfileResult } from './smart.schema.js';

export interface SmartDeps {
  db: Db;
  images: ImageFactsPort;
  /** The copy's 禁用 and 敏感 words (absent: not checked here). */
  wordcheck?: Pick<WordCheckService, 'checkText'>;
  /** Lays out text where the ranking runs here (no `ranker`: tests, benches). */
  measurer: Measurer;
  /** The api's worker pool (smart.rank.pool.ts), so the event loop never lays out a library. */
  ranker?: Ranker;
  previews: PreviewStore;
}

type Result = Static<typeof SmartProfileResult>;

/** Checks and ranks the candidates: on the api's worker pool (smart.rank.pool.ts), or here. */
export type Ranker = (req: RankRequest) => Promise<RankResult>;

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

/** The candidates, the images' facts and the scene from the database; then the ranking. */
export async function rankTemplates(deps: SmartDeps, inputs: SmartInputs, userId: number) {
  const scene = await sceneOf(deps.db, inputs.tagIds);
  // 通用 alone is the form's default, no industry preference: every industry's templates are
  // candidates (a template filed under 通用 still ranks up by its tag). A chosen industry keeps its
  // own templates and 通用's.
  const industries = (scene.chosen.get(CLASS_INDUSTRY) ?? []).filter((id) => id !== INDUSTRY_ANY);
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
  const candidates = rows.map(({ id, synthetic, tag_ids, downloads, layout_family }) => ({
    id,
    synthetic,
    tag_ids,
    downloads,
    layout_family,
  }));
  const req: RankRequest = { candidates, inputs, facts, scene };
  const ranking = await (deps.ranker ? deps.ranker(req) : rankCandidates(req, deps.measurer));
  return { ...ranking, rows: new Map(rows.map((r) => [r.id, r])) };
}

export async function smartProfile(
  deps: SmartDeps,
  body: Static<typeof SmartProfileBody>,
  userId: number,
): Promise<Result> {
  const inputs = normaliseInputs(body);
  const [{ type, ordered, page, excluded, rows }, copyWarnings] = await Promise.all([
    rankTemplates(deps, inputs, userId),
    deps.wordcheck ? checkCopy(deps.wordcheck, inputs.copy) : [],
  ]);
  const kind = inputs.category === FLOW_CATEGORY[1] ? 'banner' : 'poster';
  const [records, previewUrls] = await Promise.all([
    presentTemplates(
      deps.db,
      page.flatMap((r) => rows.get(r.id) ?? []),
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
