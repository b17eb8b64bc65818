import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { ProfileField, ProfileValues } from '../schemas/profile-schema';

type MemberProfile = components['schemas']['MemberProfile'];
type MemberProfileUpdate = components['schemas']['MemberProfileUpdate'];

export const profileFields = [
  'nickname',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
] as const satisfies readonly ProfileField[];

/** The saved profile as form values: a field the member has not filled is empty text. */
export function profileFormValues(profile: MemberProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of profileFields) values[field] = profile[field] ?? '';
  return values;
}

/**
 * The body of `updateMemberProfile`: only the fields whose (trimmed) value differs from the saved
 * one, an emptied field as empty text (which clears it); null when nothing changed, since the
 * contract wants at least one field.
 */
export function profileChanges(
  saved: MemberProfile,
  values: ProfileValues,
): MemberProfileUpdate | null {
  const before = profileFormValues(saved);
  const changes: MemberProfileUpdate = {};
  for (const field of profileFields) {
    const value = values[field].trim();
    if (value !== before[field]) changes[field] = value;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
