// The browser half of the editor test, bundled for the page: the real Editor in React, its callbacks
// recorded on window, images drawn in the page (one flat colour per texture) so nothing is fetched.
import type { TemplateDoc } from '@adstudio/render';
import type { FontSource } from '@adstudio/render/browser';
import { createRoot } from 'react-dom/client';
import { Konva } from '../src/konva.js';
import { Editor } from '../src/index.js';

export interface PageInput {
  doc: TemplateDoc;
  mode: 'user' | 'designer';
  fonts: FontSource[];
}

export interface PageState {
  changes: TemplateDoc[];
  saved: TemplateDoc[];
  /** The URLs the editor asked to cut out. */
  cutouts: string[];
  /** Files uploaded (type and size), and the [base, image] pairs sent to adjustTone. */
  uploads: { type: string; size: number; name: string }[];
  tones: [string, string][];
}

const state: PageState = { changes: [], saved: [], cutouts: [], uploads: [], tones: [] };
const swatches = new Map<string, string>();

// A flat image per texture, its colour from the texture's name, so sprites are visible in screenshots.
function swatch(texture: string): string {
  let url = swatches.get(texture);
  if (url) return url;
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d');
  let hue = 7;
  for (let i = 0; i < texture.length; i += 1) hue = (hue * 31 + texture.charCodeAt(i)) % 360;
  if (ctx) {
    ctx.fillStyle = `hsl(${hue} 60% 70%)`;
    ctx.fillRect(0, 0, 64, 64);
  }
  url = canvas.toDataURL('image/png');
  swatches.set(texture, url);
  return url;
}

function mountEditor(input: PageInput) {
  const host = document.createElement('div');
  // The page's viewport: 1200 x 800 for most cases, a phone's 390 x 844 for one.
  host.style.cssText = 'width:100vw;height:100vh';
  document.body.append(host);
  createRoot(host).render(
    <Editor
      doc={input.doc}
      mode={input.mode}
      fontSources={input.fonts}
      resolveUrl={swatch}
      onChange={(doc) => state.changes.push(doc)}
      onSearchImages={async (query) => {
        await Promise.resolve();
        return [1, 2].map((n) => ({
          url: `asset://found/${query}-${n}.png`,
          thumbUrl: swatch(`${query}-${n}`),
          title: `${query} ${n}`,
        }));
      }}
      onCutout={async (url) => {
        state.cutouts.push(url);
        await Promise.resolve();
        return 'asset://cutout/result.png';
      }}
      onUploadImage={async (file) => {
        state.uploads.push({ type: file.type, size: file.size, name: file.name });
        await Promise.resolve();
        return `asset://uploads/${file.name}`;
      }}
      onToneMatch={async (base, image) => {
        state.tones.push([base, image]);
        await Promise.resolve();
        return 'asset://toned/result.png';
      }}
      onSave={async (doc) => {
        state.saved.push(doc);
        await Promise.resolve();
      }}
    />,
  );
}

Object.assign(window, { mountEditor, editorState: state, Konva });
