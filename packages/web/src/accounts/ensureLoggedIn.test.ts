import { describe, expect, it } from 'vitest';
import { buildUserInfo } from '../test/fixtures';
import { ensureLoggedIn } from './ensureLoggedIn';
import { getLoginPrompt } from './loginPrompt';
import { saveSession } from './session';

describe(ensureLoggedIn.name, () => {
  it('lets a logged-in user through without opening the dialog', () => {
    saveSession('tok', buildUserInfo());
    expect(ensureLoggedIn()).toBe(true);
    expect(getLoginPrompt().open).toBe(false);
  });

  it('stops a guest and opens the login dialog', () => {
    expect(ensureLoggedIn()).toBe(false);
    expect(getLoginPrompt().open).toBe(true);
  });
});
