import {
  SLOT_FIELD_LABELS,
  TEXT_MAX_CHARS,
  type Layer,
  type Slot,
  type TemplateDoc,
} from '@adstudio/render';
import { styles } from '../editor.styles.js';
import { PANEL_STRINGS } from './panels.strings.js';
import { SelectRow } from './SelectRow.js';
import { defaultSlot, patchSlot, slotFieldsFor, without } from './slot-ops.js';

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
