import {
  CUTOUT_FIELDS,
  SLOT_ACCEPT_LABELS,
  SLOT_ACCEPTS_BY_FIELD,
  SLOT_CUTOUT_LABELS,
  SLOT_FIELD_LABELS,
  TEXT_MAX_CHARS,
  type SlotCutout,
  type Layer,
  type Slot,
  type TemplateDoc,
} from '@adstudio/render';
import { styles } from '../editor.styles.js';
import { PANEL_STRINGS } from './panels.strings.js';
import { SelectRow } from './SelectRow.js';
import { defaultFace, defaultSlot, patchSlot, slotFieldsFor, without } from './slot-ops.js';

const S = PANEL_STRINGS.slot;
const WHEN_EMPTY = ['collapse', 'hide', 'keep'] as const;
// The schema's limit on a slot index (template.schema.ts).
const INDEX_MAX = 50;
const FACINGS = [
  ['', S.facingAny],
  ['left', S.facingLeft],
  ['right', S.facingRight],
] as const;

interface SlotPropertiesProps {
  doc: TemplateDoc;
  layer: Layer;
  /** The layer's new slot; undefined unmarks it. */
  onSlot: (slot: Slot | undefined) => void;
}

/**
 * A designer marks a text or image layer as a slot (QUICKCREATE §2): what smart generation fills it
 * with (field and index), whether it is required, what happens when it stays empty, and for text
 * the maximum length and a sample, for a person or product the way it faces.
 */
