import { useState } from 'react';
import type { ReactNode } from 'react';
import { ImageViewer } from '../components/ImageViewer';
import { useDownloadMaterial } from './useDownloadMaterial';
import { useToggleCollect } from '../../collections/hooks/useToggleCollect';

export interface MaterialActions {
  toggleFavorite: (material: { id: string; isCollected: boolean }) => void;
  download: (id: string) => void;
  downloadingId: string | null;
  preview: (src: string, alt: string) => void;
}

/** Favourite, download and preview for a page's cards, plus the one viewer they share. */
export function useMaterialActions(): { actions: MaterialActions; viewer: ReactNode } {
  const { toggle } = useToggleCollect('material');
  const { download, downloadingId } = useDownloadMaterial();
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const actions: MaterialActions = {
    toggleFavorite: (material) => {
      void toggle(material);
    },
    download: (id) => {
      void download(id);
    },
    downloadingId,
    preview: (src, alt) => {
      setPreview({ src, alt });
    },
  };
  const viewer = (
    <ImageViewer
      src={preview?.src ?? null}
      alt={preview?.alt ?? ''}
      onClose={() => {
        setPreview(null);
      }}
    />
  );
  return { actions, viewer };
}
