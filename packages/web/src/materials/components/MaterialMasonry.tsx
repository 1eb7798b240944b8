import { Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { MaterialCard_MaterialFragment } from '@adstudio/schema/client';
import { layoutMasonry, visibleBoxes } from '../hooks/masonryLayout';
import type { MaterialActions } from '../hooks/useMaterialActions';
import { useElementWidth } from '../hooks/useElementWidth';
import { useViewportWindow } from '../hooks/useViewportWindow';
import { MaterialCard } from './MaterialCard';

// Before the first measurement (and in jsdom, which has no layout) lay out for a desktop width.
const FALLBACK_WIDTH = 1200;

interface MaterialMasonryProps {
  items: readonly MaterialCard_MaterialFragment[];
  actions: MaterialActions;
  newTab?: boolean;
  // Render only the cards near the viewport (the theme page's 1000 images).
  virtual?: boolean;
  minColumnWidth?: number;
}

/**
 * Masonry of material cards, positioned from each material's width and height. With `virtual`
 * only the cards within about a screen of the viewport are mounted; the container keeps the full
 * height so the scroll bar stays true.
 */
export function MaterialMasonry({
  items,
  actions,
  newTab = false,
  virtual = false,
  minColumnWidth = 220,
}: MaterialMasonryProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const measured = useElementWidth(element);
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const shown = useMemo(() => items.filter((item) => !broken.has(item.id)), [items, broken]);
  const layout = useMemo(
    () => layoutMasonry(shown, width, { minColumnWidth }),
    [shown, width, minColumnWidth],
  );
  const view = useViewportWindow(virtual ? element : null);
  const boxes = virtual ? visibleBoxes(layout.boxes, view.top, view.bottom) : layout.boxes;

  const hide = (id: string) => {
    setBroken((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  };

  return (
    <Box
      ref={setElement}
      position="relative"
      w="full"
      h={`${layout.height}px`}
      data-testid="material-masonry"
      data-total={shown.length}
    >
      {boxes.map((box) => {
        const material = shown[box.index];
        if (!material) return null;
        return (
          <MaterialCard
            key={material.id}
            material={material}
            actions={actions}
            newTab={newTab}
            onBroken={hide}
            position="absolute"
            top={`${box.top}px`}
            left={`${box.left}px`}
            w={`${box.width}px`}
            h={`${box.height}px`}
          />
        );
      })}
    </Box>
  );
}
