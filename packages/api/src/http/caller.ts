import type { FastifyReply } from 'fastify';

/**
 * Aborts when the caller's connection closes before its answer is written: the bff gave up at its
 * timeout, or the browser left. Work that would only be kept for that answer (a render saved as a
 * design) checks it and leaves nothing (issue 29: renders answered UPSTREAM_TIMEOUT were saved).
 */
export function callerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // A response emits 'close' after it is written too; only an unfinished one means the caller left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
