import {
  FONT_FAMILIES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type LabelLayer,
  type TextLayout,
} from '@adstudio/render';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';

const S = EDITOR_STRINGS.properties;
const HEX = /^#[0-9a-f]{6}$/iu;
// The schema's limit for strokeWidth (template.schema.ts).
const STROKE_MAX = 200;

interface TextPropertiesProps {
  layer: LabelLayer;
  /** The layout render computed for the layer as it stands (live while resizing). */
  layout: TextLayout | undefined;
  /** `fonts`: the change needs glyphs or a face that may not be loaded yet. */
  onPatch: (patch: Partial<LabelLayer>, fonts: boolean) => void;
}

const nearestWeight = (weights: readonly number[], weight: number) =>
  weights.reduce(
    (best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best),
    weights[0] ?? 400,
  );

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label style={styles.row}>
      <span style={styles.label}>{label}</span>
      <input
        type="color"
        aria-label={label}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <input
        style={styles.input}
        value={value}
        onChange={(e) => {
          if (e.target.value.trim()) onChange(e.target.value.trim());
        }}
      />
    </label>
  );
}

type Effect = NonNullable<LabelLayer['effects']>[number];
// A hard drop shadow, the usual 花字 layer under the strokes (render draws shadows first).
const DEFAULT_SHADOW: Effect = { type: 'shadow', color: 'rgba(0,0,0,0.35)', x: 0, y: 6, blur: 0 };

/** The label's effects with its first shadow recoloured, added (colour) or removed (null). */
export function withShadow(layer: Pick<LabelLayer, 'effects'>, color: string | null): Effect[] {
  const effects = layer.effects ?? [];
  const at = effects.findIndex((e) => e.type === 'shadow');
  if (color === null) return effects.filter((_, i) => i !== at);
  if (at < 0) return [{ ...DEFAULT_SHADOW, color }, ...effects];
  return effects.map((e, i) => (i === at ? { ...e, color } : e));
}

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}

// Out-of-range input is not committed; the field shows the document's value again.
function NumberField({ label, value, min, max, onChange }: NumberFieldProps) {
  return (
    <label style={styles.row}>
      <span style={styles.label}>{label}</span>
      <input
        style={styles.input}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (e.target.value !== '' && v >= min && v <= max) onChange(v);
        }}
      />
    </label>
  );
}

/** Font (licensed registry only), size, weight, colours, stroke, alignment and the fit policy of a label. */
export function TextProperties({ layer, layout, onPatch }: TextPropertiesProps) {
  const family = FONT_FAMILIES.find((f) => f.family === layer.fontFamily);
  const weights = family?.weights ?? [layer.fontWeight];
  const shadow = layer.effects?.find((e) => e.type === 'shadow');
  return (
    <div>
      <label style={styles.row}>
        <span style={styles.label}>{S.text}</span>
        {/* Committed on blur: one history entry per edit, and typing never waits for a font to load.
            The key remounts the field when the text changes elsewhere (undo, in-place edit). */}
        <textarea
          key={`${layer.key}\u0000${layer.text}`}
          style={{ ...styles.input, minHeight: 48 }}
          defaultValue={layer.text}
          onBlur={(e) => {
            if (e.target.value !== layer.text) onPatch({ text: e.target.value }, true);
          }}
        />
      </label>
      <label style={styles.row}>
        <span style={styles.label}>{S.fontFamily}</span>
        <select
          style={styles.input}
          value={layer.fontFamily}
          onChange={(e) => {
            const next = FONT_FAMILIES.find((f) => f.family === e.target.value);
            if (next)
              onPatch(
                {
                  fontFamily: next.family,
                  fontWeight: nearestWeight(next.weights, layer.fontWeight),
                },
                true,
              );
          }}
        >
          {FONT_FAMILIES.map((f) => (
            <option key={f.family} value={f.family}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <NumberField
        label={S.fontSize}
        value={layer.fontSize}
        min={FONT_SIZE_MIN}
        max={FONT_SIZE_MAX}
        onChange={(fontSize) => {
          onPatch({ fontSize }, false);
        }}
      />
      {layout && (
        <div style={{ ...styles.row, color: '#646a73' }}>{S.fittedSize(layout.fontSize)}</div>
      )}
      <label style={styles.row}>
        <span style={styles.label}>{S.fontWeight}</span>
        <select
          style={styles.input}
          value={layer.fontWeight}
          onChange={(e) => {
            onPatch({ fontWeight: Number(e.target.value) }, true);
          }}
        >
          {weights.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </select>
      </label>
      {typeof layer.fillColor === 'string' && (
        <ColourField
          label={S.fillColor}
          value={layer.fillColor}
          onChange={(fillColor) => {
            onPatch({ fillColor }, false);
          }}
        />
      )}
      <NumberField
        label={S.strokeWidth}
        value={layer.strokeWidth}
        min={0}
        max={STROKE_MAX}
        onChange={(strokeWidth) => {
          onPatch({ strokeWidth }, false);
        }}
      />
      <ColourField
        label={S.strokeColor}
        value={layer.strokeColor ?? '#000000'}
        onChange={(strokeColor) => {
          onPatch({ strokeColor }, false);
        }}
      />
      <label style={styles.row}>
        <input
          type="checkbox"
          checked={shadow !== undefined}
          onChange={(e) => {
            onPatch(
              { effects: withShadow(layer, e.target.checked ? DEFAULT_SHADOW.color : null) },
              false,
            );
          }}
        />
        {S.shadow}
      </label>
      {shadow && (
        <ColourField
          label={S.shadowColor}
          value={shadow.color}
          onChange={(color) => {
            onPatch({ effects: withShadow(layer, color) }, false);
          }}
        />
      )}
      <div style={styles.row} role="group" aria-label={S.textAlign}>
        <span style={styles.label}>{S.textAlign}</span>
        {(
          [
            ['left', S.alignLeft],
            ['center', S.alignCenter],
            ['right', S.alignRight],
          ] as const
        ).map(([align, label]) => (
          <button
            key={align}
            type="button"
            style={{
              ...styles.button,
              ...(layer.textAlign === align ? styles.layerRowSelected : {}),
            }}
            aria-pressed={layer.textAlign === align}
            onClick={() => {
              onPatch({ textAlign: align }, false);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <label style={styles.row}>
        <span style={styles.label}>{S.fitMode}</span>
        <select
          style={styles.input}
          value={layer.fit.mode}
          onChange={(e) => {
            const mode = FIT_MODES.find(([m]) => m === e.target.value)?.[0];
            if (mode) onPatch({ fit: { ...layer.fit, mode } }, false);
          }}
        >
          {FIT_MODES.map(([mode, label]) => (
            <option key={mode} value={mode}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const FIT_MODES = [
  ['shrink', S.fitShrink],
  ['ellipsis', S.fitEllipsis],
  ['clip', S.fitClip],
  ['grow', S.fitGrow],
] as const;
