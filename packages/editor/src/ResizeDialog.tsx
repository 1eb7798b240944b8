// 调整尺寸 (issue 32 item 1): the design in other canvas sizes. The user picks sizes, reads each
// size's fit report (what moved, shrank, re-wrapped or was hidden, and text that no longer fits)
// and only then accepts; the host page computes the reports and opens each accepted size as a new
// design. No data or navigation here, as everywhere in the editor.
import { CANVAS_SIZES } from '@adstudio/domain';
import type { TemplateDoc } from '@adstudio/render';
import { useState, type CSSProperties } from 'react';
import { styles } from './editor.styles.js';
import { layerNames } from './layer-names.js';

export interface CanvasSize {
  width: number;
  height: number;
}

/** One size's fit report, as the page hands it over. */
export interface ResizePreview extends CanvasSize {
  summary: string;
  /** One sentence a changed layer, e.g. 二维码：位置已调整、已缩小. */
  layers: readonly { label: string; message: string }[];
  /** Text that no longer fits at its minimum size. */
  overflows: readonly { message: string }[];
  /** What the lint finds in the new size; empty when it passes. */
  lint: readonly { message: string }[];
}

export interface ResizeHandlers {
  /** The reports of the sizes; nothing is saved. */
  onPreview: (doc: TemplateDoc, sizes: readonly CanvasSize[]) => Promise<readonly ResizePreview[]>;
  /** Saves each size as a new design and opens it; called inside the click, so it may open tabs. */
  onAccept: (doc: TemplateDoc, sizes: readonly CanvasSize[]) => Promise<void>;
}

export const RESIZE_STRINGS = {
  action: '调整尺寸',
  title: '调整尺寸',
  pick: '选择要生成的尺寸（每个尺寸会成为一个新作品，当前作品不变）',
  none: '请至少选择一个尺寸',
  preview: '查看适配报告',
  previewing: '正在调整…',
  previewFailed: '调整失败，请重试',
  accept: (n: number) => `接受并打开 ${n} 个新作品`,
  accepting: '正在保存…',
  acceptFailed: '保存失败，请重试',
  accepted: (n: number) => `已在新标签页打开 ${n} 个新作品`,
  close: '关闭',
  back: '重新选择',
  unchanged: '所有图层按比例缩放，位置不变',
  overflowTitle: '放不下的文字',
  lintTitle: '检查未通过',
  layersTitle: '图层变化',
  current: '当前尺寸',
  size: (s: CanvasSize) => `${s.width}×${s.height}`,
} as const;
const S = RESIZE_STRINGS;

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.35)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1000,
};
const panel: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: 16,
  width: 'min(720px, 94vw)',
  maxHeight: '86vh',
  overflowY: 'auto',
  boxSizing: 'border-box',
};
const card: CSSProperties = {
  border: '1px solid #e5e6eb',
  borderRadius: 6,
  padding: 10,
  marginTop: 10,
};
const warn: CSSProperties = { color: '#c05621' };
const bad: CSSProperties = { color: '#c53030' };

// The page may hand over the server's Chinese message; anything else shows the dialog's own words.
const messageOf = (e: unknown) => (e instanceof Error ? e.message : '');

type Phase =
  | { step: 'pick' }
  | { step: 'previewing' }
  | { step: 'report'; reports: readonly ResizePreview[] }
  | { step: 'accepting'; reports: readonly ResizePreview[] }
  | { step: 'done'; count: number };

/**
 * A changed layer's line with the name the layers panel gives it: the report names a layer that is
 * not a slot by its document key (background：已拉伸铺满), which people do not read.
 */
function layerLine(line: ResizePreview['layers'][number], names: ReadonlyMap<string, string>) {
  const name = names.get(line.label);
  const prefix = `${line.label}：`;
  return name && line.message.startsWith(prefix)
    ? `${name}：${line.message.slice(prefix.length)}`
    : line.message;
}

