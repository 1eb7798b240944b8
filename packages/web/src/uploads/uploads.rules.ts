import { MATERIAL_MAX_BYTES, UPLOAD_EXTENSIONS, UPLOAD_TYPES } from '@adstudio/domain';
import type { CopyrightStatus } from '@adstudio/schema/client';
import { UPLOAD_STRINGS } from './uploads.strings';

/** What the info panel collects for one file (spec §3 uploaded material submission). */
export interface FileInfo {
  tags: string[];
  category: string;
  copyrightStatus: CopyrightStatus | null;
  copyrightName: string;
  copyrightUrl: string;
}

export const EMPTY_INFO: FileInfo = {
  tags: [],
  category: '',
  copyrightStatus: null,
  copyrightName: '',
  copyrightUrl: '',
};

/**
 * The browser-side pre-check of a chosen file (spec §5), with the server's wording. The server
 * checks the bytes again and is the authority.
 */
export function precheckFile(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    (UPLOAD_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext)));
  if (!typeOk) return UPLOAD_STRINGS.badType;
  if (file.size === 0) return UPLOAD_STRINGS.emptyFile;
  if (file.size > MATERIAL_MAX_BYTES) return UPLOAD_STRINGS.tooLarge;
  return null;
}

/** spec §5: a source link must be an http(s) URL with a host. */
export function isValidLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** spec §5: at least one tag, a type, a copyright status; status 1 needs a name or a link. */
export function isInfoComplete(info: FileInfo): boolean {
  if (info.tags.length === 0 || !info.category || info.copyrightStatus === null) return false;
  if (info.copyrightStatus === 'KNOWN_SOURCE') {
    const name = info.copyrightName.trim();
    const link = info.copyrightUrl.trim();
    if (!name && !link) return false;
    if (link && !isValidLink(link)) return false;
  }
  return true;
}

/** The submission of one file as `publishMaterials` / `resubmitMaterial` take it. */
export function toSubmission(fileId: string, info: FileInfo) {
  const known = info.copyrightStatus === 'KNOWN_SOURCE';
  return {
    fileId,
    tags: info.tags,
    category: info.category,
    copyrightStatus: info.copyrightStatus ?? 'ORIGINAL',
    ...(known && info.copyrightName.trim() ? { copyrightName: info.copyrightName.trim() } : {}),
    ...(known && info.copyrightUrl.trim() ? { copyrightUrl: info.copyrightUrl.trim() } : {}),
  };
}
