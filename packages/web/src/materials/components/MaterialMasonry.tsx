import { useMemo, useState } from 'react';
import type { MaterialCard_MaterialFragment } from '@adstudio/schema/client';
import { Masonry } from '../../shared/masonry/Masonry';
import type { MaterialActions } from '../hooks/useMaterialActions';
import { MaterialCard } from './MaterialCard';

interface MaterialMasonryProps {
  items: readonly MaterialCard_MaterialFragment[];
  actions: MaterialActions;
  newTab?: boolean;
  // Render only the cards near the viewport (the theme page's 1000 images).
  virtual?: boolean;
  minColumnWidth?: number;
}

/** Masonry of material cards; a card whose image fails to load leaves the grid. */
export function MaterialMasonry({
  items,
  actions,
  newTab = false,
  virtual = false,
  minColumnWidth = 220,
}: MaterialMasonryProps) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => items.filter((item) => !broken.has(item.id)), [items, broken]);

  const hide = (id: string) => {
    setBroken((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  };

  return (
    <Masonry
      items={shown}
      virtual={virtual}
      minColumnWidth={minColumnWidth}
      testId="material-masonry"
      total={shown.length}
      renderItem={(material, place) => (
        <MaterialCard
          key={material.id}
          material={material}
          actions={actions}
          newTab={newTab}
          onBroken={hide}
          style={place}
        />
      )}
    />
  );
}