function Report({ r, names }: { r: ResizePreview; names: ReadonlyMap<string, string> }) {
  const heading = `resize-${r.width}x${r.height}`;
  return (
    <section style={card} aria-labelledby={heading}>
      <h3 id={heading} style={{ margin: '0 0 4px', fontSize: 14 }}>
        {S.size(r)}
      </h3>
      <p style={{ margin: '0 0 6px' }}>{r.summary}</p>
      {r.overflows.length > 0 && (
        <div style={warn}>
          <strong>{S.overflowTitle}</strong>
          <ul style={{ margin: '2px 0 6px', paddingLeft: 18 }}>
            {r.overflows.map((o) => (
              <li key={o.message}>{o.message}</li>
            ))}
          </ul>
        </div>
      )}
      {r.lint.length > 0 && (
        <div style={bad}>
          <strong>{S.lintTitle}</strong>
          <ul style={{ margin: '2px 0 6px', paddingLeft: 18 }}>
            {r.lint.map((i) => (
              <li key={i.message}>{i.message}</li>
            ))}
          </ul>
        </div>
      )}
      <details>
        <summary>
          {S.layersTitle}（{r.layers.length}）
        </summary>
        {r.layers.length === 0 ? (
          <p>{S.unchanged}</p>
        ) : (
          <ul style={{ margin: '2px 0', paddingLeft: 18 }}>
            {r.layers.map((l) => (
              <li key={l.message}>{layerLine(l, names)}</li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}

/** The 调整尺寸 button and its dialog. */
export function ResizeAction({
  doc,
  handlers,
  disabled = false,
}: {
  doc: TemplateDoc;
  handlers: ResizeHandlers;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const [error, setError] = useState('');
  const own = `${doc.renderConfig.width_g}x${doc.renderConfig.height_g}`;
  const names = layerNames(doc);
  const sizes = CANVAS_SIZES.filter((s) => chosen.includes(`${s.width}x${s.height}`)).map(
    ({ width, height }) => ({ width, height }),
  );

  const close = () => {
    setOpen(false);
    setPhase({ step: 'pick' });
    setError('');
  };
  const preview = async () => {
    setError('');
    setPhase({ step: 'previewing' });
    try {
      setPhase({ step: 'report', reports: await handlers.onPreview(doc, sizes) });
    } catch (e) {
      setPhase({ step: 'pick' });
      setError(messageOf(e) || S.previewFailed);
    }
  };
  const accept = async (reports: readonly ResizePreview[]) => {
    setError('');
    setPhase({ step: 'accepting', reports });
    try {
      await handlers.onAccept(
        doc,
        reports.map(({ width, height }) => ({ width, height })),
      );
      setPhase({ step: 'done', count: reports.length });
    } catch (e) {
      setPhase({ step: 'report', reports });
      setError(messageOf(e) || S.acceptFailed);
    }
  };

  return (
    <>
      <button
        type="button"
        style={styles.button}
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
      >
        {S.action}
      </button>
      {open && (
        <div style={overlay}>
          <div role="dialog" aria-modal="true" aria-label={S.title} style={panel}>
            <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{S.title}</h2>
            {(phase.step === 'pick' || phase.step === 'previewing') && (
              <>
                <p style={{ margin: '0 0 8px' }}>{S.pick}</p>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                  {CANVAS_SIZES.map((s) => {
                    const key = `${s.width}x${s.height}`;
                    return (
                      <label key={key} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                        <input
                          type="checkbox"
                          disabled={key === own || phase.step === 'previewing'}
                          checked={chosen.includes(key)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setChosen((c) => (on ? [...c, key] : c.filter((x) => x !== key)));
                          }}
                        />
                        {S.size(s)}
                        {key === own && `（${S.current}）`}
                      </label>
                    );
                  })}
                </div>
                {sizes.length === 0 && <p style={{ color: '#646a73' }}>{S.none}</p>}
              </>
            )}
            {(phase.step === 'report' || phase.step === 'accepting') &&
              phase.reports.map((r) => (
                <Report key={`${r.width}x${r.height}`} r={r} names={names} />
              ))}
            {phase.step === 'done' && <p role="status">{S.accepted(phase.count)}</p>}
            {error && (
              <p role="alert" style={bad}>
                {error}
              </p>
            )}
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
              {(phase.step === 'report' || phase.step === 'accepting') && (
                <button
                  type="button"
                  style={styles.button}
                  disabled={phase.step === 'accepting'}
                  onClick={() => {
                    setPhase({ step: 'pick' });
                  }}
                >
                  {S.back}
                </button>
              )}
              <button type="button" style={styles.button} onClick={close}>
                {S.close}
              </button>
              {(phase.step === 'pick' || phase.step === 'previewing') && (
                <button
                  type="button"
                  style={styles.primary}
                  disabled={sizes.length === 0 || phase.step === 'previewing'}
                  onClick={() => void preview()}
                >
                  {phase.step === 'previewing' ? S.previewing : S.preview}
                </button>
              )}
              {(phase.step === 'report' || phase.step === 'accepting') && (
                <button
                  type="button"
                  style={styles.primary}
                  disabled={phase.step === 'accepting'}
                  onClick={() => void accept(phase.reports)}
                >
                  {phase.step === 'accepting' ? S.accepting : S.accept(phase.reports.length)}
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
