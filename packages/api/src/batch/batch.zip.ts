// Reads a zip the user sent (the images of a batch; an XLSX is a zip too) without trusting it:
// names that climb out (../, absolute, drive letters) are refused, and so is an entry that would
// unpack past its limit or past its ratio limit times its packed size (a zip bomb). yauzl
// checks the declared sizes against what actually inflates, so a lying header fails too.
import yauzl from 'yauzl';
import { ApiError } from '../http/errors.js';

export interface ZipLimits {
  entriesMax: number;
  entryMaxBytes: number;
  totalMaxBytes: number;
  /** Unpacked size over packed size past which an entry is a bomb. */
  ratioMax: number;
}

export interface ZipEntryInfo {
  name: string;
  packed: number;
  size: number;
}

const YAUZL_UNSAFE =
  /(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/u;
const UNSAFE_NAME = /(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-zA-Z]:|\0/u;

/** Whether an entry name stays inside the folder it is unpacked into. */
export const isSafeEntryName = (name: string) => !UNSAFE_NAME.test(name);

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err) reject(new ApiError('batchZipBroken'));
      else resolve(zip);
    });
  });
}

function readStream(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) {
        reject(new ApiError('batchZipBroken'));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        // Counted as it inflates: a header that lies about the size stops here, not in memory.
        if (length > max) {
          stream.destroy();
          reject(new ApiError('batchZipBomb', { name: entry.fileName.slice(0, 100) }));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => {
        reject(new ApiError('batchZipBroken'));
      });
      stream.on('end', () => {
        resolve(Buffer.concat(chunks));
      });
    });
  });
}

/**
 * Walks the zip's entries, checking each name and declared size, and reads the ones `want`
 * accepts. Answers every file entry (directories left out) with the bytes read.
 */
export async function readZip(
  bytes: Buffer,
  limits: ZipLimits,
  want: (entry: ZipEntryInfo) => boolean = () => true,
): Promise<{ entries: ZipEntryInfo[]; files: Map<string, Buffer> }> {
  const zip = await open(bytes);
  const entries: ZipEntryInfo[] = [];
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: unknown) => {
        if (err instanceof ApiError) reject(err);
        else {
          // yauzl refuses such names itself ("invalid relative path: ../x", "absolute path: /x").
          const name = YAUZL_UNSAFE.exec(err instanceof Error ? err.message : '')?.[1];
          reject(
            name === undefined
              ? new ApiError('batchZipBroken')
              : new ApiError('batchZipUnsafeName', { name: name.slice(0, 100) }),
          );
        }
      };
      zip.on('error', fail);
      zip.on('end', () => {
        resolve();
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (!isSafeEntryName(name)) {
          fail(new ApiError('batchZipUnsafeName', { name: name.slice(0, 100) }));
          return;
        }
        if (name.endsWith('/')) {
          zip.readEntry();
          return;
        }
        if (entries.length >= limits.entriesMax) {
          fail(new ApiError('batchZipTooMany', { limit: limits.entriesMax }));
          return;
        }
        const info = { name, packed: entry.compressedSize, size: entry.uncompressedSize };
        total += info.size;
        const bomb =
          info.size > limits.entryMaxBytes ||
          total > limits.totalMaxBytes ||
          info.size > Math.max(info.packed, 1024) * limits.ratioMax;
        if (bomb) {
          fail(new ApiError('batchZipBomb', { name: name.slice(0, 100) }));
          return;
        }
        entries.push(info);
        if (!want(info)) {
          zip.readEntry();
          return;
        }
        readStream(zip, entry, limits.entryMaxBytes).then((data) => {
          files.set(name, data);
          zip.readEntry();
        }, fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return { entries, files };
}
