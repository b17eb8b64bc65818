import { refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { isAgent } from '../../../core/members';
import { toCents } from '../../../core/money';
import type { AccountType, MemberRecord } from '../../../db/core-records';

/**
 * What `createSandboxMember` decides before anything is stored: the account name, the password,
 * the opening balance in cents and the upline. Plain functions; the handler does the writes.
 */

/** The account name's start when the caller gives none: `agent` for agent types, `player` for players. */
export function defaultPrefix(type: AccountType): string {
  return isAgent({ type }) ? 'agent' : 'player';
}

/**
 * A free account name: the prefix (lower case) and at least 6 digits, counting up from `start`
 * until `taken` says no. Passes the published username rule (a letter first, 6-16 letters and
 * digits): the prefix is 1-6 characters starting with a letter.
 */
export function freeAccountName(
  prefix: string,
  start: number,
  taken: (account: string) => boolean,
): string {
  const base = prefix.toLowerCase();
  for (let n = Math.max(1, Math.floor(start)); ; n += 1) {
    const account = `${base}${String(n).padStart(6, '0')}`;
    if (!taken(account)) return account;
  }
}

/** A password that passes the registration rule (6-20 letters and digits with at least one of each). */
export function sandboxPassword(random: () => number): string {
  const pick = (alphabet: string, length: number) =>
    Array.from(
      { length },
      () => alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0],
    ).join('');
  return `${pick('abcdefghjkmnpqrstuvwxyz', 5)}${pick('23456789', 3)}`;
}

/**
 * Whole cents of a money field that may be 0, or a 400 on `field` when it has more than 2 decimals
 * (the contract has checked the range already).
 */
export function wholeCents(amount: number, field: string): number | Failure {
  const cents = toCents(amount);
  if (!Number.isFinite(amount) || cents < 0 || cents / 100 !== amount)
    return refusals.invalid(field, `${field.replace('body.', '')} must have at most 2 decimals`);
  return cents;
}

/** The upline a sandbox member is created under: it must exist and be an agent account. */
export function uplineProblem(upline: MemberRecord | undefined): Failure | null {
  if (!upline) return refusals.invalid('body.upline', 'no member with this account');
  if (!isAgent(upline))
    return refusals.invalid('body.upline', 'the upline must be an agent account');
  return null;
}
