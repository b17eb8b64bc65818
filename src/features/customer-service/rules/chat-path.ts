import type { components } from '../../../../openapi/runtime/generated/openapi';

type ServicePath = components['schemas']['CustomerServicePath'];

/**
 * The chat address of a customer-service answer (section 4): the first path of type "3", decrypted
 * with the key in its last 8 characters, followed only when it is an http(s) address.
 *
 * The sandbox's cipher (mock-server/domains/system/rules/cs-path-cipher.ts) is
 * `path = base64(utf8(target) XOR key) + key`. A real backend's cipher (the contract suggests DES)
 * replaces `decryptChatPath` and nothing else. Loaded only when a chat is opened (`useOpenCustomerService`),
 * so it stays off the first page's JavaScript.
 */
const keyLength = 8;
const keyPattern = /^[A-Za-z0-9]{8}$/;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The decrypted target, or null when the path is not a cipher and key. */
export function decryptChatPath(path: string): string | null {
  if (path.length <= keyLength) return null;
  const key = path.slice(-keyLength);
  const cipher = path.slice(0, -keyLength);
  if (!keyPattern.test(key) || !base64Pattern.test(cipher)) return null;
  const bytes = Uint8Array.from(
    atob(cipher),
    (c, i) => c.charCodeAt(0) ^ key.charCodeAt(i % keyLength),
  );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Only web addresses are followed (never `javascript:`, `data:`, `mailto:` ...). */
export function isWebAddress(target: string): boolean {
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ChatAddress =
  { ok: true; url: string } | { ok: false; reason: 'noPath' | 'undecryptable' | 'notWebAddress' };

export function chatAddressOf(pathList: readonly ServicePath[]): ChatAddress {
  const first = pathList.find((entry) => entry.type === '3');
  if (!first) return { ok: false, reason: 'noPath' };
  const target = decryptChatPath(first.path);
  if (target === null) return { ok: false, reason: 'undecryptable' };
  return isWebAddress(target) ? { ok: true, url: target } : { ok: false, reason: 'notWebAddress' };
}
