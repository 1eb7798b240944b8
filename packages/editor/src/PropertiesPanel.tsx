import { type Layer, type TextLayout } from '@adstudio/render';
import type { ComponentProps, CSSProperties } from 'react';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';
import { ImageProperties } from './ImageProperties.js';
import { TextProperties } from './TextProperties.js';
import { DesignerPanels, type DesignerPanelsProps } from './panels/DesignerPanels.js';

const S = EDITOR_STRINGS.properties;

type ImageProps = Omit<ComponentProps<typeof ImageProperties>, 'layer'>;

interface PropertiesPanelProps extends ImageProps {
  selected: readonly Layer[];
  layout: TextLayout | undefined;
  onTextPatch: ComponentProps<typeof TextProperties>['onPatch'];
  /** Designer mode: the template's info with nothing selected, the slot of one selected layer. */
  designer?: Omit<DesignerPanelsProps, 'layer'>;
  /** A phone shows the panel as a sheet under the canvas. */
  style?: CSSProperties;
}

/** The selected layer's properties: text settings for a label, image tools for a sprite. */
export function PropertiesPanel({
  selected,
  layout,
  onTextPatch,
  designer,
  style,
  ...image
}: PropertiesPanelProps) {
  const [layer] = selected;
  return (
    <aside style={{ ...styles.panel, ...style }} aria-label={S.title}>
      <div style={styles.panelTitle}>{S.title}</div>
      {!layer && <div>{S.noSelection}</div>}
      {selected.length > 1 && <div>{S.multiple}</div>}
      {selected.length === 1 && layer?.type === 'label' && (
        <TextProperties layer={layer} layout={layout} onPatch={onTextPatch} />
      )}
      {selected.length === 1 && layer?.type === 'sprite' && (
        <ImageProperties layer={layer} {...image} />
      )}
      {designer && selected.length <= 1 && <DesignerPanels {...designer} layer={layer} />}
    </aside>
  );
}
