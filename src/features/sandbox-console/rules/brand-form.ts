import type { LanguageCode } from '../../../lib/i18n/languages';

export interface BrandForm {
  supportedLanguages: LanguageCode[];
  defaultLanguage: LanguageCode;
  currencySymbol: string;
}

/** Switches one language on or off, keeping the portal's order; the default moves if it was dropped. */
export function toggleBrandLanguage(
  form: BrandForm,
  code: LanguageCode,
  on: boolean,
  order: readonly LanguageCode[],
): BrandForm {
  const chosen = new Set(form.supportedLanguages);
  if (on) chosen.add(code);
  else chosen.delete(code);
  const supportedLanguages = order.filter((c) => chosen.has(c));
  const defaultLanguage = supportedLanguages.includes(form.defaultLanguage)
    ? form.defaultLanguage
    : (supportedLanguages[0] ?? form.defaultLanguage);
  return { ...form, supportedLanguages, defaultLanguage };
}

/** What keeps the form from being sent (the sandbox would refuse it too), as a text key; null: fine. */
export function brandFormProblem(form: BrandForm): 'atLeastOne' | 'symbolNeeded' | null {
  if (form.supportedLanguages.length === 0) return 'atLeastOne';
  if (form.currencySymbol.trim() === '') return 'symbolNeeded';
  return null;
}
