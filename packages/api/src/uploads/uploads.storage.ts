// The storage contract every driver meets (uploads.local.ts, uploads.oss.ts); uploads.drivers.ts picks one.

/** What the browser needs to send the bytes straight to storage (docs/uploads-contract.md). */
export interface UploadTarget {
  driver: 'local' | 'oss';
  /** PUT the raw bytes (local), or POST multipart/form-data with `fields` then the file (OSS). */
  method: 'PUT' | 'POST';
  url: string;
  fields: Record<string, string>;
  /** Name of the file part of a multipart POST; null for a PUT. */
  fileField: string | null;
}

/** The object is larger than the caller allows. */
export class ObjectTooLarge extends Error {
  override name = 'ObjectTooLarge';
}

/** Where uploaded bytes live: a local folder served by the api, or Aliyun OSS. */
export interface StorageDriver {
  readonly kind: 'local' | 'oss';
  /** A short-lived permission to store at most maxBytes under key. */
  grant(key: string, maxBytes: number, expiresAt: Date): Promise<UploadTarget>;
  /** The object's bytes; undefined when it does not exist; ObjectTooLarge past maxBytes. */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the objects; missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The URL the browser loads the object from. */
  url(key: string): string;
}
