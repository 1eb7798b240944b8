import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { callerGone } from './caller.js';

const app = Fastify();
afterEach(() => app.close());

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe(callerGone.name, () => {
  it('aborts when the caller closes the connection before the answer, and not after one', async () => {
    const entered = deferred();
    const noticed = deferred<boolean>();
    const answered = deferred<boolean>();
    app.get('/slow', async (_request, reply) => {
      const gone = callerGone(reply);
      entered.resolve();
      await new Promise((resolve) => {
        gone.addEventListener('abort', resolve);
      });
      noticed.resolve(gone.aborted);
      return 'late';
    });
    app.get('/quick', (_request, reply) => {
      const gone = callerGone(reply);
      reply.raw.once('close', () => {
        answered.resolve(gone.aborted);
      });
      return Promise.resolve('ok');
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    const client = new AbortController();
    const slow = fetch(`${url}/slow`, { signal: client.signal }).catch(() => undefined);
    await entered.promise;
    client.abort();
    expect(await noticed.promise).toBe(true);
    await slow;

    const quick = await fetch(`${url}/quick`);
    expect(await quick.text()).toBe('ok');
    expect(await answered.promise).toBe(false);
  });
});
