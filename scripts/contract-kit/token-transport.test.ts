import { describe, expect, it } from 'vitest';
import { contractTokenTransport, tokenTransportOf } from './token-transport.ts';

describe('the session token transport', () => {
  it("follows the contract's scheme: Authorization: Bearer (decision 002)", () => {
    const transport = contractTokenTransport();
    expect([transport.header, transport.value('abc')]).toEqual(['authorization', 'Bearer abc']);
  });

  it('would follow a contract that declares another header', () => {
    const transport = tokenTransportOf({ type: 'apiKey', in: 'header', name: 'Token' });
    expect([transport.header, transport.value('abc'), transport.description]).toEqual([
      'token',
      'abc',
      'Token: <token>',
    ]);
    expect(() => tokenTransportOf({ type: 'apiKey', in: 'cookie', name: 'sid' })).toThrow(
      /not one the kit can send/,
    );
  });
});
