// Image bytes for upload tests, made on the fly (nothing binary in the repo).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

export const jpegBytes = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const pngBytes = (width = 64, height = 48) => solid(width, height).png().toBuffer();

export const svgText = (
  body = '<rect width="40" height="30" fill="#c83"/>',
  size = 'width="40" height="30"',
) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
export const svgBytes = (body?: string, size?: string) => Buffer.from(svgText(body, size));

/**
 * The overdraw pattern of issue 29 item 3: many large translucent circles under a blur, in nested
 * translucent groups. 300 circles kept the upload check drawing for over two minutes before the
 * fix (a 1.4 MB file was still drawing after 12.5 min).
 */
export const svgOverdraw = (circles: number) =>
  svgBytes(
    `<defs><filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>` +
      `<g filter="url(#b)"><g opacity="0.9"><g opacity="0.9">` +
      Array.from(
        { length: circles },
        (_, i) =>
          `<circle cx="${(i * 37) % 2000}" cy="${(i * 53) % 2000}" r="1500" fill="#${((i * 40503) % 0xffffff).toString(16).padStart(6, '0')}" fill-opacity="0.05"/>`,
      ).join('') +
      `</g></g></g>`,
    'width="4000" height="4000"',
  );

/**
 * SVG body where each level of nested <use> draws the one below `width` times: a small file that
 * asks the rasteriser for width^levels elements (issue 12: 1,419 bytes held two threads for minutes).
 */
export function svgUseFanOut(levels: number, width: number): string {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let i = 1; i <= levels; i++) {
    defs += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(width)}</g>`;
  }
  return `<defs>${defs}</defs><use href="#l${levels}"/>`;
}

/** A small PNG whose header claims width x height (a decompression bomb: tiny file, huge canvas). */
export async function pngBomb(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(16, 16));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A real JPEG padded past `bytes` (readers ignore data after the end marker). */
export async function oversizedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await jpegBytes();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length + 1, 0)]);
}
