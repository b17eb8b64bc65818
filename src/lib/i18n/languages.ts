/**
 * The portal's languages (section 1): EN is the default; the brand supports EN and TY (Tagalog);
 * language files also exist for CN, ID, TH and VI. Codes are the platform's (also sent to the API).
 */
export const languages = [
  { code: 'EN', nativeName: 'English', htmlLang: 'en' },
  { code: 'TY', nativeName: 'Tagalog', htmlLang: 'tl' },
  { code: 'CN', nativeName: '简体中文', htmlLang: 'zh-CN' },
  { code: 'ID', nativeName: 'Bahasa Indonesia', htmlLang: 'id' },
  { code: 'TH', nativeName: 'ไทย', htmlLang: 'th' },
  { code: 'VI', nativeName: 'Tiếng Việt', htmlLang: 'vi' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const defaultLanguage: LanguageCode = 'EN';

/** The languages the brand offers in the language dialog (the others have files but are not offered). */
export const brandLanguages: readonly LanguageCode[] = ['EN', 'TY'];

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

export function htmlLangOf(code: LanguageCode): string {
  return languages.find((l) => l.code === code)?.htmlLang ?? 'en';
}
