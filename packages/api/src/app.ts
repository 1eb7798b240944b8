import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { batchRoutes } from './batch/batch.routes.js';
import { collectionsRoutes } from './collections/collections.routes.js';
import { copyRoutes } from './copy/copy.routes.js';
import { designsRoutes } from './designs/designs.routes.js';
import { psdRoutes } from './designs/psd/psd.routes.js';
import { fontsRoutes } from './fonts/fonts.routes.js';
import { gameRoutes } from './game/game.routes.js';
import type { AccountsDeps } from './accounts/accounts.service.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/db.js';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from './http/error-handler.js';
import { inputKeywords } from './http/input-schema.js';
import { registerLimits } from './http/limits.js';
import { applyRoutePolicy } from './http/route-policy.js';
import { DEMO_PHOTOS_DIR } from './materials/materials.files.js';
import { materialsRoutes } from './materials/materials.routes.js';
import { LiveSearchIndex } from './materials/search-index/refresh.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { createLocalQueue, createRedisQueue, type RenderQueue } from './render/render.queue.js';
import { renderRoutes } from './render/render.routes.js';
import { reviewRoutes } from './review/review.routes.js';
import { smartRoutes } from './smart/smart.routes.js';
import { smartTitlesRoutes } from './titles/generate/generate.routes.js';
import { LiveTitleIndex } from './titles/search-index/refresh.js';
import { templatesRoutes } from './templates/templates.routes.js';
import { tokensRoutes } from './tokens/tokens.routes.js';
import { titlesRoutes } from './titles/titles.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { analyseImage, visionFacts, type VisionFactsReader } from './smart/smart.facts.js';
import { createVisionQueue, type VisionQueue } from './vision/vision.queue.js';
import { visionRoutes } from './vision/vision.routes.js';
import { createStorage } from './uploads/uploads.drivers.js';
import type { StorageDriver } from './uploads/uploads.storage.js';
import { trackOutputs } from './jobs/outputs.track.js';
import { wordcheckRoutes } from './wordcheck/wordcheck.routes.js';
import { WordCheckService } from './wordcheck/wordcheck.service.js';

export interface AppDeps extends AccountsDeps {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  /** Where material image files are read from. */
  photosDir: string;
  /** Where uploads are stored (STORAGE_DRIVER). */
  storage: StorageDriver;
  /** The banned-word checker, one per process (its lexicon hot-reloads). */
  wordcheck: WordCheckService;
  /** Material search in memory (SEARCH_INDEX=on); absent means SQL alone. */
  searchIndex?: LiveSearchIndex | undefined;
  /** Headline search in memory (SEARCH_INDEX=on); absent means SQL alone. */
  titleIndex?: LiveTitleIndex | undefined;
  /** Renders: worker threads here, or BullMQ when REDIS_URL is set. */
  renderQueue: RenderQueue;
  /** Vision jobs (cutout, faces, main subject): shared by the vision calls and smart generation. */
  vision: VisionQueue;
  /** What vision saw in a picture, by content hash (smart generation; uploads start it); VISION=off: none. */
  imageFacts: VisionFactsReader | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: ApiConfig;
  db: Db;
  /** Injected in tests to move time (session expiry, login locks). */
  clock?: () => Date;
  /** Tests point this at generated images; by default the demo photos shipped in the repo. */
  photosDir?: string;
  /** Default: the driver STORAGE_DRIVER selects. Tests share one between app restarts. */
  storage?: StorageDriver;
}

/** The /api/v1 service without a listening socket (server.ts listens; tests inject). */
export async function buildApp({
  config,
  db,
  clock = () => new Date(),
  photosDir = DEMO_PHOTOS_DIR,
  storage,
}: BuildAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    ajv: { plugins: [inputKeywords] },
    http: { maxHeaderSize: config.limits.maxHeaderBytes },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const appStorage = storage ?? (await createStorage(config));
  const { redisUrl, ...renderLimits } = config.render;
  const vision = createVisionQueue(config.vision);
  const { exportHours, previewMinutes, renderOrphanMinutes } = config.storage;
  const redisQueue = redisUrl ? createRedisQueue(redisUrl, renderLimits) : undefined;
  // Each render's image is registered before it starts, so none outlives its retention.
  const renderQueue = trackOutputs(
    redisQueue ?? createLocalQueue({ db, storage: appStorage, photosDir }, renderLimits),
    {
      db,
      clock,
      retention: {
        exportMinutes: exportHours * 60,
        previewMinutes,
        designMinutes: renderOrphanMinutes,
      },
    },
  );
  app.decorate('deps', {
    db,
    config,
    clock,
    photosDir,
    storage: appStorage,
    wordcheck: new WordCheckService({ db, clock }),
    renderQueue,
    vision,
    imageFacts: config.vision.enabled
      ? visionFacts({
          db,
          // Where renders run (issue 27 item 1): the worker service on Redis, else this process.
          analyse: redisQueue?.imageFacts ?? ((job) => analyseImage({ db, vision }, job)),
          waitMs: config.vision.smartWaitMs,
        })
      : undefined,
  });
  app.addHook('onClose', () => renderQueue.close());
  app.addHook('onClose', () => vision.close());
  app.decorateRequest('authUser', null);
  registerErrorHandling(app);
  const { perUser } = await registerLimits(app, config.limits);
  // Before swagger, so the OpenAPI document shows the routes as the policy leaves them.
  applyRoutePolicy(app, { afterAuth: perUser });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(swagger, {
    openapi: {
      info: { title: '创意营销平台 /api/v1', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });

  await app.register(
    async (v1) => {
      await v1.register(accountsRoutes);
      await v1.register(materialsRoutes);
      await v1.register(collectionsRoutes);
      await v1.register(uploadsRoutes);
      await v1.register(reviewRoutes);
      await v1.register(messagesRoutes);
      await v1.register(wordcheckRoutes);
      await v1.register(titlesRoutes);
      await v1.register(smartTitlesRoutes);
      await v1.register(copyRoutes);
      await v1.register(templatesRoutes);
      await v1.register(smartRoutes);
      await v1.register(renderRoutes);
      await v1.register(designsRoutes);
      await v1.register(psdRoutes);
      await v1.register(fontsRoutes);
      await v1.register(visionRoutes);
      await v1.register(gameRoutes);
      await v1.register(batchRoutes);
      await v1.register(tokensRoutes);
      v1.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  // Built in the background: search answers from SQL until the index is ready.
  if (config.searchIndex.enabled) {
    const searchIndex = new LiveSearchIndex({
      db,
      log: app.log,
      pollMs: config.searchIndex.pollMs,
    });
    app.deps.searchIndex = searchIndex;
    app.addHook('onClose', () => searchIndex.stop());
    const titleIndex = new LiveTitleIndex({ db, log: app.log, pollMs: config.searchIndex.pollMs });
    app.deps.titleIndex = titleIndex;
    app.addHook('onClose', () => titleIndex.stop());
  }
  return app as unknown as FastifyInstance;
}
