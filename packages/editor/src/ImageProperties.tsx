import type { SpriteLayer } from '@adstudio/render';
import { useRef, useState } from 'react';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';
import { uploadProblem } from './image-upload.js';

const S = EDITOR_STRINGS.image;
type SearchHit = { url: string; thumbUrl: string; title: string };
const SEARCH_SHOWN = 12;

interface ImagePropertiesProps {
  layer: SpriteLayer;
  resolveUrl: (texture: string) => string;
  onUploadImage: ((file: File) => Promise<string>) | undefined;
  onCutout: ((url: string) => Promise<string>) | undefined;
  onSearchImages: ((query: string) => Promise<ReadonlyArray<SearchHit>>) | undefined;
  /** The key is the layer's when the work started: the selection may have moved on since. */
  onTexture: (key: string, texture: string) => void;
  onFlip: (flipX: boolean) => void;
  onFocus: (focus: { x: number; y: number }) => void;
  /** Opens the crop box over the layer's image. */
  onCrop: (key: string) => void;
  /** 修补抠图: opens the mask brushes (absent where the page cannot store the result). */
  onMend: ((key: string) => void) | undefined;
  /** 调色: matches the layer's colours to the design (absent where the page has no adjustTone). */
  onTone: ((key: string) => void) | undefined;
  notify: (message: string) => void;
}

const round3 = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/** Replace a sprite's image (upload, library search, cutout), flip it, and set the point cover crops around. */
export function ImageProperties(props: ImagePropertiesProps) {
  const { layer, resolveUrl, notify } = props;
  const [busy, setBusy] = useState<'upload' | 'search' | null>(null);
  const [hits, setHits] = useState<ReadonlyArray<SearchHit> | null>(null);
  const [query, setQuery] = useState('');
  const cutoutRunning = useRef(false);
  const file = useRef<HTMLInputElement>(null);
  const focus =
    typeof layer.focus === 'object'
      ? layer.focus
      : layer.focusBox
        ? { x: layer.focusBox.x + layer.focusBox.w / 2, y: layer.focusBox.y + layer.focusBox.h / 2 }
        : { x: 0.5, y: 0.5 };

  const upload = async (f: File) => {
    const problem = uploadProblem(f);
    if (problem) {
      notify(problem);
      return;
    }
    if (!props.onUploadImage) return;
    setBusy('upload');
    try {
      props.onTexture(layer.key, await props.onUploadImage(f));
    } catch {
      notify(S.uploadFailed);
    } finally {
      setBusy(null);
    }
  };

  const search = async () => {
    const q = query.trim();
    if (!q) {
      notify(S.keywordRequired);
      return;
    }
    if (!props.onSearchImages) return;
    setBusy('search');
    try {
      const found = await props.onSearchImages(q);
      setHits(found.slice(0, SEARCH_SHOWN));
      if (found.length === 0) notify(S.searchEmpty);
    } catch {
      notify(S.searchFailed);
    } finally {
      setBusy(null);
    }
  };

  // spec create-and-write §4: pressing again while running repeats the warning; failure says the feature is off.
  const cutout = async () => {
    if (cutoutRunning.current) {
      notify(S.cutoutRunning);
      return;
    }
    if (!layer.texture) {
      notify(S.needImage);
      return;
    }
    if (!props.onCutout) return;
    cutoutRunning.current = true;
    notify(S.cutoutRunning);
    try {
      props.onTexture(layer.key, await props.onCutout(resolveUrl(layer.texture)));
      notify(S.cutoutDone);
    } catch {
      notify(S.cutoutOff);
    } finally {
      cutoutRunning.current = false;
    }
  };

  return (
    <div>
      <div style={styles.panelTitle}>{S.title}</div>
      {props.onUploadImage && (
        <div style={styles.row}>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/svg+xml"
            hidden
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void upload(f);
            }}
          />
          <button
            type="button"
            style={styles.button}
            disabled={busy === 'upload'}
            onClick={() => file.current?.click()}
          >
            {busy === 'upload' ? S.uploading : S.upload}
          </button>
        </div>
      )}
      {props.onCutout && (
        <div style={styles.row}>
          <button type="button" style={styles.button} onClick={() => void cutout()}>
            {S.cutout}
          </button>
        </div>
      )}
      {layer.texture && (
        <div style={styles.row}>
          <button
            type="button"
            style={styles.button}
            onClick={() => {
              props.onCrop(layer.key);
            }}
          >
            {S.crop}
          </button>
          {props.onMend && (
            <button
              type="button"
              style={styles.button}
              onClick={() => {
                props.onMend?.(layer.key);
              }}
            >
              {S.mend}
            </button>
          )}
          {props.onTone && (
            <button
              type="button"
              style={styles.button}
              title={S.toneHint}
              onClick={() => {
                props.onTone?.(layer.key);
              }}
            >
              {S.tone}
            </button>
          )}
        </div>
      )}
      <label style={styles.row}>
        <input
          type="checkbox"
          checked={layer.flipX === true}
          onChange={(e) => {
            props.onFlip(e.target.checked);
          }}
        />
        {S.flipX}
      </label>
      {layer.fit === 'cover' && layer.texture && (
        <div style={{ marginBottom: 8 }}>
          <div style={{ color: '#646a73', marginBottom: 4 }}>
            {S.focus}：{S.focusHint}
          </div>
          <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
            <img
              src={resolveUrl(layer.texture)}
              alt={S.focus}
              style={{ display: 'block', maxWidth: '100%', maxHeight: 160, cursor: 'crosshair' }}
              onClick={(e) => {
                const r = e.currentTarget.getBoundingClientRect();
                props.onFocus({
                  x: round3((e.clientX - r.left) / r.width),
                  y: round3((e.clientY - r.top) / r.height),
                });
              }}
            />
            <span
              aria-hidden
              style={{
                position: 'absolute',
                left: `${focus.x * 100}%`,
                top: `${focus.y * 100}%`,
                width: 10,
                height: 10,
                margin: -5,
                borderRadius: 5,
                border: '2px solid #fff',
                background: '#ff3b8d',
                pointerEvents: 'none',
              }}
            />
          </div>
        </div>
      )}
      {props.onSearchImages && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <div style={styles.row}>
            <input
              style={styles.input}
              aria-label={S.search}
              placeholder={S.searchPlaceholder}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
              }}
            />
            <button type="submit" style={styles.button} disabled={busy === 'search'}>
              {S.search}
            </button>
          </div>
          {hits && (
            <div style={styles.thumbs}>
              {hits.map((hit) => (
                <button
                  key={hit.url}
                  type="button"
                  style={styles.thumb}
                  title={hit.title}
                  onClick={() => {
                    props.onTexture(layer.key, hit.url);
                  }}
                >
                  <img
                    src={hit.thumbUrl}
                    alt={hit.title}
                    style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </button>
              ))}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
