// SVG uploads are drawn in a child process (issue 29 item 3): an overdraw SVG (thousands of large
// translucent shapes under a blur) held a libuv thread for minutes, which neither sharp's timeout
// nor a worker thread's terminate() can take back. The child is killed past SVG_RASTER_TIMEOUT_MS
// and ends itself past SVG_RASTER_MAX_RSS_BYTES; the upload is refused as too complex, and the
// next SVG gets a fresh child. JPEG and PNG never come here, so other users' pictures are checked
// as before while an SVG is drawn. Renders send their SVG textures here too (svgToPng).
import { fork, type ChildProcess } from 'node:child_process';
import { ApiError } from '../http/errors.js';
import type { VisualSignature } from '../materials/materials.visual.js';
import {
  SVG_RASTER_QUEUE_MAX,
  SVG_RASTER_READY,
  SVG_RASTER_TIMEOUT_MS,
} from './uploads.constants.js';
import type { RasterReply, RasterRequest } from './uploads.raster.child.js';

const fromSource = import.meta.url.endsWith('.ts');
const CHILD = new URL(
  fromSource ? './uploads.raster.child.ts' : './uploads.raster.child.js',
  import.meta.url,
);

interface Child {
  process: ChildProcess;
  /** Settles when the child has loaded its modules and can draw: the time limit counts from here. */
  ready: Promise<void>;
}

let child: Child | undefined;
let nextId = 0;
// One SVG drawn at a time, so a kill only ever ends the one that went over.
let line: Promise<unknown> = Promise.resolve();
let waiting = 0;

function started(): Child {
  if (child?.process.connected) return child;
  const spawned = fork(CHILD, [], {
    serialization: 'advanced',
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Loading sharp (and tsx from source) takes seconds on a loaded machine; counted in the SVG's
  // time, it refused ordinary SVGs whenever a fresh child started under load.
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== SVG_RASTER_READY) return;
      spawned.off('message', onMessage);
      resolve();
    };
    spawned.on('message', onMessage);
    spawned.once('exit', () => {
      reject(new ApiError('uploadBusy'));
    });
  });
  // A child that died while starting is only the request's failure; the next one forks anew.
  ready.catch(() => undefined);
  spawned.on('exit', () => {
    if (child?.process === spawned) child = undefined;
  });
  // Not kept alive for its own sake: an api (or test) that is done may exit.
  spawned.unref();
  spawned.channel?.unref();
  child = { process: spawned, ready };
  return child;
}

type Drawn = Required<Pick<RasterReply, 'signature'>> | Required<Pick<RasterReply, 'png'>>;

async function drawn(request: Omit<RasterRequest, 'id'>): Promise<Drawn> {
  const { process: running, ready } = started();
  await ready;
  const id = ++nextId;
  return new Promise<Drawn>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      running.off('message', onReply);
      running.off('exit', onExit);
    };
    const onReply = (reply: RasterReply) => {
      if (reply.id !== id) return;
      done();
      if (reply.signature) resolve({ signature: reply.signature });
      else if (reply.png) resolve({ png: reply.png });
      else reject(new ApiError(reply.failure === 'broken' ? 'uploadBroken' : 'uploadTooComplex'));
    };
    // Past its memory, or killed below: too complex either way.
    const onExit = () => {
      done();
      reject(new ApiError('uploadTooComplex'));
    };
    const timer = setTimeout(() => {
      running.kill('SIGKILL');
    }, SVG_RASTER_TIMEOUT_MS);
    running.on('message', onReply);
    running.on('exit', onExit);
    running.send({ id, ...request } satisfies RasterRequest);
  });
}

/** The request drawn in its turn; refused at once when SVG_RASTER_QUEUE_MAX already wait. */
function inLine(request: Omit<RasterRequest, 'id'>): Promise<Drawn> {
  if (waiting >= SVG_RASTER_QUEUE_MAX) return Promise.reject(new ApiError('uploadBusy'));
  waiting += 1;
  const turn = line.then(() => {
    waiting -= 1;
    return drawn(request);
  });
  line = turn.catch(() => undefined);
  return turn;
}

/** The visual signature of a sanitised SVG, drawn in the child within its time and memory. */
export async function svgSignature(
  bytes: Buffer,
  limitInputPixels: number,
): Promise<VisualSignature> {
  const reply = await inLine({ bytes, limitInputPixels, want: 'signature' });
  if (!('signature' in reply)) throw new Error('the SVG child answered no signature');
  return reply.signature;
}

/**
 * An SVG as PNG, drawn in the child within its time and memory: a render's SVG texture (issue 29
 * item 3), so an overdraw SVG never reaches the render worker, which would draw it unbounded.
 */
export async function svgToPng(bytes: Buffer, limitInputPixels: number): Promise<Buffer> {
  const reply = await inLine({ bytes, limitInputPixels, want: 'png' });
  if (!('png' in reply)) throw new Error('the SVG child answered no PNG');
  return Buffer.from(reply.png);
}
