// getSmartProfile (QUICKCREATE §6; spec create-and-write §4, §9).
import {
  CATEGORY_OFFICIAL,
  CATEGORY_POSTER,
  INDUSTRY_GENERAL,
  type Category,
} from '@adstudio/domain';

/** is_check: 1 the new-media header flow (category 120), 0 the poster and single flows (121). */
export const FLOW_CATEGORY: Record<0 | 1, Category> = { 0: CATEGORY_POSTER, 1: CATEGORY_OFFICIAL };

/** Industry tag every scenario accepts (spec §9: 268 通用, the default form). */
export const INDUSTRY_ANY = INDUSTRY_GENERAL;
/** The game industry, whose banner formats are 单人 (person art) and 背景 (scene art). */
export { INDUSTRY_GAME } from '@adstudio/domain';

/** Starting weights of QUICKCREATE §6 step 4; each score is 0–1. */
export const WEIGHTS = {
  tags: 0.3,
  copyFit: 0.2,
  slotCoverage: 0.15,
  imageFit: 0.15,
  face: 0.1,
  readability: 0.05,
  popularity: 0.05,
} as const;

/** MMR trade-off between score and novelty; same layout family counts as similar. */
export const MMR_LAMBDA = 0.75;
/** Layouts a page shows before any repeats (QUICKCREATE §6 step 5: 9 results show ≥ 6). */
export const PAGE_FAMILIES = 6;

/**
 * The slot only the single-image detail templates have (its four content groups): the single form
 * gets those templates alone, every other form never gets them.
 */
export const DETAIL_SLOT = 'productLabel';

/** First answer: 9 designs; the spec's batches are 3 precise + 6 other, 9 in the generic flow. */
export const FIRST_PAGE = 9;
export const PRECISE_BATCH = 3;
export const OTHER_BATCH = 6;

/** No image may be drawn larger than twice its pixel size (placement keeps under it: render's place.ts). */
export { MAX_UPSCALE } from '@adstudio/render';
/**
 * Share of the face that must stay on the canvas and inside its slot (clear of text besides): the
 * whole face, less the rounding of a pixel (issue 27 item 3; 0.9 let a tenth of it be cut).
 */
export const FACE_VISIBLE_MIN = 0.995;

// Input limits: a person never sends more, and each is refused with a clear 400 before any work.
export const TAG_IDS_MAX = 20;
/** One 生成更多 asks for at most one batch; 50 leaves room for a client asking ahead. */
export const TEMPLATE_IDS_MAX = 50;
/** Longest copy line in 字 (the longest slot of the library takes well under this). */
export const COPY_MAX_CHARS = 60;
export { COPY_LINES_MAX } from '../templates/templates.constants.js';
/** All copy of one request, in 字: the single form filled generously is under half of it. */
export const COPY_TOTAL_MAX_CHARS = 2_000;
/**
 * Raw form fields. Generous on purpose: within the body limit, an oversized list or copy reaches
 * the parser, which names the problem (一次最多生成50个模板, 主标题过长) instead of the field.
 */
export const FIELD_MAX_CHARS = 200_000;
export const IMAGE_REF_MAX_CHARS = 300;

/**
 * How long generation waits for a picture's analysis that is already running (its upload started
 * it), against SMART_VISION_WAIT_MS for one it starts itself. An analysis after upload took 630 ms
 * p50 and 2.1 s p95 on the shared 2-core machine (pnpm bench smart-quality, 视觉分析（上传后）), and
 * the vision queue may hold other users' pictures ahead of it: 10 s covers that with room, and still
 * ends a wait on a stuck queue long before the web's request does.
 */
export const VISION_IN_FLIGHT_WAIT_MS = 10_000;

/** What vision saw in the person picture, said on each design (issue 27 bad input). */
export const FACE_NOTES = {
  none: '人物图中没有识别到人脸，按人物主体摆放',
  many: (n: number) => `人物图中有 ${n} 张人脸，按最大的一张摆放`,
  pending: '图片还在识别中，这次未按人脸和主体摆放',
} as const;
