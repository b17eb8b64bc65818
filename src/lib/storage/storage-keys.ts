import { sandboxBase } from '../site/sandbox-base';

/**
 * Every browser storage key the portal uses, exactly as the specification (section 3) names them,
 * in one place so nothing writes a key by hand.
 */
/**
 * In an isolated sandbox (`/s/<id>/`) the session keys start with its prefix, so two sandboxes
 * opened in one tab never share a token; the root sandbox keeps the specification's names.
 */
const scope = sandboxBase ? `${sandboxBase}:` : '';

export const sessionKeys = {
  token: `${scope}token`,
  memberLabel: `${scope}memberLabel`,
  customerId: `${scope}customerId`,
  account: `${scope}account`,
  isAgent: `${scope}isAgent`,
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  /**
   * Ours (section 9 "reads popup" names no key): set once the pop-up notices were shown, so they
   * show once per browser session rather than on every load.
   */
  noticePopupShown: `${scope}noticePopupShown`,
} as const;

/** Kept when the session storage is cleared at logout (section 4). */
export const sessionKeysKeptOnLogout: readonly string[] = [
  sessionKeys.merchant,
  sessionKeys.merchantCode,
];

export const cookieKeys = {
  /** The last username that signed in (remember me). */
  lastUsername: 'lastUsername',
  /** Per-username remembered password: `rememberedPassword_<username>`. */
  rememberedPasswordPrefix: 'rememberedPassword_',
  loginRemember: 'loginRemember',
  /** SMS login: the remembered mobile number and dialing code. */
  loginTypeSms: 'loginTypeSms',
} as const;

export const localKeys = {
  lang: 'lang',
  hisLang: 'hisLang',
  /** Lottery favourites per username: `lottFav_<username>`. */
  lotteryFavouritesPrefix: 'lottFav_',
  /** Ours (not in the specification): the chosen theme. */
  theme: 'theme',
  /**
   * Ours: the flag with the time of the last language change (section 4 names no key), as
   * milliseconds since the epoch.
   */
  langChangedAt: 'langChangedAt',
} as const;