export function SlotProperties({ doc, layer, onSlot }: SlotPropertiesProps) {
  const fields = slotFieldsFor(layer);
  if (fields.length === 0) return null;
  const slot = layer.slot;
  const patch = (p: Partial<Slot>) => {
    if (slot) onSlot(patchSlot(doc, layer, slot, p));
  };
  return (
    <section aria-label={S.title} style={{ borderTop: '1px solid #e5e6eb', paddingTop: 8 }}>
      <div style={styles.panelTitle}>{S.title}</div>
      <label style={styles.row}>
        <input
          type="checkbox"
          checked={slot !== undefined}
          onChange={(e) => {
            onSlot(e.target.checked ? defaultSlot(doc, layer) : undefined);
          }}
        />
        {S.mark}
      </label>
      {!slot && <div style={{ color: '#646a73', marginBottom: 8 }}>{S.hint}</div>}
      {slot && (
        <>
          <SelectRow
            label={S.field}
            value={slot.field}
            options={fields.map((f) => [f, SLOT_FIELD_LABELS[f]] as const)}
            onChange={(field) => {
              patch({ field });
            }}
          />
          <label style={styles.row}>
            <span style={styles.label}>{S.index}</span>
            <input
              style={styles.input}
              type="number"
              min={0}
              max={INDEX_MAX}
              value={slot.index}
              onChange={(e) => {
                const index = Number(e.target.value);
                if (Number.isInteger(index) && index >= 0 && index <= INDEX_MAX) patch({ index });
              }}
            />
          </label>
          <label style={styles.row}>
            <input
              type="checkbox"
              checked={slot.required}
              onChange={(e) => {
                patch({ required: e.target.checked });
              }}
            />
            {S.required}
          </label>
          <SelectRow
            label={S.whenEmpty}
            value={slot.whenEmpty}
            options={WHEN_EMPTY.map((w) => [w, PANEL_STRINGS.whenEmpty[w]] as const)}
            onChange={(whenEmpty) => {
              patch({ whenEmpty });
            }}
          />
          {layer.type === 'label' && (
            <>
              <label style={styles.row}>
                <span style={styles.label}>{S.maxChars}</span>
                <input
                  style={styles.input}
                  type="number"
                  min={1}
                  max={TEXT_MAX_CHARS}
                  value={slot.maxChars ?? ''}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    if (e.target.value === '') {
                      onSlot(without(slot, 'maxChars'));
                    } else if (Number.isInteger(n) && n >= 1 && n <= TEXT_MAX_CHARS)
                      patch({ maxChars: n });
                  }}
                />
              </label>
              <label style={styles.row}>
                <span style={styles.label}>{S.sample}</span>
                {/* Committed on blur, one history entry per edit (as the text field). */}
                <input
                  key={`${layer.key}\u0000${slot.sample ?? ''}`}
                  style={styles.input}
                  maxLength={TEXT_MAX_CHARS}
                  defaultValue={slot.sample ?? ''}
                  onBlur={(e) => {
                    const sample = e.target.value.trim();
                    if (sample === (slot.sample ?? '')) return;
                    if (sample) patch({ sample });
                    else onSlot(without(slot, 'sample'));
                  }}
                />
              </label>
            </>
          )}
          {layer.type === 'sprite' && (
            <ImageSlotOptions slot={slot} onSlot={onSlot} onFace={() => defaultFace(doc, layer)} />
          )}
          {(slot.field === 'role' || slot.field === 'product') && (
            <SelectRow
              label={S.facing}
              value={slot.facing ?? ''}
              options={FACINGS}
              onChange={(v) => {
                const rest = without(slot, 'facing');
                onSlot(v === '' ? rest : { ...rest, facing: v });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

const CUTOUTS: ReadonlyArray<readonly [SlotCutout | '', string]> = [
  ['', S.cutoutNone],
  ...Object.entries(SLOT_CUTOUT_LABELS).map(([v, text]) => [v as SlotCutout, text] as const),
];
const FACE_LIMIT = 8000;

/**
 * An image slot's demands on its picture (issue 32 item 6): the kinds it accepts, whether it must
 * be a cut-out, and for a person the face target that placement scales and aligns the face to.
 * The lint (render's slot.rules.ts) holds every save to the same closed lists.
 */
function ImageSlotOptions({
  slot,
  onSlot,
  onFace,
}: {
  slot: Slot;
  onSlot: (slot: Slot) => void;
  onFace: () => NonNullable<Slot['face']>;
}) {
  const kinds = SLOT_ACCEPTS_BY_FIELD[slot.field] ?? [];
  const accepts = slot.accepts ?? [];
  const face = slot.face;
  const faceNumber = (label: string, value: number, set: (n: number) => Slot['face']) => (
    <label style={styles.row}>
      <span style={styles.label}>{label}</span>
      <input
        style={styles.input}
        type="number"
        min={-FACE_LIMIT}
        max={FACE_LIMIT}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n) && Math.abs(n) <= FACE_LIMIT)
            onSlot({ ...slot, face: set(n) });
        }}
      />
    </label>
  );
  return (
    <>
      {kinds.length > 0 && (
        <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
          <legend style={{ color: '#646a73', marginBottom: 4 }}>{S.accepts}</legend>
          {kinds.map((kind) => (
            <label key={kind} style={{ ...styles.row, display: 'inline-flex', marginRight: 8 }}>
              <input
                type="checkbox"
                checked={accepts.includes(kind)}
                onChange={(e) => {
                  const next = e.target.checked
                    ? [...accepts, kind]
                    : accepts.filter((k) => k !== kind);
                  onSlot(next.length > 0 ? { ...slot, accepts: next } : without(slot, 'accepts'));
                }}
              />
              {SLOT_ACCEPT_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
      {CUTOUT_FIELDS.includes(slot.field) && (
        <SelectRow
          label={S.cutout}
          value={slot.cutout ?? ''}
          options={CUTOUTS}
          onChange={(v) => {
            const rest = without(slot, 'cutout');
            onSlot(v === '' ? rest : { ...rest, cutout: v });
          }}
        />
      )}
      {slot.field === 'role' && (
        <>
          <label style={styles.row}>
            <input
              type="checkbox"
              checked={face !== undefined}
              onChange={(e) => {
                onSlot(e.target.checked ? { ...slot, face: onFace() } : without(slot, 'face'));
              }}
            />
            {S.face}
          </label>
          {face && (
            <>
              {faceNumber(S.faceWidth, face.targetWidth, (n) => ({
                ...face,
                targetWidth: Math.max(1, n),
              }))}
              {faceNumber(S.faceX, face.center[0], (n) => ({
                ...face,
                center: [n, face.center[1]],
              }))}
              {faceNumber(S.faceY, face.center[1], (n) => ({
                ...face,
                center: [face.center[0], n],
              }))}
              {faceNumber(S.yawShift, face.yawShift, (n) => ({ ...face, yawShift: n }))}
            </>
          )}
        </>
      )}
    </>
  );
}
