import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  callbackVerdict,
  newSocialState,
  parseSocialRequest,
} from './social-request';

const started = { provider: 'google' as const, state: 'a'.repeat(32) };
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('the social sign-in request', () => {
  it('makes unguessable states and the consent page address', () => {
    expect(newSocialState()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSocialState()).not.toBe(newSocialState());
    expect(authorizeUrl('facebook', 'abc')).toBe(
      '/sandbox/oauth/facebook/authorize?state=abc&redirect_uri=%2Foauth%2Fcallback',
    );
  });

  it('reads back only what it kept', () => {
    expect(parseSocialRequest(JSON.stringify(started))).toEqual(started);
    expect(parseSocialRequest('{"provider":"myspace","state":"x"}')).toBeNull();
    expect(parseSocialRequest('not json')).toBeNull();
    expect(parseSocialRequest(null)).toBeNull();
  });

  it('exchanges a code only with the state this tab started', () => {
    expect(callbackVerdict(query({ code: 'sbx1.x', state: started.state }), started)).toEqual({
      kind: 'exchange',
      provider: 'google',
      code: 'sbx1.x',
      state: started.state,
    });
    expect(callbackVerdict(query({ code: 'sbx1.x', state: 'b'.repeat(32) }), started).kind).toBe(
      'invalid',
    );
    expect(callbackVerdict(query({ code: 'sbx1.x', state: started.state }), null).kind).toBe(
      'invalid',
    );
    expect(callbackVerdict(query({ state: started.state }), started).kind).toBe('invalid');
    expect(
      callbackVerdict(query({ error: 'access_denied', state: started.state }), started),
    ).toEqual({ kind: 'cancelled', provider: 'google' });
  });
});
