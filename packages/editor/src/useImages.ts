// Decodes the sprites' images with <img> elements (no fetch in the editor): render's drawTemplate
// takes any image with a width and height, and a missing or broken one simply draws nothing.
import type { TemplateDoc } from '@adstudio/render';
import { useEffect, useMemo, useRef, useState } from 'react';

/** Loaded images by texture; a new Map whenever one more finishes loading. */
export function useImages(
  doc: TemplateDoc,
  resolveUrl: (texture: string) => string,
): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const requested = useRef(new Set<string>());
  const textures = useMemo(() => {
    const set = new Set<string>();
    for (const l of Object.values(doc.renderConfig.materials))
      if (l.type === 'sprite' && l.texture) set.add(l.texture);
    return [...set].sort().join('\n');
  }, [doc]);

  useEffect(() => {
    for (const texture of textures.split('\n')) {
      if (!texture || requested.current.has(texture)) continue;
      requested.current.add(texture);
      const img = new Image();
      img.decoding = 'async';
      img.onload = () => {
        setImages((prev) => new Map(prev).set(texture, img));
      };
      img.src = resolveUrl(texture);
    }
  }, [textures, resolveUrl]);

  return images;
}
