import { createDecipheriv, createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const SALTED_PREFIX = Buffer.from('Salted__');

// OpenSSL's EVP_BytesToKey with MD5 and one round: how crypto-js turns a passphrase into key and iv.
function bytesToKey(phrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, phrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

/**
 * Decrypts `CryptoJS.AES.encrypt(password, phrase).toString()`. The browser's AES is transport
 * obfuscation kept for compatibility (BRIEF §3), not security. Undefined when it is not such text.
 */
export function decryptTransportPassword(ciphertext: string, phrase: string): string | undefined {
  const raw = Buffer.from(ciphertext, 'base64');
  if (
    raw.length < 32 ||
    !raw.subarray(0, 8).equals(SALTED_PREFIX) ||
    (raw.length - 16) % 16 !== 0
  ) {
    return undefined;
  }
  const { key, iv } = bytesToKey(Buffer.from(phrase, 'utf8'), raw.subarray(8, 16));
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text.length > 0 ? text : undefined;
  } catch {
    return undefined;
  }
}

// @node-rs/argon2 defaults to Argon2id (its Algorithm enum is const and cannot be imported here).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
