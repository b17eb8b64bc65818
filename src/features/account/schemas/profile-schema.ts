import { z } from 'zod';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type MemberProfileUpdate = components['schemas']['MemberProfileUpdate'];

/**
 * The profile fields the My account page edits, in the order it shows them, with the contract's
 * longest value (`MemberProfileUpdate`). Email is not among them: the page shows the bound email
 * read-only, as it does the phone.
 */
export const profileTextLimits = {
  nickname: 32,
  address: 255,
  occupation: 64,
  sourceOfIncome: 64,
  telegram: 64,
  zalo: 64,
  whatsapp: 64,
  line: 64,
  facebook: 128,
  wechat: 64,
} as const satisfies Partial<Record<keyof MemberProfileUpdate, number>>;

export type ProfileTextField = keyof typeof profileTextLimits;

/** Every edited field: the texts above, the birthday (a date) and the nationality (a country). */
export type ProfileField = ProfileTextField | 'birthday' | 'nationality';

export type ProfileValues = Record<ProfileField, string>;

export interface ProfileMessages {
  tooLong(max: number): string;
  invalidDate: string;
  invalidCountry: string;
}

/** True for a real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The profile form's schema, the contract's bounds (`MemberProfileUpdate`): trimmed texts no longer
 * than their limit, a birthday that is a real `yyyy-MM-dd` day, a nationality that is a two-letter
 * country code; every field may be empty (it clears the field). The age of consent is the server's
 * to judge (its refusal shows on the birthday field).
 */
export function profileSchema(messages: ProfileMessages) {
  const texts = Object.fromEntries(
    Object.entries(profileTextLimits).map(([name, max]) => [
      name,
      z
        .string()
        .trim()
        .max(max, { message: messages.tooLong(max) }),
    ]),
  ) as Record<ProfileTextField, z.ZodString>;
  return z.object({
    ...texts,
    birthday: z
      .string()
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), { message: messages.invalidDate }),
    nationality: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/, { message: messages.invalidCountry }),
  });
}
