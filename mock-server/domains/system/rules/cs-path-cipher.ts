/**
 * The cipher of customer-service paths of type "3" (`CustomerServicePath`): the contract fixes only
 * that the key is the last 8 characters of `path`. The sandbox scheme is deliberately simple, so the
 * portal's pluggable decrypter is a few lines:
 *
 *   path = base64( utf8(target) XOR key ) + key
 *
 * - `key`: 8 ASCII letters or digits; byte i of the UTF-8 text is XORed with `key.charCodeAt(i % 8)`;
 * - base64 is the standard alphabet with `=` padding (`btoa`/`atob`);
 * - the key is appended in the clear, so the last 8 characters are the key and the rest the cipher.
 *
 * Portal side (the whole decrypter):
 *
 *   const key = path.slice(-8);
 *   const bytes = Uint8Array.from(atob(path.slice(0, -8)), (c, i) => c.charCodeAt(0) ^ key.charCodeAt(i % 8));
 *   const target = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
 *
 * It is obfuscation, not security: a real backend's cipher (DES is likely) plugs in the same place.
 */
export const csKeyLength = 8;

const keyPattern = /^[A-Za-z0-9]{8}$/;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export class CsPathError extends Error {}

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  return bytes.map((byte, i) => byte ^ key.charCodeAt(i % csKeyLength));
}

export function isCsKey(key: string): boolean {
  return keyPattern.test(key);
}

export function encryptCsPath(target: string, key: string): string {
  if (!isCsKey(key)) throw new CsPathError('the key must be 8 ASCII letters or digits');
  const mixed = xorWithKey(new TextEncoder().encode(target), key);
  let binary = '';
  for (const byte of mixed) binary += String.fromCharCode(byte);
  return `${btoa(binary)}${key}`;
}

/** The target of an encrypted path; throws `CsPathError` when the path is not one (the portal then closes the pop-up). */
export function decryptCsPath(path: string): string {
  if (path.length <= csKeyLength)
    throw new CsPathError('the path is too short to hold a cipher and its key');
  const key = path.slice(-csKeyLength);
  const cipher = path.slice(0, -csKeyLength);
  if (!isCsKey(key)) throw new CsPathError('the last 8 characters are not a key');
  if (!base64Pattern.test(cipher)) throw new CsPathError('the cipher is not base64');
  const bytes = xorWithKey(
    Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0)),
    key,
  );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsPathError('the decrypted bytes are not UTF-8 text');
  }
}

/** The portal's rule for a decrypted target: only http(s) addresses are followed. */
export function isFollowableChatTarget(target: string): boolean {
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
