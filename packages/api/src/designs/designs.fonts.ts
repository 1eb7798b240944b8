import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { fontSources } from '@adstudio/render/node';

// The editor draws with the very files the server renders with (render's fontSources: each file
// with the characters the server draws from it), so what the editor shows is what an export is.

export const FONT_MIME: Readonly<Record<string, string>> = {
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export interface FontRecord {
  family: string;
  url: string;
  weight?: number;
  style?: 'normal' | 'italic';
  unicode_range?: string;
}

let catalogue: { list: FontRecord[]; files: Map<string, string> } | undefined;

// Reading the registry's files costs seconds, so once per process, on the first editor's visit.
function load() {
  if (catalogue) return catalogue;
  const files = new Map<string, string>();
  const list = fontSources().map(({ file, family, weight, style, unicodeRange }) => {
    // A name per file that reveals no server path.
    const name = `${createHash('sha256').update(file).digest('hex').slice(0, 24)}${extname(file)}`;
    files.set(name, file);
    return {
      family,
      url: `/api/v1/files/fonts/${name}`,
      ...(weight !== undefined && { weight }),
      ...(style !== undefined && { style }),
      ...(unicodeRange !== undefined && { unicode_range: unicodeRange }),
    };
  });
  catalogue = { list, files };
  return catalogue;
}

/** The licensed fonts as the browser declares them (FontFace sources). */
export const editorFonts = (): FontRecord[] => load().list;

/** The file behind a name of editorFonts, or undefined. */
export const fontFile = (name: string): string | undefined => load().files.get(name);
