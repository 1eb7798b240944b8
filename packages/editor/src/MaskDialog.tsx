// 修补抠图 (issue 32 item 4): paint on a cut-out's mask — 恢复 brings the photo back under the
// brush, 擦除 takes it away — with the brush's size and hardness. 保存 hands the mended PNG to
// the page, which stores it as a new upload of the user's; the original stays as it was.
import { useEffect, useRef, useState } from 'react';
import { EDITOR_STRINGS } from './editor.strings.js';
import { ImageToolDialog, viewScale } from './ImageToolDialog.js';
import { styles } from './editor.styles.js';
import {
  BRUSH_SIZE_MAX,
  BRUSH_SIZE_MIN,
  decodeCutout,
  encodeCutout,
  stroke,
  type BrushMode,
  type CutoutPixels,
} from './mask.js';

const S = EDITOR_STRINGS.image;
const CHECKER = 'repeating-conic-gradient(#d0d3d9 0% 25%, #fff 0% 50%) 50% / 16px 16px';

interface MaskDialogProps {
  /** The cut-out's fetchable URL. */
  url: string;
  onSave: (png: File) => Promise<void>;
  onClose: () => void;
}

export function MaskDialog({ url, onSave, onClose }: MaskDialogProps) {
  const [pixels, setPixels] = useState<CutoutPixels | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<BrushMode>('restore');
  const [size, setSize] = useState(24);
  const [hardness, setHardness] = useState(0.5);
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let live = true;
    fetch(url)
      .then(async (res) => decodeCutout(new Uint8Array(await res.arrayBuffer())))
      .then((px) => {
        if (live) setPixels(px);
      })
      .catch(() => {
        if (live) setProblem(S.mendNotPng);
      });
    return () => {
      live = false;
    };
  }, [url]);

  // The canvas shows the mask's pixels as they are (putImageData takes them unpremultiplied).
  const paint = (rect?: { x: number; y: number; w: number; h: number }) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !pixels) return;
    const image = new ImageData(pixels.rgba, pixels.width, pixels.height);
    if (rect) ctx.putImageData(image, 0, 0, rect.x, rect.y, rect.w, rect.h);
    else ctx.putImageData(image, 0, 0);
  };
  useEffect(paint);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const w = pixels?.width ?? 1;
    const h = pixels?.height ?? 1;
    return { x: ((e.clientX - r.left) / r.width) * w, y: ((e.clientY - r.top) / r.height) * h };
  };
  const brushTo = (point: { x: number; y: number }) => {
    if (!pixels) return;
    paint(stroke(pixels, last.current ?? point, point, { mode, size, hardness }));
    last.current = point;
  };

  // Fitted to the dialog, small cut-outs enlarged so a brush can be aimed.
  const k = pixels ? viewScale(pixels) : 1;
  return (
    <ImageToolDialog title={S.mendTitle} hint={problem ?? S.mendHint}>
      {!pixels && !problem && <div>{S.mendLoading}</div>}
      {pixels && (
        <canvas
          ref={canvas}
          aria-label={S.mendTitle}
          width={pixels.width}
          height={pixels.height}
          style={{
            width: pixels.width * k,
            height: pixels.height * k,
            background: CHECKER,
            cursor: 'crosshair',
            touchAction: 'none',
            display: 'block',
          }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            last.current = null;
            brushTo(at(e));
          }}
          onPointerMove={(e) => {
            if (last.current) brushTo(at(e));
          }}
          onPointerUp={() => {
            last.current = null;
          }}
        />
      )}
      <div style={{ ...styles.row, marginTop: 12, flexWrap: 'wrap' }}>
        {(['restore', 'erase'] as const).map((m) => (
          <label key={m} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
            <input
              type="radio"
              name="mend-mode"
              checked={mode === m}
              onChange={() => {
                setMode(m);
              }}
            />
            {m === 'restore' ? S.mendRestore : S.mendErase}
          </label>
        ))}
        <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          {S.mendSize}
          <input
            type="range"
            min={BRUSH_SIZE_MIN}
            max={BRUSH_SIZE_MAX}
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value));
            }}
          />
        </label>
        <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          {S.mendHardness}
          <input
            type="range"
            min={0}
            max={100}
            value={Math.round(hardness * 100)}
            onChange={(e) => {
              setHardness(Number(e.target.value) / 100);
            }}
          />
        </label>
      </div>
      <div style={{ ...styles.row, justifyContent: 'flex-end' }}>
        <button type="button" style={styles.button} onClick={onClose}>
          {S.mendCancel}
        </button>
        <button
          type="button"
          style={styles.primary}
          disabled={!pixels || saving}
          onClick={() => {
            if (!pixels) return;
            setSaving(true);
            const png = encodeCutout(pixels);
            void onSave(new File([png], 'mended-cutout.png', { type: 'image/png' })).finally(() => {
              setSaving(false);
            });
          }}
        >
          {S.mendApply}
        </button>
      </div>
    </ImageToolDialog>
  );
}
