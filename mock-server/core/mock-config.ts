import type { ErrorKey } from './handler-types';

/** A fault injected into matching operations (control API `setFaults`). */
export interface FaultRule {
  /** An operationId, or `*` for every operation except the control API. */
  operationId: string;
  /** Extra delay before answering, in milliseconds. */
  latencyMs?: number;
  /** Share of matching calls that fail (0..1, default 1). */
  rate?: number;
  /** The failure: an HTTP status with a catalogue key ... */
  status?: number;
  code?: ErrorKey;
  /** ... or no answer at all until the client gives up (the server closes after `timeoutMs`). */
  timeout?: boolean;
}

export interface SystemStatusConfig {
  /** 0 normal, 1 maintenance, 2 region-blocked. */
  status: 0 | 1 | 2;
  title: string | null;
  endTime: string | null;
  info: string | null;
}

/** The brand's languages (section 1); the currency symbol lives with the merchant's wallet settings. */
export interface BrandLanguagesConfig {
  supportedLanguages: ('EN' | 'TY' | 'CN' | 'ID' | 'TH' | 'VI')[];
  defaultLanguage: 'EN' | 'TY' | 'CN' | 'ID' | 'TH' | 'VI';
}

export interface MockConfig {
  systemStatus: SystemStatusConfig;
  /** The languages the brand offers and its default (control API `setBrandSettings`). */
  brandLanguages: BrandLanguagesConfig;
  /** Whitelabel feature flags by modId (section 6); a missing id counts as off. */
  flags: Record<string, boolean>;
  faults: FaultRule[];
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  autoReceiptMinutes: number;
  /** Minutes an SMS code stays valid (`value.expiredMinutes`). */
  smsExpiredMinutes: number;
  /** Minimum gap between two SMS codes to one number, in seconds. */
  smsResendSeconds: number;
  /** How long a `timeout` fault holds a request before the server gives up, in milliseconds. */
  timeoutMs: number;
  /** Days after which a password expires when password expiry (PASSEXPIRY3) is on. */
  passwordMaxAgeDays: number;
  /** Minutes a member's payment password stays locked after 5 wrong tries in a row. */
  paymentPasswordLockMinutes: number;
  /** Failed logins in a row (per account name, known or not) that lock the account. */
  loginMaxFailures: number;
  /** Minutes an account stays locked after `loginMaxFailures` failed logins. */
  loginLockMinutes: number;
  /** Flood limits per client address per hour (0 switches one off): free plays, ... */
  freePlaysPerAddressPerHour: number;
  /** ... registrations (`register`, `registerMobile`), ... */
  registrationsPerAddressPerHour: number;
  /** ... SMS codes, across all numbers, ... */
  smsCodesPerAddressPerHour: number;
  /** ... and failed logins (a flood of guesses over many names). */
  failedLoginsPerAddressPerHour: number;
  /** Downline registrations per agent account per hour. */
  downlineRegistrationsPerAgentPerHour: number;
  /** Minutes without a request after which a session ends (sandbox clock). */
  sessionIdleMinutes: number;
  /** Hours after sign-in at which a session ends, however busy (sandbox clock). */
  sessionMaxHours: number;
  /**
   * Sessions one member may hold; a sign-in beyond it ends the oldest. 50 by default: the demo
   * accounts are shared by demo staff and parallel browser tests, who must not end each other's.
   */
  sessionsPerMember: number;
}

export function defaultMockConfig(flags: Record<string, boolean>): MockConfig {
  return {
    systemStatus: { status: 0, title: null, endTime: null, info: null },
    brandLanguages: { supportedLanguages: ['EN', 'TY'], defaultLanguage: 'EN' },
    flags: { ...flags },
    faults: [],
    autoReceiptMinutes: 30,
    smsExpiredMinutes: 5,
    smsResendSeconds: 60,
    timeoutMs: 120_000,
    passwordMaxAgeDays: 90,
    paymentPasswordLockMinutes: 15,
    loginMaxFailures: 5,
    loginLockMinutes: 15,
    freePlaysPerAddressPerHour: 30,
    registrationsPerAddressPerHour: 100,
    smsCodesPerAddressPerHour: 100,
    failedLoginsPerAddressPerHour: 200,
    downlineRegistrationsPerAgentPerHour: 200,
    sessionIdleMinutes: 120,
    sessionMaxHours: 7 * 24,
    sessionsPerMember: 50,
  };
}
