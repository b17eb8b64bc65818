import { refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import type { AccountsEnv } from './accounts-env';
import { profileFields } from '../presenters';

/** The age players confirm at registration (RegisterSettings.ageOfConsent, default 18). */
export const ageOfConsent = 18;

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole years between a `yyyy-MM-dd` birthday and `today` (UTC). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - (y ?? 0);
  const beforeBirthday =
    today.getUTCMonth() + 1 < (m ?? 0) ||
    (today.getUTCMonth() + 1 === m && today.getUTCDate() < (d ?? 0));
  if (beforeBirthday) age -= 1;
  return age;
}

/** A birthday must be a real past date of someone at least the age of consent. */
export function birthdayFailure(birthday: string, today: Date): Failure | null {
  if (birthday === '') return null;
  if (!isCalendarDate(birthday))
    return refusals.invalid('body.birthday', 'birthday is not a real date');
  if (ageOn(birthday, today) < ageOfConsent) {
    return refusals.invalid('body.birthday', `members must be at least ${ageOfConsent} years old`);
  }
  return null;
}

/**
 * Applies the fields sent (empty text clears a field) to the member: nickname and email live on the
 * member itself, the rest in its profile. Answers a failure and changes nothing when a field is wrong.
 */
export async function updateProfile(
  env: AccountsEnv,
  member: MemberRecord,
  change: Schemas['MemberProfileUpdate'],
): Promise<Failure | MemberRecord> {
  if (change.birthday !== undefined) {
    const wrong = birthdayFailure(change.birthday, env.clock.now());
    if (wrong) return wrong;
  }
  return env.db.members.update(member.id, (m) => {
    if (change.nickname !== undefined) m.nickname = change.nickname.trim();
    if (change.email !== undefined) m.email = change.email.trim() || null;
    const profile = { ...m.profile };
    for (const name of profileFields) {
      const value = change[name];
      if (value !== undefined) profile[name] = value.trim() || null;
    }
    m.profile = profile;
  });
}
