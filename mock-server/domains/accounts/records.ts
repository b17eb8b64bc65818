import type { Schemas } from '../../core/handler-types';

/** A captcha challenge issued by `getCaptcha`; its text is checked once by the next login. */
export interface CaptchaRecord {
  /** The `captchaId` handed to the client. */
  id: string;
  text: string;
  /** Who asked (the client address, core/request-context.ts), for the once-per-second refresh limit. */
  clientKey: string;
  issuedAt: string;
  expiresAt: string;
  used: boolean;
}

/**
 * Per login name (lower case, or `sms:<number>`), known or not: whether the next attempt needs a
 * captcha, the failures in a row and, once they reach the limit, until when the name is locked.
 * Rows expire a lock window after their last failure and the table is capped (rules/login-guard.ts).
 */
export interface LoginGuardRecord {
  id: string;
  captchaRequired: boolean;
  failures: number;
  lastFailureAt: string | null;
  /** Until when every login of this name is refused (429 `account_locked`); null when not locked. */
  lockedUntil?: string | null;
}

export type SmsPurpose = 'login' | 'register';

/** The current SMS code of one number for one purpose; a new request replaces it. */
export interface SmsCodeRecord {
  /** `${purpose}:${to}` */
  id: string;
  purpose: SmsPurpose;
  /** Dialing code and number, `+639171234567`. */
  to: string;
  code: string;
  /** The username a registration code was requested for, if the form sent one. */
  username: string | null;
  sentAt: string;
  expiresAt: string;
  /** Wrong guesses so far; the code is burned after too many. */
  failedAttempts: number;
  used: boolean;
}

/** An SMS or email the sandbox "sent"; read by the control API's `listSandboxInbox`. */
export type InboxRecord = Schemas['InboxMessage'] & {
  id: string;
  code: string | null;
  purpose: string;
};

/** The invitation (referral) code of a member: agents' codes make new members their downline. */
export interface ReferralCodeRecord {
  /** The code itself, upper case. */
  id: string;
  memberId: number;
}

/** The stock icon a member chose; members without a record show the site default. */
export interface AvatarRecord {
  /** The member id. */
  id: number;
  iconId: number;
  chosenAt: string;
}

/** A free-play `randomString` already used (a one-time nonce). */
export interface FreePlayNonceRecord {
  id: string;
  usedAt: string;
}

/**
 * Wrong payment-password tries of a member in a row, over every operation that checks it
 * (core/payment-password.ts); a right one removes the row, a lock sets `lockedUntil`.
 */
export interface PaymentPasswordGuardRecord {
  /** The member id. */
  id: number;
  failures: number;
  lastFailureAt: string;
  /** Until when even the right password is refused; null while not locked. */
  lockedUntil: string | null;
}

/** How a member proves a sign-in from a new address (contract `SecondFactorMethod`). */
export type SecondFactorMethod = Schemas['SecondFactorMethod'];

/** When a username login asks for the second factor (control API `setSecondFactor`). */
export type SecondFactorMode = Schemas['SandboxSecondFactor']['mode'];

/**
 * A member's second-factor settings and the addresses it signed in from (rules/second-factor-
 * settings.ts). Members without a row have mode `off`, no chosen method and no known address.
 */
export interface SecondFactorSettingsRecord {
  /** The member id. */
  id: number;
  mode: SecondFactorMode;
  /** The chosen method; null: the first usable one. */
  method: SecondFactorMethod | null;
  /** The code the member set for the `verificationCode` method. */
  verificationCode: string | null;
  /** The sandbox authenticator secret (rules/authenticator-code.ts). */
  authenticatorSecret: string;
  /** Client addresses the member signed in from, newest last (at most `maxKnownAddresses`). */
  knownAddresses: string[];
}

/** A login that waits for its second factor (`verifySecondFactor`); single use, short-lived. */
export interface SecondFactorChallengeRecord {
  /** The `challengeId` handed to the client. */
  id: string;
  memberId: number;
  method: SecondFactorMethod;
  /** The client address of the login; remembered once the step is passed. */
  address: string;
  /** Where a phone or email code went (`+639171234567` or the address); null for other methods. */
  sentTo: string | null;
  /** The current code of a phone or email challenge. */
  code: string | null;
  sentAt: string | null;
  expiresAt: string;
  used: boolean;
}

/** A provider account (`<provider>:<sub>`) linked to the member its first social login created. */
export interface SocialLinkRecord {
  id: string;
  memberId: number;
  linkedAt: string;
}

/** A social sign-in code's nonce already used (codes are one-time), kept while it could be valid. */
export interface SocialCodeNonceRecord {
  id: string;
  usedAt: string;
}
