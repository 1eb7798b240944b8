// Everything the models need comes from disk: tfjs' wasm binaries and Human's face models from their
// installed npm packages, the selfie model from ../models. Nothing may be fetched at run time, so the
// only loader registered for model URLs reads files, and Human's CDN defaults are overridden.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { io } from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { Config, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);
// Human's package "exports" has no usable subpath for the wasm build: resolve it beside the main file.
const HUMAN_DIST = dirname(require.resolve('@vladmandic/human'));
const HUMAN_MODELS = pathToFileURL(join(HUMAN_DIST, '..', 'models') + '/').href;
const WASM_DIR = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/');
// src/ and dist/src/ both sit one or two levels under the package root.
const SELFIE_MODEL = new URL(
  import.meta.url.includes('/dist/') ? '../../models/selfie.json' : '../models/selfie.json',
  import.meta.url,
);

interface ModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
}

function fileHandler(path: string): io.IOHandler {
  return {
    async load() {
      const model = JSON.parse(await readFile(path, 'utf8')) as ModelJson;
      const shards = await Promise.all(
        model.weightsManifest.flatMap((group) =>
          group.paths.map((p) => readFile(join(dirname(path), p))),
        ),
      );
      const weights = Buffer.concat(shards);
      return {
        modelTopology: model.modelTopology,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ),
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
      };
    },
  };
}

let routerRegistered = false;
function registerFileLoader() {
  if (routerRegistered) return;
  routerRegistered = true;
  const router = (url: string | string[]) => {
    const first = Array.isArray(url) ? url[0] : url;
    return typeof first === 'string' && first.startsWith('file://')
      ? fileHandler(fileURLToPath(first))
      : null;
  };
  // tfjs asks every router and skips those answering null; its typing does not say so.
  io.registerLoadRouter(router as (url: string | string[]) => io.IOHandler);
}

// The face detector and mesh (for yaw, pitch, roll) and MoveNet's body pose (whether a person is in
// the picture when the face is hidden); each call says which runs (faces.detect.ts).
// cacheSensitivity 0 because Human would otherwise hand back a previous image's result for a
// similar-looking input (QUICKCREATE §5).
const FACE_CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: WASM_DIR,
  modelBasePath: HUMAN_MODELS,
  cacheSensitivity: 0,
  cacheModels: false,
  debug: false,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 20, minConfidence: 0.3 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, minConfidence: 0.2 },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

export async function loadHuman(): Promise<Human> {
  registerFileLoader();
  const { Human: HumanClass } = require(join(HUMAN_DIST, 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new HumanClass(FACE_CONFIG);
  await human.load();
  return human;
}

// Call after loadHuman: Human chooses and starts the wasm backend the selfie model runs on too.
export async function loadSelfieModel(): Promise<GraphModel> {
  registerFileLoader();
  return loadGraphModel(SELFIE_MODEL.href);
}
