import AES from 'crypto-js/aes';
import type { LoginMode } from '@adstudio/schema/client';
import { STRINGS } from '../shared/strings';

/** spec platform-core §5: the three login validation messages, checked on trimmed input. */
export function validateLogin(account: string, password: string): string | null {
  const noAccount = account.trim() === '';
  const noPassword = password === '';
  if (noAccount && noPassword) return STRINGS.bothEmpty;
  if (noPassword) return STRINGS.passwordEmpty;
  if (noAccount) return STRINGS.accountEmpty;
  return null;
}

/** Staff (USER) accounts are typed without the company mail suffix; add it unless an '@' is there. */
export function loginAccount(mode: LoginMode, account: string, staffMailSuffix: string): string {
  const trimmed = account.trim();
  if (mode === 'USER' && !trimmed.includes('@')) return `${trimmed}${staffMailSuffix}`;
  return trimmed;
}

/** crypto-js AES with the mode's passphrase (OpenSSL "Salted__" base64), as the api expects. */
export function encryptPassword(plain: string, phrase: string): string {
  return AES.encrypt(plain, phrase).toString();
}
