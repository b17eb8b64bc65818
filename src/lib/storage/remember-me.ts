import Cookies from 'js-cookie';
import { cookieKeys } from './storage-keys';

/** Remember-me keeps the sign-in fields for one day (section 9: 86 400 000 ms). */
export const rememberMeDays = 1;

export interface RememberedLogin {
  username: string;
  password: string;
}

export interface RememberedSms {
  mobileNum: string;
  countryDialingCode: string;
}

const options = { expires: rememberMeDays, sameSite: 'strict' as const };

export function rememberUsernameLogin(
  login: RememberedLogin | null,
  previousUsername?: string,
): void {
  if (!login) {
    const username = previousUsername ?? Cookies.get(cookieKeys.lastUsername);
    Cookies.remove(cookieKeys.loginRemember);
    Cookies.remove(cookieKeys.lastUsername);
    if (username) Cookies.remove(cookieKeys.rememberedPasswordPrefix + username);
    return;
  }
  Cookies.set(cookieKeys.loginRemember, 'true', options);
  Cookies.set(cookieKeys.lastUsername, login.username, options);
  Cookies.set(cookieKeys.rememberedPasswordPrefix + login.username, login.password, options);
}

export function rememberedUsernameLogin(): RememberedLogin | null {
  if (Cookies.get(cookieKeys.loginRemember) !== 'true') return null;
  const username = Cookies.get(cookieKeys.lastUsername);
  if (!username) return null;
  return { username, password: Cookies.get(cookieKeys.rememberedPasswordPrefix + username) ?? '' };
}

export function rememberSmsLogin(sms: RememberedSms | null): void {
  if (!sms) {
    Cookies.remove(cookieKeys.loginTypeSms);
    return;
  }
  Cookies.set(cookieKeys.loginTypeSms, JSON.stringify(sms), options);
}

export function rememberedSmsLogin(): RememberedSms | null {
  const raw = Cookies.get(cookieKeys.loginTypeSms);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedSms>;
    return parsed.mobileNum && parsed.countryDialingCode
      ? { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}
