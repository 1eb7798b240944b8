// The GrabCut child process seen from a vision worker: started on first use, started again after
// it dies, each request answered or failed — a crash of OpenCV never takes the worker with it.
import { fork, type ChildProcess } from 'node:child_process';
import type { GrabcutReply, GrabcutRequest } from './product.child.js';

const fromSource = import.meta.url.endsWith('.ts');
const CHILD = new URL(fromSource ? './product.child.ts' : './product.child.js', import.meta.url);

let child: ChildProcess | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (mask: Uint8Array) => void; reject: (e: Error) => void }
>();

function started(): ChildProcess {
  if (child?.connected) return child;
  const spawned = fork(CHILD, [], {
    // Buffers cross as bytes rather than JSON arrays.
    serialization: 'advanced',
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  spawned.on('message', (reply: GrabcutReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.mask) waiting?.resolve(reply.mask);
    else waiting?.reject(new Error(`GrabCut 失败：${reply.error ?? '未知错误'}`));
  });
  spawned.on('exit', (code, signal) => {
    if (child === spawned) child = undefined;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(new Error(`GrabCut 进程退出（${signal ?? code ?? '?'}）`));
    }
  });
  // Not kept alive for its own sake: a worker that is done may exit.
  spawned.unref();
  spawned.channel?.unref();
  child = spawned;
  return spawned;
}

export function grabcutMask(request: Omit<GrabcutRequest, 'id'>): Promise<Uint8Array> {
  const id = ++nextId;
  const running = started();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.send({ id, ...request } satisfies GrabcutRequest);
  });
}
