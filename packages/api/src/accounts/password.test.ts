import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { decryptTransportPassword, hashPassword, verifyPassword } from './password.js';

describe('decryptTransportPassword', () => {
  it('decrypts what crypto-js AES.encrypt made with the same phrase', () => {
    for (const plain of ['Demo@2026', '密码🙂 with spaces', 'x'.repeat(300)]) {
      const ciphertext = CryptoJS.AES.encrypt(plain, 'phrase-a').toString();
      expect(decryptTransportPassword(ciphertext, 'phrase-a')).toBe(plain);
    }
  });

  it('gives undefined for another phrase, plain text or hostile input', () => {
    const ciphertext = CryptoJS.AES.encrypt('Demo@2026', 'phrase-a').toString();
    expect(decryptTransportPassword(ciphertext, 'phrase-b')).not.toBe('Demo@2026');
    for (const bad of ['', 'Demo@2026', 'U2FsdGVkX1', '\u0000\uD800', 'A'.repeat(4096)]) {
      expect(decryptTransportPassword(bad, 'phrase-a')).toBeUndefined();
    }
  });
});

describe('hashPassword', () => {
  it('stores Argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Demo@2026')).toBe(true);
    expect(await verifyPassword(hash, 'demo@2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Demo@2026')).toBe(false);
  });
});
