import { Box } from '@chakra-ui/react';
import { useDeferredValue, useMemo, type CSSProperties, type ReactNode } from 'react';
import { layoutMasonry, visibleBoxes, type MasonryOptions, type Sized } from './masonryLayout';
import { useMeasuredElement } from './useMeasuredElement';
import { useViewportWindow } from './useViewportWindow';

// jsdom has no layout (every width is 0): lay out for a desktop window there.
const FALLBACK_WIDTH = 1200;

interface MasonryProps<T extends Sized> extends MasonryOptions {
  items: readonly T[];
  // Mount only the cards within about a screen of the viewport (the theme page's 1000 images).
  virtual?: boolean;
  /**
   * One card at its place. The place is an inline style, not style props: each card's position
   * is unique, and as style props every card would cost a generated CSS class and rule.
   */
  renderItem: (item: T, place: CSSProperties) => ReactNode;
  testId: string;
  total?: number;
}

/**
 * Cards positioned from each item's own width and height, laid out once the container's width is
 * known (before the first paint). The container keeps the full height, so a windowed grid's
 * scroll bar stays true.
 */
export function Masonry<T extends Sized>({
  items,
  virtual = false,
  renderItem,
  testId,
  total,
  minColumnWidth,
  gap,
  maxColumns,
}: MasonryProps<T>) {
  const { ref, element, width: measured } = useMeasuredElement<HTMLDivElement>();
  const layout = useMemo(
    () =>
      measured === null
        ? null
        : layoutMasonry(items, measured > 0 ? measured : FALLBACK_WIDTH, {
            minColumnWidth,
            gap,
            maxColumns,
          }),
    [items, measured, minColumnWidth, gap, maxColumns],
  );
  const view = useViewportWindow(virtual ? element : null);
  // The first layout is drawn in the commit that measured the width, which React renders in one
  // synchronous task: that render mounts only the cards a screen from the top can show, and the
  // rest follow in the deferred render, which React slices. The container already has its full
  // height, so nothing below it moves when they arrive.
  const drawn = useDeferredValue(layout);
  const boxes = !layout
    ? []
    : drawn === null
      ? visibleBoxes(layout.boxes, 0, window.screen.height)
      : virtual
        ? visibleBoxes(layout.boxes, view.top, view.bottom)
        : layout.boxes;

  return (
    <Box
      ref={ref}
      position="relative"
      w="full"
      style={{ height: layout?.height ?? 0 }}
      data-testid={testId}
      data-total={total}
    >
      {boxes.map((box) => {
        const item = items[box.index];
        return item
          ? renderItem(item, {
              position: 'absolute',
              top: box.top,
              left: box.left,
              width: box.width,
              height: box.height,
            })
          : null;
      })}
    </Box>
  );
}
