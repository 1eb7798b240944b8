import { CATEGORY_OFFICIAL } from '@adstudio/domain';
import { createBlankDoc } from '@adstudio/editor';
import type { TemplateDoc } from '@adstudio/render';
import { DEFAULT_BLANK_SIZE, type CanvasSize } from './editor.params';

// A blank canvas (tempNew=true: a designer's new template, or a user's 新建空白设计) starts white, in
// the size the link names (the designer's choice, the user's preference), else a 750x1334 poster,
// the spec's default size for staff (create-and-write §3).
export const blankDoc = (size: CanvasSize = DEFAULT_BLANK_SIZE): TemplateDoc =>
  createBlankDoc(size);

const MATERIAL = /^material:(\d{1,10})$/;
const ASSET = /^asset:\/\/(.+)$/;

/** Library materials the document refers to by id (material:<id>); the page looks up their URLs. */
export function materialIdsOf(doc: TemplateDoc): string[] {
  const ids = Object.values(doc.renderConfig.materials).flatMap((l) => {
    const id = l.type === 'sprite' ? MATERIAL.exec(l.texture)?.[1] : undefined;
    return id ? [id] : [];
  });
  return [...new Set(ids)];
}

/**
 * Where the browser loads a texture: the library's art from the api's assets route, a library
 * material from its looked-up URL; uploads and library photos are URLs already.
 */
export function textureUrl(texture: string, materialUrls: ReadonlyMap<string, string>): string {
  const asset = ASSET.exec(texture)?.[1];
  if (asset) return `/api/v1/files/template-assets/${asset}`;
  const material = MATERIAL.exec(texture)?.[1];
  if (material) return materialUrls.get(material) ?? '';
  return texture;
}

/** GraphQL's category of the document (its meta.category). */
export const categoryOf = (doc: TemplateDoc): 'OFFICIAL' | 'POSTER' =>
  doc.meta.category === CATEGORY_OFFICIAL ? 'OFFICIAL' : 'POSTER';

/** The document's tag ids, for submitTemplate. */
export const tagIdsOf = (doc: TemplateDoc): string[] => [
  ...new Set(Object.values(doc.meta.tags).flat().map(String)),
];
