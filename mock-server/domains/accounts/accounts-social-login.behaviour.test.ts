import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import type { TestBackend } from '../../testing/test-backend';
import { answerSandboxPage } from '../../sandbox-pages/sandbox-page-answers';
import { gamesDomainPages } from '../../sandbox-pages/games-domain-pages';
import { smallBackend, valueOf } from './test-support';

/**
 * Social login (issue 15) through the pipeline: the stand-in consent page issues codes, and
 * `socialLogin` checks the flags, the provider, the state, one use and the age of the code.
 */
let t: TestBackend;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await smallBackend();
  t.backend.config.flags = {
    ...t.backend.config.flags,
    SOCIALLOGIN3: true,
    FACEBOOKLOGIN3: true,
    GOOGLELOGIN3: true,
  };
});
afterEach(() => {
  vi.useRealTimers();
});

const state = 'state-0123456789abcdef';

/** The codes the consent page offers (its radio buttons), first the fixed fake accounts. */
function consentCodes(provider: string, pageState = state): string[] {
  const answer = answerSandboxPage(
    `/sandbox/oauth/${provider}/authorize`,
    new URLSearchParams({ state: pageState, redirect_uri: '/oauth/callback' }),
    gamesDomainPages(t.backend),
  );
  expect(answer?.status).toBe(200);
  return [...(answer?.body ?? '').matchAll(/name="code" value="([^"]+)"/g)].map((m) => m[1] ?? '');
}

const socialLogin = (body: Record<string, unknown>) => t.call('socialLogin', { body });

describe('the consent page', () => {
  it('offers the fake accounts and a new one, Allow and Cancel back to the callback', () => {
    const answer = answerSandboxPage(
      '/sandbox/oauth/google/authorize',
      new URLSearchParams({ state, redirect_uri: '/oauth/callback' }),
      gamesDomainPages(t.backend),
    );
    expect(answer?.body).toContain('Sign in with Google');
    expect(answer?.body).toContain('Carlo Reyes');
    expect(answer?.body).toContain('A new account');
    expect(answer?.body).toContain('action="/oauth/callback"');
    expect(answer?.body).toContain(`/oauth/callback?error=access_denied&#38;state=${state}`);
  });

  it('refuses to send anyone elsewhere, or without a state', () => {
    for (const query of [
      { state, redirect_uri: 'https://evil.example/steal' },
      { state, redirect_uri: '/oauth/callback?next=/x' },
      { state: 'short', redirect_uri: '/oauth/callback' },
    ]) {
      const answer = answerSandboxPage(
        '/sandbox/oauth/facebook/authorize',
        new URLSearchParams(query),
        gamesDomainPages(t.backend),
      );
      expect(answer?.status).toBe(400);
      expect(answer?.body).not.toContain('name="code"');
    }
    expect(
      answerSandboxPage(
        '/sandbox/oauth/myspace/authorize',
        new URLSearchParams(),
        gamesDomainPages(t.backend),
      )?.status,
    ).toBe(404);
  });
});

describe('socialLogin', () => {
  it('creates and links a player on the first sign-in, signs the same member in later', async () => {
    const [first] = consentCodes('google');
    const created = valueOf<Schemas['LoginResult']>(
      await socialLogin({ provider: 'google', code: first, state }),
    );
    expect(created).toMatchObject({
      firstTimeLogin: true,
      userName: expect.stringMatching(/^gg\d+$/),
    });
    const member = t.backend.db.memberByAccount(created.userName);
    expect(member).toMatchObject({
      type: 0,
      nickname: 'Carlo Reyes',
      email: 'carlo.reyes@gmail.example',
    });

    const [again] = consentCodes('google', 'state-second-visit-0001');
    const later = valueOf<Schemas['LoginResult']>(
      await socialLogin({ provider: 'google', code: again, state: 'state-second-visit-0001' }),
    );
    expect(later.userName).toBe(created.userName);
    expect(t.violations).toEqual([]);
  });

  it('a code works once, for its provider and state, within five minutes', async () => {
    const [code, , fresh] = consentCodes('facebook');
    expect(
      (await socialLogin({ provider: 'facebook', code, state: 'state-of-someone-else' })).body,
    ).toMatchObject({ code: 'invalid_verification_code', field: 'body.code' });
    expect((await socialLogin({ provider: 'google', code, state })).body.code).toBe(
      'invalid_verification_code',
    );
    expect(
      (await socialLogin({ provider: 'facebook', code: 'sbx1.garbage', state })).body.code,
    ).toBe('invalid_verification_code');
    expect((await socialLogin({ provider: 'facebook', code, state })).status).toBe(200);
    expect((await socialLogin({ provider: 'facebook', code, state })).body).toMatchObject({
      code: 'code_expired',
    });
    t.backend.clock.advance(5 * 60_000);
    expect((await socialLogin({ provider: 'facebook', code: fresh, state })).body.code).toBe(
      'code_expired',
    );
  });

  it('is refused while social login or the provider is off', async () => {
    const [code] = consentCodes('google');
    t.backend.config.flags = { ...t.backend.config.flags, GOOGLELOGIN3: false };
    expect(await socialLogin({ provider: 'google', code, state })).toMatchObject({
      status: 403,
      body: { code: 'feature_disabled' },
    });
    t.backend.config.flags = { ...t.backend.config.flags, GOOGLELOGIN3: true, SOCIALLOGIN3: false };
    expect((await socialLogin({ provider: 'google', code, state })).status).toBe(403);
  });
});
