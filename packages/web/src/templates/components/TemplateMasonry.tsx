import type { ReactNode } from 'react';
import { useState } from 'react';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { ImageViewer } from '../../materials/components/ImageViewer';
import { Masonry } from '../../shared/masonry/Masonry';
import type { TemplateActions } from '../hooks/useTemplateActions';
import { TemplateCard } from './TemplateCard';

interface TemplateMasonryProps {
  items: readonly TemplateCard_TemplateFragment[];
  actions: TemplateActions;
  extra?: (template: TemplateCard_TemplateFragment) => ReactNode;
  showStar?: boolean;
  /** The alternative layout (the viewer's preference): fewer, wider columns for banners. */
  wide?: boolean;
}

const COLUMNS = { minColumnWidth: 200, maxColumns: 5 };
const WIDE_COLUMNS = { minColumnWidth: 360, maxColumns: 3 };

/** Masonry of template cards laid out from each template's own size, with the large view. */
export function TemplateMasonry({
  items,
  actions,
  extra,
  showStar,
  wide = false,
}: TemplateMasonryProps) {
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  return (
    <>
      <Masonry
        items={items}
        {...(wide ? WIDE_COLUMNS : COLUMNS)}
        testId="template-masonry"
        renderItem={(template, place) => (
          <TemplateCard
            key={template.id}
            template={template}
            actions={actions}
            extra={extra?.(template)}
            showStar={showStar}
            onPreview={(url, name) => {
              setPreview({ url, name });
            }}
            style={place}
          />
        )}
      />
      <ImageViewer
        src={preview?.url ?? null}
        alt={preview?.name}
        onClose={() => {
          setPreview(null);
        }}
      />
    </>
  );
}
