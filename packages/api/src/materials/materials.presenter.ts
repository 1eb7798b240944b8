import type { MaterialRow, TagRef } from './materials.repo.js';

/** 1 collected, 0 not, null when nobody is logged in (spec platform-core §3 isCollect). */
export type CollectState = 0 | 1 | null;

/** A material as lists and detail return it (spec platform-core §3; snake_case as the spec). */
export function presentMaterial(
  row: MaterialRow,
  tags: readonly TagRef[],
  isCollect: CollectState,
) {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    title: row.title,
    created_at: row.created_at.toISOString(),
    width: row.width,
    height: row.height,
    // The legacy pages read either pair; both are sent.
    size_width: row.width,
    size_height: row.height,
    file_size: row.file_size,
    format: row.format,
    copyright: row.copyright,
    category: row.category,
    download_count: row.download_count,
    tags: tags.map(({ id, name }) => ({ id, name })),
    isCollect,
  };
}

export function presentMaterialDetail(
  row: MaterialRow,
  tags: readonly TagRef[],
  isCollect: CollectState,
) {
  return { ...presentMaterial(row, tags, isCollect), reason: row.reason };
}
