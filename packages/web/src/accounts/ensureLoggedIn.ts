import { STRINGS } from '../shared/strings';
import { notify } from '../shared/toaster';
import { openLogin } from './loginPrompt';
import { getToken } from './session';

/**
 * For guest actions that need login (favourite, download — spec platform-core §5/§8): true when a
 * token is stored; otherwise says 请先登录！, opens the login dialog and returns false.
 */
export function ensureLoggedIn(): boolean {
  if (getToken()) return true;
  notify({ type: 'warning', title: STRINGS.pleaseLogin });
  openLogin();
  return false;
}
