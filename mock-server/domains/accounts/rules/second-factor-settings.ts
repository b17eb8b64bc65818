import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import type { SecondFactorMethod, SecondFactorSettingsRecord } from '../records';
import { newAuthenticatorSecret } from './authenticator-code';

/** Addresses kept per member; the oldest is forgotten first. */
export const maxKnownAddresses = 20;

/** The order a method is picked in when the member chose none (or cannot use its choice). */
export const methodPreference: readonly SecondFactorMethod[] = [
  'phone',
  'email',
  'bankAccountName',
  'verificationCode',
  'authenticator',
];

/** A member's settings, or the defaults of a member without a row (mode `off`). */
export function secondFactorSettingsOf(db: Db, memberId: number): SecondFactorSettingsRecord {
  return (
    db.secondFactorSettings.get(memberId) ?? {
      id: memberId,
      mode: 'off',
      method: null,
      verificationCode: null,
      authenticatorSecret: '',
      knownAddresses: [],
    }
  );
}

/** Whether the member has what `method` checks against (a bound mobile, email, real name, code). */
export function canUseMethod(
  member: MemberRecord,
  settings: Pick<SecondFactorSettingsRecord, 'verificationCode'>,
  method: SecondFactorMethod,
): boolean {
  switch (method) {
    case 'phone':
      return Boolean(member.mobileNum);
    case 'email':
      return Boolean(member.email);
    case 'bankAccountName':
      return Boolean(member.profile.payeeName?.trim());
    case 'verificationCode':
      return Boolean(settings.verificationCode);
    case 'authenticator':
      return true;
  }
}

/** The chosen method when the member can use it, else the first usable one. */
export function methodFor(member: MemberRecord, settings: SecondFactorSettingsRecord) {
  if (settings.method && canUseMethod(member, settings, settings.method)) return settings.method;
  return methodPreference.find((m) => canUseMethod(member, settings, m)) ?? 'authenticator';
}

/**
 * Whether a username login from `address` must pass a second factor: mode `always`, or mode
 * `newAddress` with an address the member has not signed in from. A member who never signed in
 * (no known address) trusts its first one.
 */
export function needsSecondFactor(settings: SecondFactorSettingsRecord, address: string): boolean {
  if (settings.mode === 'always') return true;
  if (settings.mode === 'off' || settings.knownAddresses.length === 0) return false;
  return !settings.knownAddresses.includes(address);
}

/** Writes a member's settings (a row is created on first write, with a fresh authenticator secret). */
export async function updateSecondFactorSettings(
  db: Db,
  memberId: number,
  change: (settings: SecondFactorSettingsRecord) => void,
): Promise<SecondFactorSettingsRecord> {
  if (!db.secondFactorSettings.get(memberId)) {
    const fresh = secondFactorSettingsOf(db, memberId);
    fresh.authenticatorSecret = newAuthenticatorSecret();
    change(fresh);
    return db.secondFactorSettings.insert(fresh);
  }
  return db.secondFactorSettings.update(memberId, change);
}

/** Remembers an address the member signed in from (newest last, at most `maxKnownAddresses`). */
export async function rememberAddress(db: Db, memberId: number, address: string): Promise<void> {
  const known = secondFactorSettingsOf(db, memberId).knownAddresses;
  if (known[known.length - 1] === address) return;
  await updateSecondFactorSettings(db, memberId, (s) => {
    s.knownAddresses = [...s.knownAddresses.filter((a) => a !== address), address].slice(
      -maxKnownAddresses,
    );
  });
}
