// Smart-creation previews (QUICKCREATE §6 step 6): getSmartProfile keeps each filled design under
// a name derived from its content, and the browser's <img> asks for it; the first request draws it
// on the render queue, later ones read the stored JPEG. An <img> carries no token, so the name is
// the permission: an HMAC of the owner and the document, known only to the caller who was given it.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TemplateDoc } from '@adstudio/render';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import {
  PREVIEW_FILE,
  PREVIEW_HEAD_START_MAX,
  PREVIEW_WIDTH,
  TEXTURE_MAX_BYTES,
  type RecordType,
} from './render.constants.js';
import { acceptOutcome, type RenderJob } from './render.job.js';
import type { RenderQueue } from './render.queue.js';

export interface PreviewStore {
  /** Folder of the kept documents (DATA_DIR/previews, shared by the api replicas). */
  dir: string;
  /** Key of the names' HMAC (UPLOAD_SECRET). */
  secret: string;
  /** Starts drawing a kept preview before its <img> asks (QUICKCREATE §6 step 6). */
  start?: (file: string) => void;
}

// Without UPLOAD_SECRET, names are keyed by this process (as the local driver's upload URLs are):
// names given out stay valid, only reuse across restarts is lost.
const PROCESS_SECRET = randomBytes(32).toString('hex');

export const previewDir = (app: FastifyInstance) => join(app.deps.config.dataDir, 'previews');

/** Where previews are kept in this api; each starts drawing as soon as it is kept. */
export function previewStore(app: FastifyInstance): PreviewStore {
  const { start } = previewDrawer(app);
  return {
    dir: previewDir(app),
    secret: app.deps.config.storage.uploadSecret || PROCESS_SECRET,
    start,
  };
}

export interface PreviewDeps {
  dir: string;
  storage: StorageDriver;
  renderQueue: RenderQueue;
}

type KeptPreview = Pick<RenderJob, 'userId' | 'kind' | 'doc'>;

const imageKey = (userId: number, hash: string) => `user_upload/${userId}/${hash}.jpg`;

/** Keeps the user's filled design for drawing on request; answers the URL its <img> loads. */
export async function keepPreview(
  store: PreviewStore,
  userId: number,
  kind: RecordType,
  doc: TemplateDoc,
): Promise<string> {
  const kept: KeptPreview = { userId, kind, doc };
  const json = JSON.stringify(kept);
  const hash = createHmac('sha256', store.secret).update(json).digest('hex').slice(0, 32);
  const file = join(store.dir, `${hash}.json`);
  // The same design asked for again (生成更多 going back, a refresh) reuses what is kept.
  if (!existsSync(file)) {
    await mkdir(store.dir, { recursive: true });
    // Written aside and renamed, so a concurrent reader never sees half a document.
    const part = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(part, json);
    await rename(part, file);
  } else {
    // Asked for again: its retention (PREVIEW_RETENTION_MINUTES, jobs/outputs.sweep.ts) starts over.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
  }
  store.start?.(`${hash}.jpg`);
  return `/api/v1/files/previews/${hash}.jpg`;
}

async function readKept(dir: string, hash: string): Promise<KeptPreview | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, `${hash}.json`), 'utf8')) as KeptPreview;
  } catch {
    return undefined;
  }
}

interface Drawer {
  /** The preview's JPEG (the file route). */
  image: (file: string) => Promise<Buffer>;
  /** Starts drawing unless enough previews are already being drawn here. */
  start: (file: string) => void;
}
const drawers = new WeakMap<object, Drawer>();

/**
 * This api's one drawer, so the file route and getSmartProfile's head start share the drawings
 * in progress (keyed by the app's deps: every plugin scope sees the same object).
 */
export function previewDrawer(app: FastifyInstance): Drawer {
  const { deps } = app;
  let drawer = drawers.get(deps);
  if (!drawer) {
    drawer = previewImages({
      storage: deps.storage,
      renderQueue: deps.renderQueue,
      dir: previewDir(app),
    });
    drawers.set(deps, drawer);
  }
  return drawer;
}

/**
 * The preview's JPEG: stored, or drawn now (at most PREVIEW_WIDTH wide) and stored. Requests for
 * one preview while it is drawn share that drawing. A name never given out is 404 文件不存在.
 */
export function previewImages(deps: PreviewDeps): Drawer {
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(hash: string): Promise<Buffer> {
    const kept = await readKept(deps.dir, hash);
    if (!kept) throw new ApiError('fileNotFound');
    const key = imageKey(kept.userId, hash);
    const stored = await deps.storage.read(key, TEXTURE_MAX_BYTES);
    if (stored) return stored;
    const scale = Math.min(1, PREVIEW_WIDTH / kept.doc.renderConfig.width_g);
    acceptOutcome(await deps.renderQueue.run({ ...kept, preview: { key, scale } }));
    const drawn = await deps.storage.read(key, TEXTURE_MAX_BYTES);
    if (!drawn) throw new ApiError('fileNotFound');
    return drawn;
  }

  const image = (file: string): Promise<Buffer> => {
    const hash = PREVIEW_FILE.exec(file)?.[1];
    if (!hash) return Promise.reject(new ApiError('fileNotFound'));
    const running = drawing.get(hash);
    if (running) return running;
    const started = draw(hash).finally(() => drawing.delete(hash));
    drawing.set(hash, started);
    return started;
  };
  return {
    image,
    // A head start never fills the render queue: past one answer's worth the <img>s ask in their
    // own time, and a failed start (作图的人太多了) is met again when the <img> asks.
    start: (file) => {
      if (drawing.size < PREVIEW_HEAD_START_MAX) void image(file).catch(() => undefined);
    },
  };
}
