import { CALENDAR_OFFSET_MS } from '@adstudio/domain';
import type { MouseEvent } from 'react';
import { openLogin } from '../accounts/loginPrompt';
import { PATHS } from '../shared/paths';
import type { UserInfo } from '../accounts/session';
import type { EditorUserType } from '../editor/editor.params';

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

/** An editor link's click: a guest is asked to log in instead of opening an editor tab. */
export const loginFirst = (token: string | null) => (e: MouseEvent) => {
  if (token) return;
  e.preventDefault();
  openLogin();
};

/**
 * A blank canvas of one of the six sizes in the editor (tempNew=true): a designer's new template,
 * or with userType user anyone's new design (新建空白设计, issue 30 item 7).
 */
export function newTemplateHref(
  size: { width: number; height: number } | null,
  user: UserInfo | null,
  token: string | null,
  userType: EditorUserType = 'designer',
): string {
  const query = new URLSearchParams({
    userType,
    tempNew: 'true',
    // No size: the editor's default canvas.
    ...(size && { width: String(size.width), height: String(size.height) }),
    user_id: user?.id ?? '',
    token: token ?? '',
  });
  return `${PATHS.editorPage}?${query.toString()}`;
}

// The api reads the history range's days in the users' calendar wherever it runs (domain's
// CALENDAR_OFFSET); a browser elsewhere must end the range on the same day, or a record made after
// 16:00 UTC falls outside "today".

/** Today as YYYY-MM-DD in the users' calendar (China Standard Time): the history range ends today. */
export function today(now: Date = new Date()): string {
  return new Date(now.getTime() + CALENDAR_OFFSET_MS).toISOString().slice(0, 10);
}
