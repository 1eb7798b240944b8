// The spec's upload rule (create-and-write §5), checked before the file leaves the browser; the api
// checks again.
import { UPLOAD_TYPES, USER_IMAGE_MAX_BYTES } from '@adstudio/domain';
import { EDITOR_STRINGS } from './editor.strings.js';

/** The Chinese refusal for a file the upload would reject, or null when it may be sent. */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return EDITOR_STRINGS.image.emptyFile;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return EDITOR_STRINGS.image.badType;
  if (file.size > USER_IMAGE_MAX_BYTES) return EDITOR_STRINGS.image.tooLarge;
  return null;
}
