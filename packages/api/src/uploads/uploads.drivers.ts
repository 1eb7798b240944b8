import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ApiConfig } from '../config.js';
import { LocalStorage } from './uploads.local.js';
import type { StorageDriver } from './uploads.storage.js';

/** The driver STORAGE_DRIVER selects. */
export async function createStorage(config: ApiConfig): Promise<StorageDriver> {
  const { storage } = config;
  if (storage.driver === 'oss') {
    const { OssStorage } = await import('./uploads.oss.js');
    return new OssStorage(storage.oss);
  }
  // Without a configured secret, URLs are signed with a key of this process only.
  const secret = storage.uploadSecret || randomBytes(32).toString('hex');
  return new LocalStorage(join(config.dataDir, 'storage'), secret);
}
