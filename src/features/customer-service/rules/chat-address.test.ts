import { describe, expect, it } from 'vitest';
import { encryptCsPath } from '../../../../mock-server/testing/test-api';
import { chatServiceFor, sideMenuChannels } from './chat-address';
import { chatAddressOf, decryptChatPath, isWebAddress } from './chat-path';

describe('decryptChatPath', () => {
  it('decrypts a path whose last 8 characters are the key', () => {
    // base64("http://x/chat" XOR "abcd1234") + "abcd1234", worked out by hand from the cipher's definition.
    const key = 'abcd1234';
    const plain = 'http://x/chat';
    const mixed = [...new TextEncoder().encode(plain)].map(
      (byte, i) => byte ^ key.charCodeAt(i % 8),
    );
    const path = `${btoa(String.fromCharCode(...mixed))}${key}`;
    expect(decryptChatPath(path)).toBe(plain);
  });

  it('reads what the sandbox encrypts, UTF-8 included', () => {
    for (const target of [
      'https://chat.example.test/room?cs=VIP&lang=EN',
      'http://localhost:4010/sandbox/chat?cs=LIVECHAT',
      'https://例え.test/聊天',
    ]) {
      expect(decryptChatPath(encryptCsPath(target, 'k3yD3m01'))).toBe(target);
    }
  });

  it('gives null for anything that is not a cipher and a key', () => {
    expect(decryptChatPath('short')).toBeNull();
    expect(decryptChatPath('not base64!!k3yD3m01')).toBeNull();
    expect(decryptChatPath('aGVsbG8=k3y-3m01')).toBeNull();
    // Valid base64 whose decryption is not UTF-8 text.
    expect(
      decryptChatPath(`${btoa(String.fromCharCode(0xff ^ 0x61, 0xfe ^ 0x62))}abcd1234`),
    ).toBeNull();
  });
});

describe('isWebAddress', () => {
  it('follows only http and https addresses', () => {
    expect(isWebAddress('https://chat.example.test/')).toBe(true);
    expect(isWebAddress('http://localhost:4010/sandbox/chat')).toBe(true);
    expect(isWebAddress("javascript:alert('cs-email')")).toBe(false);
    expect(isWebAddress('mailto:support@example.com')).toBe(false);
    expect(isWebAddress('data:text/html,<p>x</p>')).toBe(false);
    expect(isWebAddress('/sandbox/chat')).toBe(false);
  });
});

describe('chatAddressOf', () => {
  it('takes the first type "3" path, ignoring plain ones before it', () => {
    const pathList = [
      { type: '1' as const, path: 'https://plain.example.test/' },
      { type: '3' as const, path: encryptCsPath('https://first.example.test/', 'AAAAbbbb') },
      { type: '3' as const, path: encryptCsPath('https://second.example.test/', 'CCCCdddd') },
    ];
    expect(chatAddressOf(pathList)).toEqual({ ok: true, url: 'https://first.example.test/' });
  });

  it('refuses a missing path, an undecryptable one and a target that is not a web address', () => {
    expect(chatAddressOf([{ type: '1', path: 'https://plain.example.test/' }])).toEqual({
      ok: false,
      reason: 'noPath',
    });
    expect(chatAddressOf([{ type: '3', path: 'garbage' }])).toEqual({
      ok: false,
      reason: 'undecryptable',
    });
    expect(
      chatAddressOf([
        { type: '3', path: encryptCsPath("javascript:alert('cs-email')", 'UOHNdbf2') },
      ]),
    ).toEqual({
      ok: false,
      reason: 'notWebAddress',
    });
  });
});

describe('chatServiceFor and sideMenuChannels', () => {
  it('sends ranks above 4 to the VIP service', () => {
    expect([undefined, null, 0, 4, 5, 6].map(chatServiceFor)).toEqual([
      'LIVECHAT',
      'LIVECHAT',
      'LIVECHAT',
      'LIVECHAT',
      'VIP',
      'VIP',
    ]);
  });

  it('keeps only live chat, Facebook and Telegram, in that order', () => {
    const entry = (csType: 'LIVECHAT' | 'VIP' | 'FACEBOOK' | 'TELEGRAM' | 'EMAIL') => ({
      csType,
      pathList: [],
    });
    expect(
      sideMenuChannels([
        entry('TELEGRAM'),
        entry('EMAIL'),
        entry('VIP'),
        entry('LIVECHAT'),
        entry('FACEBOOK'),
      ]),
    ).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM']);
    expect(sideMenuChannels([])).toEqual([]);
  });
});
