import type { Language, Localised } from '../records';

/** The text in the language asked for, English when there is no translation. */
export function localise<T>(texts: Localised<T>, language: Language): T {
  return texts[language] ?? texts.EN;
}
