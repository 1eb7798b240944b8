// Vision's facts of a picture for getSmartProfile (issue 27 item 1; QUICKCREATE §5–§6): faces with
// yaw/pitch/roll and the main subject, computed by @adstudio/vision as a job where renders run (this
// process's vision pool, or the worker service on Redis), stored by content hash (image_facts, 0027) so a restart or another user's copy of the same
// picture does not recompute. Generation waits for a fact still computing only up to a bound, then
// goes on without it (and says so); the analysis finishes and is stored for the next time. The bound
// is SMART_VISION_WAIT_MS for a picture first seen by generation, and VISION_IN_FLIGHT_WAIT_MS for
// one whose analysis is already running (its upload started it): a user who clicks 智能创作 a second
// after uploading gets the designs placed by the face, not 图片还在识别中.
import { createHash } from 'node:crypto';
import type { ImageBox } from '@adstudio/render';
import type { Face, MainSubject } from '@adstudio/vision';
import type { Db } from '../db/db.js';
import type { VisionQueue } from '../vision/vision.queue.js';
import { VISION_IN_FLIGHT_WAIT_MS } from './smart.constants.js';

export interface SeenFace {
  box: ImageBox;
  yaw: number;
  pitch: number;
  roll: number;
}

/**
 * The version of what vision says: facts stored by an older one are computed again. 2: face boxes
 * are the face itself (its mesh), no longer the detector's crop of about twice its width.
 */
export const FACTS_VERSION = 2;

/** What vision saw, boxes in 0..1 of the picture. */
export interface VisionFacts {
  version?: number;
  faces: SeenFace[];
  subject?: ImageBox;
  /** person: a face or a body was found; otherwise nothing vision knows (a product, a graphic). */
  kind: 'person' | 'other';
}

/** A picture to analyse: its bytes and pixel size. */
export interface ImageFactsJob {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Analyses a picture and stores its facts (analyseImage), where the api's jobs run: in this process
 * (the default) or, with REDIS_URL, as a job on the render queue drawn by the worker service
 * (render.queue.ts), so vision scales with the workers.
 */
export type ImageFactsRunner = (job: ImageFactsJob) => Promise<VisionFacts>;

export interface VisionFactsDeps {
  db: Db;
  analyse: ImageFactsRunner;
  /** How long generation waits for a picture whose analysis it starts itself. */
  waitMs: number;
  /** How long it waits for an analysis already running (default VISION_IN_FLIGHT_WAIT_MS). */
  inFlightWaitMs?: number;
}

/** A picture's facts, or 'pending' when they were not ready within the wait. */
export type FactsAnswer = VisionFacts | 'pending' | 'failed';

export const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const unitBox = (
  b: { left: number; top: number; width: number; height: number },
  w: number,
  h: number,
): ImageBox => {
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  const x = clamp(b.left / w);
  const y = clamp(b.top / h);
  return { x, y, w: clamp((b.left + b.width) / w) - x, h: clamp((b.top + b.height) / h) - y };
};

/** Vision's answers as stored facts: faces largest first. */
export function factsFrom(
  faces: readonly Face[],
  subject: MainSubject | null,
  width: number,
  height: number,
): VisionFacts {
  const seen = faces
    .map((f) => ({ box: unitBox(f.box, width, height), ...f.angle }))
    .sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h);
  return {
    version: FACTS_VERSION,
    faces: seen,
    ...(subject && { subject: unitBox(subject.box, width, height) }),
    kind: seen.length > 0 || subject?.source === 'person' ? 'person' : 'other',
  };
}

/** The job itself: vision's faces and main subject of the picture, stored by its content hash. */
export async function analyseImage(
  deps: { db: Db; vision: Pick<VisionQueue, 'detectFaces' | 'mainSubject'> },
  { bytes, width, height }: ImageFactsJob,
): Promise<VisionFacts> {
  const [faces, subject] = await Promise.all([
    deps.vision.detectFaces(bytes),
    deps.vision.mainSubject(bytes),
  ]);
  const facts = factsFrom(faces, subject, width, height);
  await store(deps.db, hashOf(bytes), facts);
  return facts;
}

async function readStored(db: Db, hash: string): Promise<VisionFacts | undefined> {
  const [row] = await db.query<{ facts: VisionFacts }>(
    'SELECT facts FROM image_facts WHERE hash = $1',
    [hash],
  );
  return row?.facts.version === FACTS_VERSION ? row.facts : undefined;
}

async function store(db: Db, hash: string, facts: VisionFacts) {
  await db.query(
    'INSERT INTO image_facts (hash, facts) VALUES ($1, $2::jsonb) ON CONFLICT (hash) DO UPDATE SET facts = EXCLUDED.facts',
    [hash, JSON.stringify(facts)],
  );
}

/** Reads and computes vision facts; analyses in flight are shared by everyone asking. */
export function visionFacts(deps: VisionFactsDeps) {
  const running = new Map<string, Promise<VisionFacts | undefined>>();

  function analyse(hash: string, bytes: Uint8Array, width: number, height: number) {
    let job = running.get(hash);
    if (!job) {
      job = deps
        .analyse({ bytes, width, height })
        // A picture vision refuses (too small, busy queue, no worker) is placed without facts.
        .then((facts): VisionFacts | undefined => facts)
        .catch(() => undefined)
        .finally(() => running.delete(hash));
      running.set(hash, job);
    }
    return job;
  }

  return {
    /** The picture's facts: stored, computed within the wait, or 'pending' / 'failed'. */
    async factsOf(bytes: Uint8Array, width: number, height: number): Promise<FactsAnswer> {
      const hash = hashOf(bytes);
      const stored = await readStored(deps.db, hash);
      if (stored) return stored;
      const inFlight = running.has(hash);
      const job = analyse(hash, bytes, width, height);
      const bound = inFlight
        ? Math.max(deps.waitMs, deps.inFlightWaitMs ?? VISION_IN_FLIGHT_WAIT_MS)
        : deps.waitMs;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'pending'>((resolve) => {
        timer = setTimeout(() => {
          resolve('pending');
        }, bound);
      });
      const answer = await Promise.race([job, waited]).finally(() => {
        clearTimeout(timer);
      });
      return answer ?? 'failed';
    },
    /** Starts the analysis of a picture now (an upload), so generation finds it ready. */
    prepare(bytes: Uint8Array, width: number, height: number): void {
      const hash = hashOf(bytes);
      void readStored(deps.db, hash)
        .then((stored) => (stored ? undefined : analyse(hash, bytes, width, height)))
        .catch(() => undefined);
    },
  };
}

export type VisionFactsReader = ReturnType<typeof visionFacts>;
