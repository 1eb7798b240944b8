import type { ComponentType } from 'react';

// spec platform-core §9: a chunk that has not loaded within 120 s is reported as an error.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('页面加载超时，请刷新重试');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadTimeoutError());
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A react-router `lazy` loader for a module's named page component, with the chunk timeout. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const mod = await withTimeout(load());
    return { Component: mod[name] };
  };
}
