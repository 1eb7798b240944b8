// Masonry geometry, computed from each material's own width and height, so the grid is laid out
// before any image loads and a windowed grid knows where every card is without rendering it.

export interface Sized {
  width: number;
  height: number;
}

export interface MasonryBox {
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface MasonryLayout {
  boxes: MasonryBox[];
  height: number;
  columns: number;
}

export interface MasonryOptions {
  minColumnWidth?: number;
  gap?: number;
  maxColumns?: number;
}

// Very tall or very wide images would dominate a column or vanish into a strip.
const MIN_RATIO = 0.4;
const MAX_RATIO = 2.2;

/** Places each item in the currently shortest column (the usual masonry rule). */
export function layoutMasonry(
  items: readonly Sized[],
  containerWidth: number,
  { minColumnWidth = 220, gap = 12, maxColumns = 6 }: MasonryOptions = {},
): MasonryLayout {
  const width = Math.max(containerWidth, minColumnWidth);
  const columns = Math.max(
    1,
    Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))),
  );
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const heights = new Array<number>(columns).fill(0);
  const boxes = items.map((item, index): MasonryBox => {
    let column = 0;
    for (let c = 1; c < columns; c += 1) {
      if ((heights[c] ?? 0) < (heights[column] ?? 0)) column = c;
    }
    const ratio = item.width > 0 && item.height > 0 ? item.height / item.width : 1;
    const height = Math.round(columnWidth * Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio)));
    const top = heights[column] ?? 0;
    heights[column] = top + height + gap;
    return { index, top, left: column * (columnWidth + gap), width: columnWidth, height };
  });
  const height = Math.max(0, ...heights.map((h) => h - gap));
  return { boxes, height, columns };
}

/** The boxes that intersect [top, bottom] (container coordinates). */
export function visibleBoxes(
  boxes: readonly MasonryBox[],
  top: number,
  bottom: number,
): MasonryBox[] {
  return boxes.filter((box) => box.top + box.height >= top && box.top <= bottom);
}
