import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type LanguageCode } from './languages';
import { storedLanguage } from './language-storage';

/**
 * Translations live in `locales/<lang>/<area>.json`; each file becomes the top-level key named after
 * it (`locales/en/session.json` -> `t('session.…')`), so every feature owns its own file.
 * English texts of the first page ship with it; the areas in `locales/<lang>/on-demand/` load with
 * the screen or dialog that names them (`withTexts`), and other languages load when chosen.
 */
type Bundle = Record<string, unknown>;

/** The areas in `locales/<lang>/on-demand/`: texts only lazily loaded screens and dialogs use. */
export const onDemandAreas = [
  'account',
  'agent-centre',
  'agent-contracts',
  'agent-reports',
  'agent-team',
  'chat-room',
  'engagement',
  'game-lobby',
  'help',
  'lottery',
  'lucky-draws',
  'member-centre',
  'messages',
  'points-mall',
  'promotions',
  'records',
  'protection',
  'registration',
  'sandbox-console',
  'sandbox-scenarios',
  'sign-in',
  'wallet',
  // Issue 15: one area for the notice page, app download, join, VIP, winner board and
  // feedback (each area costs the first load six entries of the on-demand file map).
  'site-pages',
] as const;
export type OnDemandArea = (typeof onDemandAreas)[number];

const firstPageEnglish = import.meta.glob<Bundle>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const firstPageOther = import.meta.glob<Bundle>(
  ['../../../locales/*/*.json', '!../../../locales/en/*.json'],
  { import: 'default' },
);
const onDemandFiles = import.meta.glob<Bundle>('../../../locales/*/on-demand/*.json', {
  import: 'default',
});

function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function folderOf(code: LanguageCode): string {
  return code.toLowerCase();
}

export function englishResources(): Bundle {
  return Object.fromEntries(
    Object.entries(firstPageEnglish).map(([path, bundle]) => [areaOf(path), bundle]),
  );
}

/** The first-page texts of a language other than English, one file per area. */
async function firstPageBundle(code: LanguageCode): Promise<Bundle> {
  const prefix = `../../../locales/${folderOf(code)}/`;
  const entries = await Promise.all(
    Object.entries(firstPageOther)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => [areaOf(path), await load()] as const),
  );
  return Object.fromEntries(entries);
}

async function onDemandBundle(code: LanguageCode, area: OnDemandArea): Promise<Bundle> {
  const load = onDemandFiles[`../../../locales/${folderOf(code)}/on-demand/${area}.json`];
  return load ? { [area]: await load() } : {};
}

/** Per instance: the on-demand areas asked for so far, and what is loaded (`EN/lottery`, `TY/*`). */
interface TextsState {
  requested: Set<OnDemandArea>;
  loaded: Set<string>;
}
const states = new WeakMap<i18n, TextsState>();

function stateOf(instance: i18n): TextsState {
  let state = states.get(instance);
  if (!state) {
    state = { requested: new Set(), loaded: new Set(['EN/*']) };
    states.set(instance, state);
  }
  return state;
}

/** Loads what is missing of a language: its first-page texts and the given on-demand areas. */
async function ensureLoaded(
  instance: i18n,
  code: LanguageCode,
  areas: Iterable<OnDemandArea>,
): Promise<void> {
  const state = stateOf(instance);
  const parts: [string, () => Promise<Bundle>][] = [['*', () => firstPageBundle(code)]];
  for (const area of areas) parts.push([area, () => onDemandBundle(code, area)]);
  await Promise.all(
    parts
      .filter(([part]) => !state.loaded.has(`${code}/${part}`))
      .map(async ([part, load]) => {
        instance.addResourceBundle(code, 'translation', await load(), true, true);
        state.loaded.add(`${code}/${part}`);
      }),
  );
}

/**
 * Loads on-demand areas in English (every language falls back to it) and in the current language;
 * a language chosen later loads them too.
 */
export async function loadTexts(instance: i18n, areas: readonly OnDemandArea[]): Promise<void> {
  const state = stateOf(instance);
  for (const area of areas) state.requested.add(area);
  const current = instance.language as LanguageCode;
  await Promise.all([
    ensureLoaded(instance, 'EN', areas),
    current === 'EN' ? null : ensureLoaded(instance, current, areas),
  ]);
}

export async function changeLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  await ensureLoaded(instance, code, stateOf(instance).requested);
  await instance.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(code);
}

/** The start of the console warning for a key without text. */
export const missingTextWarning = '[i18n] no text for';

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
    // A key with no text in any language (an on-demand area its screen did not name, a typo): say
    // so in the console, where the browser tests look for it.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.warn(`${missingTextWarning} ${key}`);
    },
  });
  await changeLanguage(instance, language);
  return instance;
}
