import { describe, expect, it } from 'vitest';
import { maxSignInLinks, SignInLinks, signInLinkMinutes, signInUrl } from './sign-in-links';

const minute = 60_000;

describe('sign-in links', () => {
  it('signs the member in once; the second use is refused as used', () => {
    const links = new SignInLinks();
    const { code } = links.issue(7, 0, () => 'abc', 'demovip');
    expect(links.redeem(code, minute)).toEqual({ kind: 'ok', memberId: 7, account: 'demovip' });
    expect(links.redeem(code, minute)).toEqual({ kind: 'used' });
  });

  it('expires on the given (sandbox) clock', () => {
    const links = new SignInLinks();
    const { code, expiresAtMs } = links.issue(7, 1_000, () => 'abc');
    expect(expiresAtMs).toBe(1_000 + signInLinkMinutes * minute);
    expect(links.redeem(code, expiresAtMs)).toEqual({ kind: 'expired' });
  });

  it('does not know a code it never issued', () => {
    expect(new SignInLinks().redeem('nope', 0)).toEqual({ kind: 'unknown' });
  });

  it('never hands out the same code twice and keeps at most maxSignInLinks', () => {
    const links = new SignInLinks();
    let n = 0;
    const codes = ['a', 'a', 'b'];
    const first = links.issue(1, 0, () => codes[n++] ?? 'z');
    const second = links.issue(2, 0, () => codes[n++] ?? 'z');
    expect(first.code).toBe('a');
    expect(second.code).toBe('b');
    let i = 0;
    for (let k = 0; k < maxSignInLinks + 5; k += 1) links.issue(3, 0, () => `c${i++}`);
    expect(links.size).toBe(maxSignInLinks);
  });

  it('builds the portal address under the sandbox prefix', () => {
    expect(signInUrl('http://127.0.0.1:4010', 'abc')).toBe(
      'http://127.0.0.1:4010/sign-in-link?code=abc',
    );
    expect(signInUrl('http://127.0.0.1:4010/s/abcdefghij', 'abc')).toBe(
      'http://127.0.0.1:4010/s/abcdefghij/sign-in-link?code=abc',
    );
  });
});
