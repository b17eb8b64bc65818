// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberedSmsLogin,
  rememberedUsernameLogin,
  rememberMeDays,
  rememberSmsLogin,
  rememberUsernameLogin,
} from './remember-me';

describe('remember me (section 4: cookies for one day)', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps username and password for one day (86 400 000 ms)', () => {
    expect(rememberMeDays * 24 * 60 * 60 * 1000).toBe(86_400_000);
    const set = vi.spyOn(Cookies, 'set');
    rememberUsernameLogin({ username: 'demoplayer', password: 'demo1234' });
    expect(rememberedUsernameLogin()).toEqual({ username: 'demoplayer', password: 'demo1234' });
    for (const call of set.mock.calls) expect(call[2]).toMatchObject({ expires: 1 });
  });

  it('forgets them (and the per-user password) when turned off', () => {
    rememberUsernameLogin({ username: 'demoplayer', password: 'demo1234' });
    rememberUsernameLogin(null, 'demoplayer');
    expect(rememberedUsernameLogin()).toBeNull();
    expect(Cookies.get()).toEqual({});
  });

  it('keeps the SMS mobile number with its dialing code, and forgets it', () => {
    rememberSmsLogin({ mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(rememberedSmsLogin()).toEqual({ mobileNum: '9171234567', countryDialingCode: '+63' });
    rememberSmsLogin(null);
    expect(rememberedSmsLogin()).toBeNull();
  });

  it('ignores a damaged SMS cookie', () => {
    Cookies.set('loginTypeSms', '{not json');
    expect(rememberedSmsLogin()).toBeNull();
  });
});
