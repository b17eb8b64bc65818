import { describe, expect, it } from 'vitest';
import {
  CsPathError,
  decryptCsPath,
  encryptCsPath,
  isFollowableChatTarget,
} from './cs-path-cipher';

describe('customer-service path cipher', () => {
  const key = 'k3yD3m01';

  it('round-trips addresses, including non-ASCII text and every length modulo the key', () => {
    const targets = [
      'http://localhost:4010/sandbox/chat?cs=LIVECHAT',
      'https://chat.example.com/room/42?lang=TY&name=Jos%C3%A9',
      'http://localhost:5173/sandbox/chat?cs=VIP&greeting=Kumusta po! 你好',
      ...Array.from({ length: 17 }, (_, n) => 'x'.repeat(n + 1)),
    ];
    for (const target of targets) expect(decryptCsPath(encryptCsPath(target, key))).toBe(target);
  });

  it('puts the key in the clear as the last 8 characters, after standard base64', () => {
    const path = encryptCsPath('http://localhost:4010/sandbox/chat?cs=LIVECHAT', key);
    expect(path.slice(-8)).toBe(key);
    expect(path.slice(0, -8)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(path).not.toContain('sandbox');
  });

  it('is the documented scheme: XOR with the key bytes, then base64', () => {
    // 'A' (0x41) ^ 'k' (0x6b) = 0x2a ('*'), whose base64 is 'Kg=='.
    expect(encryptCsPath('A', key)).toBe(`Kg==${key}`);
    // The portal's three-line decrypter from the module comment gives the same answer.
    const path = encryptCsPath('https://example.com/chat', 'Ab12Cd34');
    const portalKey = path.slice(-8);
    const bytes = Uint8Array.from(
      atob(path.slice(0, -8)),
      (c, i) => c.charCodeAt(0) ^ portalKey.charCodeAt(i % 8),
    );
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(
      'https://example.com/chat',
    );
  });

  it('gives different paths for different keys', () => {
    const target = 'http://localhost:4010/sandbox/chat?cs=VIP';
    expect(encryptCsPath(target, 'AAAAAAAA')).not.toBe(encryptCsPath(target, 'BBBBBBBB'));
  });

  it('refuses bad keys and paths that are not ciphers (the portal closes the pop-up)', () => {
    expect(() => encryptCsPath('x', 'short')).toThrow(CsPathError);
    expect(() => encryptCsPath('x', 'has space')).toThrow(CsPathError);
    expect(() => decryptCsPath('k3yD3m01')).toThrow(CsPathError);
    expect(() => decryptCsPath('not base64!k3yD3m01')).toThrow(CsPathError);
    expect(() => decryptCsPath('Kg==k3y-3m01')).toThrow(CsPathError);
    // 0xff alone is not UTF-8: 0xff ^ 'k' = 0x94 -> base64 'lA=='.
    expect(() => decryptCsPath(`lA==${key}`)).toThrow(CsPathError);
  });

  it('follows only http(s) targets', () => {
    expect(isFollowableChatTarget('http://localhost:4010/sandbox/chat?cs=LIVECHAT')).toBe(true);
    expect(isFollowableChatTarget('https://example.com/')).toBe(true);
    expect(isFollowableChatTarget("javascript:alert('cs')")).toBe(false);
    expect(isFollowableChatTarget('data:text/html,hi')).toBe(false);
    expect(isFollowableChatTarget('/sandbox/chat')).toBe(false);
  });
});
