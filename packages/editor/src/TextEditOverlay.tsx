import { canvasBox, type LabelLayer, type TextLayout } from '@adstudio/render';
import { EDITOR_STRINGS } from './editor.strings.js';

interface TextEditOverlayProps {
  layer: LabelLayer;
  layout: TextLayout | undefined;
  zoom: number;
  /** The new text, or null to keep the old one. */
  onDone: (text: string | null) => void;
}

/** A textarea over a label, in its box, font and rotation: double-click to edit in place. */
export function TextEditOverlay({ layer, layout, zoom, onDone }: TextEditOverlayProps) {
  const box = canvasBox(layer);
  const size = (layout?.fontSize ?? layer.fontSize * layer.scale) * zoom;
  return (
    <textarea
      aria-label={EDITOR_STRINGS.canvas.editTextLabel}
      autoFocus
      defaultValue={layer.text}
      style={{
        position: 'absolute',
        left: box.x * zoom,
        top: box.y * zoom,
        width: box.w * zoom,
        height: box.h * zoom,
        transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
        transformOrigin: `${layer.anchor[0] * 100}% ${layer.anchor[1] * 100}%`,
        font: `${layer.fontWeight} ${size}px "${layer.fontFamily}"`,
        lineHeight: layout ? `${layout.lineHeight * zoom}px` : undefined,
        textAlign: layer.textAlign,
        color: typeof layer.fillColor === 'string' ? layer.fillColor : '#000',
        background: 'rgba(255,255,255,0.85)',
        border: '1px dashed #ff3b8d',
        padding: 0,
        margin: 0,
        resize: 'none',
        overflow: 'hidden',
        outline: 'none',
        boxSizing: 'border-box',
      }}
      onBlur={(e) => {
        onDone(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        // The editor's shortcuts must not act on the canvas while typing.
        e.stopPropagation();
        if (e.key === 'Escape') onDone(null);
        else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onDone(e.currentTarget.value);
      }}
    />
  );
}
