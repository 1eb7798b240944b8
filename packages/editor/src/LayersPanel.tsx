import type { Layer, TemplateDoc } from '@adstudio/render';
import type { CSSProperties } from 'react';
import { allowed, isLocked, layersByZ, type EditorMode } from './doc-ops.js';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';
import { layerNames } from './layer-names.js';

const S = EDITOR_STRINGS.layers;

interface LayersPanelProps {
  doc: TemplateDoc;
  mode: EditorMode;
  selection: readonly string[];
  onSelect: (keys: readonly string[]) => void;
  onHidden: (key: string, hidden: boolean) => void;
  onLocked: (key: string, locked: boolean) => void;
  /** A phone shows the panel as a sheet under the canvas. */
  style?: CSSProperties;
}

const depth = (doc: TemplateDoc, layer: Layer) => {
  let n = 0;
  for (
    let l: Layer | undefined = layer;
    l?.parent !== undefined && n < 10;
    l = doc.renderConfig.materials[l.parent]
  )
    n += 1;
  return n;
};

/** Layers top first, by key: click selects, shift-click adds; visibility and (designers) lock. */
export function LayersPanel({
  doc,
  mode,
  selection,
  onSelect,
  onHidden,
  onLocked,
  style,
}: LayersPanelProps) {
  const layers = layersByZ(doc).reverse();
  const names = layerNames(doc);
  return (
    <aside style={{ ...styles.panel, ...style }} aria-label={S.title}>
      <div style={styles.panelTitle}>{S.title}</div>
      {layers.length === 0 && <div>{S.empty}</div>}
      <ul role="listbox" aria-multiselectable style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {layers.map((l) => {
          const selected = selection.includes(l.key);
          const locked = isLocked(l);
          return (
            <li
              key={l.key}
              role="option"
              aria-selected={selected}
              // The document's key, for tools and tests that find a layer by the spec's slot name.
              data-layer-key={l.key}
              style={{
                ...styles.layerRow,
                ...(selected ? styles.layerRowSelected : {}),
                paddingLeft: 4 + depth(doc, l) * 12,
              }}
              onClick={(e) => {
                if (e.shiftKey)
                  onSelect(selected ? selection.filter((k) => k !== l.key) : [...selection, l.key]);
                else onSelect([l.key]);
              }}
            >
              <span
                style={{
                  flex: 1,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  opacity: l.hidden ? 0.5 : 1,
                }}
                // The document's key is for designers (the spec's slot names), never the row's text.
                title={mode === 'designer' ? l.key : undefined}
              >
                {names.get(l.key) ?? l.key}
                {l.type === 'group' ? ` (${S.group})` : ''}
              </span>
              <button
                type="button"
                style={styles.iconButton}
                aria-pressed={l.hidden === true}
                // Hiding is deleting from the picture: not for a layer a user may not delete.
                disabled={!allowed(l, mode, 'delete')}
                onClick={(e) => {
                  e.stopPropagation();
                  onHidden(l.key, l.hidden !== true);
                }}
              >
                {l.hidden ? S.show : S.hide}
              </button>
              {mode === 'designer' ? (
                <button
                  type="button"
                  style={styles.iconButton}
                  aria-pressed={locked}
                  onClick={(e) => {
                    e.stopPropagation();
                    onLocked(l.key, !locked);
                  }}
                >
                  {locked ? S.unlock : S.lock}
                </button>
              ) : (
                // Users see the template's locks; only designers set them (QUICKCREATE §2).
                locked && (
                  <span style={styles.iconButton} title={S.lockedByTemplate}>
                    {S.locked}
                  </span>
                )
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
