import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type LanguageCode } from './languages';
import { storedLanguage } from './language-storage';

/**
 * Translations live in `locales/<lang>/<area>.json`; each file becomes the top-level key named after
 * it (`locales/en/session.json` -> `t('session.…')`), so every feature owns its own file.
 * English ships with the first page; the other languages load when chosen.
 */
type Bundle = Record<string, unknown>;

const englishFiles = import.meta.glob<Bundle>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Bundle>(
  ['../../../locales/*/*.json', '!../../../locales/en/*.json'],
  { import: 'default' },
);

function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function folderOf(code: LanguageCode): string {
  return code.toLowerCase();
}

export function englishResources(): Bundle {
  return Object.fromEntries(
    Object.entries(englishFiles).map(([path, bundle]) => [areaOf(path), bundle]),
  );
}

async function loadResources(code: LanguageCode): Promise<Bundle> {
  const prefix = `../../../locales/${folderOf(code)}/`;
  const entries = await Promise.all(
    Object.entries(otherFiles)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => [areaOf(path), await load()] as const),
  );
  return Object.fromEntries(entries);
}

async function ensureLoaded(instance: i18n, code: LanguageCode): Promise<void> {
  if (code === 'EN' || instance.hasResourceBundle(code, 'translation')) return;
  instance.addResourceBundle(code, 'translation', await loadResources(code), true, true);
}

export async function changeLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  await ensureLoaded(instance, code);
  await instance.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(code);
}

/** Creates the portal's i18next instance in the stored language (English fills missing keys). */
export async function createI18n(language: LanguageCode = storedLanguage()): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    supportedLngs: ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'],
    resources: { EN: { translation: englishResources() } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(instance, language);
  return instance;
}
