import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { ImageViewer } from '../../materials/components/ImageViewer';
import { layoutMasonry } from '../../materials/hooks/masonryLayout';
import { useElementWidth } from '../../materials/hooks/useElementWidth';
import type { TemplateActions } from '../hooks/useTemplateActions';
import { TemplateCard } from './TemplateCard';

// Before the first measurement (and in jsdom) lay out for a desktop width.
const FALLBACK_WIDTH = 1000;

interface TemplateMasonryProps {
  items: readonly TemplateCard_TemplateFragment[];
  actions: TemplateActions;
  extra?: (template: TemplateCard_TemplateFragment) => ReactNode;
  showStar?: boolean;
}

/** Masonry of template cards laid out from each template's own size, with the large view. */
export function TemplateMasonry({ items, actions, extra, showStar }: TemplateMasonryProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const measured = useElementWidth(element);
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const layout = useMemo(
    () => layoutMasonry(items, width, { minColumnWidth: 200, maxColumns: 5 }),
    [items, width],
  );
  return (
    <>
      <Box
        ref={setElement}
        position="relative"
        w="full"
        h={`${layout.height}px`}
        data-testid="template-masonry"
      >
        {layout.boxes.map((box) => {
          const template = items[box.index];
          if (!template) return null;
          return (
            <TemplateCard
              key={template.id}
              template={template}
              actions={actions}
              extra={extra?.(template)}
              showStar={showStar}
              onPreview={(url, name) => {
                setPreview({ url, name });
              }}
              position="absolute"
              top={`${box.top}px`}
              left={`${box.left}px`}
              w={`${box.width}px`}
              h={`${box.height}px`}
            />
          );
        })}
      </Box>
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
