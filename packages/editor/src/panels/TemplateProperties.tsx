import { CATEGORY_OFFICIAL, CATEGORY_POSTER } from '@adstudio/domain';
import type { TemplateDoc } from '@adstudio/render';
import { styles } from '../editor.styles.js';
import { PANEL_STRINGS } from './panels.strings.js';
import { SelectRow } from './SelectRow.js';
import { setCategory, slotCount, toggleTag } from './slot-ops.js';

const S = PANEL_STRINGS.template;
const CATEGORIES = [
  [CATEGORY_OFFICIAL, S.categoryOfficial],
  [CATEGORY_POSTER, S.categoryPoster],
] as const;

/** A tag class the host page loaded (行业, 投放渠道, 设计风格 …) with its tags. */
export interface TagClassOption {
  id: number;
  name: string;
  tags: ReadonlyArray<{ id: number; name: string }>;
}

interface TemplatePropertiesProps {
  doc: TemplateDoc;
  tagClasses: readonly TagClassOption[];
  /** The template's name as it will be submitted; omitted when the page has none to edit. */
  name?: string;
  onName?: (name: string) => void;
  onEdit: (fn: (d: TemplateDoc) => TemplateDoc) => void;
}

/**
 * What a designer's template is (nothing selected): its name, category and tags. The tags decide
 * where the template centre files it and which scenarios smart generation matches it to.
 */
export function TemplateProperties({
  doc,
  tagClasses,
  name,
  onName,
  onEdit,
}: TemplatePropertiesProps) {
  const chosen = new Set(Object.values(doc.meta.tags).flat());
  return (
    <section aria-label={S.title}>
      <div style={styles.panelTitle}>{S.title}</div>
      {onName && (
        <label style={styles.row}>
          <span style={styles.label}>{S.name}</span>
          <input
            style={styles.input}
            maxLength={64}
            value={name ?? ''}
            onChange={(e) => {
              onName(e.target.value);
            }}
          />
        </label>
      )}
      <SelectRow
        label={S.category}
        value={doc.meta.category}
        options={CATEGORIES}
        onChange={(category) => {
          onEdit((d) => setCategory(d, category));
        }}
      />
      <div style={{ ...styles.row, color: '#646a73' }}>{S.slots(slotCount(doc))}</div>
      {tagClasses.length > 0 && <div style={{ margin: '8px 0 4px' }}>{S.tags}</div>}
      {tagClasses.map((c) => (
        <fieldset
          key={c.id}
          style={{ border: '1px solid #e5e6eb', borderRadius: 4, margin: '0 0 8px', padding: 6 }}
        >
          <legend style={{ color: '#646a73', padding: '0 4px' }}>{c.name}</legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 8px' }}>
            {c.tags.map((t) => (
              <label key={t.id} style={{ whiteSpace: 'nowrap' }}>
                <input
                  type="checkbox"
                  aria-label={`${c.name} ${t.name}`}
                  checked={chosen.has(t.id)}
                  onChange={(e) => {
                    const on = e.target.checked;
                    onEdit((d) => toggleTag(d, c.id, t.id, on));
                  }}
                />
                {t.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
