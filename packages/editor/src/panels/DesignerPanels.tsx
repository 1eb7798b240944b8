import type { Layer, Slot, TemplateDoc } from '@adstudio/render';
import { withSlot } from './slot-ops.js';
import { SlotProperties } from './SlotProperties.js';
import { TemplateProperties, type TagClassOption } from './TemplateProperties.js';

export interface DesignerPanelsProps {
  doc: TemplateDoc;
  /** The one selected layer; none: the template's own properties. */
  layer: Layer | undefined;
  tagClasses: readonly TagClassOption[];
  name?: string;
  onName?: (name: string) => void;
  onEdit: (fn: (d: TemplateDoc) => TemplateDoc) => void;
}

/** What only a designer edits: a layer's slot, or with nothing selected the template's info. */
export function DesignerPanels({ doc, layer, onEdit, ...info }: DesignerPanelsProps) {
  if (!layer) return <TemplateProperties doc={doc} onEdit={onEdit} {...info} />;
  const key = layer.key;
  const onSlot = (slot: Slot | undefined) => {
    onEdit((d) => withSlot(d, key, slot));
  };
  return <SlotProperties doc={doc} layer={layer} onSlot={onSlot} />;
}
