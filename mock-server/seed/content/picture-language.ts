import { contentLanguages, type ContentLanguage } from './content-catalogue';

/**
 * The sandbox's own pictures (`/sandbox/img/<name>.svg`) draw their words (banners, promotion
 * covers) in the language of `?lang=<code>`, the code in lower case (`?lang=cn`); English, the
 * default, has no query. Presenters point at the picture in the language the request asked for.
 */
const sandboxPictures = '/sandbox/img/';

/** A picture's address in `language`: `?lang=<code>` added to a sandbox picture, for a language other than English. */
export function pictureInLanguage(address: string, language: ContentLanguage | undefined): string {
  if (!language || language === 'EN' || !address.startsWith(sandboxPictures)) return address;
  return `${address}${address.includes('?') ? '&' : '?'}lang=${language.toLowerCase()}`;
}

/** The language a picture's `lang` query names, in any case; none or an unknown code is English. */
export function pictureLanguage(lang: string | null | undefined): ContentLanguage {
  const code = lang?.trim().toUpperCase();
  return contentLanguages.find((language) => language === code) ?? 'EN';
}
