import { PATHS } from '../shared/paths';
import type { UserInfo } from '../accounts/session';

/**
 * create-and-write §6: the editor opens in a new tab with userType (designer or user),
 * tempNew=false, tempId, user_id and token.
 */
export function editorHref(
  tempId: string,
  user: UserInfo | null,
  token: string | null,
  { filled = false }: { filled?: boolean } = {},
): string {
  const query = new URLSearchParams({
    userType: user?.role === 'DESIGNER' ? 'designer' : 'user',
    tempNew: 'false',
    tempId,
    user_id: user?.id ?? '',
    token: token ?? '',
  });
  // A smart result's filled design, just saved as the draft (readEditorParams: filled).
  if (filled) query.set('filled', 'true');
  return `${PATHS.editorPage}?${query.toString()}`;
}

/** A designer's blank canvas of one of the six sizes in the editor (userType designer, tempNew). */
export function newTemplateHref(
  size: { width: number; height: number },
  user: UserInfo | null,
  token: string | null,
): string {
  const query = new URLSearchParams({
    userType: 'designer',
    tempNew: 'true',
    width: String(size.width),
    height: String(size.height),
    user_id: user?.id ?? '',
    token: token ?? '',
  });
  return `${PATHS.editorPage}?${query.toString()}`;
}

/** Today as YYYY-MM-DD in the browser's time zone (the history range ends today). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
