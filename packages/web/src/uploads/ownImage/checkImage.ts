export type ImageCheck = 'ok' | 'wrongType' | 'tooLarge' | 'emptyFile';

// FileReader rather than Blob.arrayBuffer: older browsers (and jsdom) lack the latter.
function readHead(file: File, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('read failed'));
    };
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

// Magic bytes of JPEG and PNG; SVG is XML text that names an <svg> element.
async function sniff(file: File): Promise<'jpeg' | 'png' | 'svg' | null> {
  const head = await readHead(file, 512);
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47].every((b, i) => head[i] === b)) return 'png';
  if (/<svg[\s>]/iu.test(new TextDecoder().decode(head))) return 'svg';
  return null;
}

/** spec §5: JPG, PNG or SVG by content and name, under 5 MB, not empty. */
export async function checkImage(file: File, maxBytes: number): Promise<ImageCheck> {
  if (file.size === 0) return 'emptyFile';
  // spec §5: an unreadable file is 空文件 too.
  const kind = await sniff(file).catch(() => 'unreadable' as const);
  if (kind === 'unreadable') return 'emptyFile';
  const ext = /\.(jpe?g|png|svg)$/iu.exec(file.name)?.[1]?.toLowerCase().replace('jpg', 'jpeg');
  if (!kind || ext !== kind) return 'wrongType';
  if (file.size >= maxBytes) return 'tooLarge';
  return 'ok';
}
