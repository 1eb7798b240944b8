// The spec's upload rule (create-and-write §5), checked before the file leaves the browser; the api
// checks again.
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './editor.constants.js';
import { EDITOR_STRINGS } from './editor.strings.js';

/** The Chinese refusal for a file the upload would reject, or null when it may be sent. */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return EDITOR_STRINGS.image.emptyFile;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return EDITOR_STRINGS.image.badType;
  if (file.size > UPLOAD_MAX_BYTES) return EDITOR_STRINGS.image.tooLarge;
  return null;
}
