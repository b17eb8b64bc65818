import { cn } from './cn';
import { en } from './en';
import { id } from './id';
import { th } from './th';
import { ty } from './ty';
import { vi } from './vi';

/** The languages the portal ships and the contract's `language` / `lang` fields accept. */
export const contentLanguages = ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export type ContentKey = keyof typeof en;
/** One language's texts: every key English has (the type checker and `content-catalogue.test.ts` say so). */
export type Catalogue = Readonly<Record<ContentKey, string>>;

export const catalogues: Readonly<Record<ContentLanguage, Catalogue>> = {
  EN: en,
  TY: ty,
  CN: cn,
  ID: id,
  TH: th,
  VI: vi,
};

type TitledKey<K> = K extends `${infer R}.title` ? R : never;
/** A seeded record's key under a prefix (`notice.app-update`): the keys with a `.title` text. */
export type RecordKey<P extends string> = Extract<TitledKey<ContentKey>, `${P}.${string}`>;

export type ContentParams = Readonly<Record<string, string>>;

export function isContentKey(key: string): key is ContentKey {
  return Object.hasOwn(en, key);
}

function fill(text: string, params: ContentParams | undefined): string {
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all) : text;
}

/** A catalogue text in `language`, its `{name}` placeholders filled from `params`. */
export function contentText(
  key: ContentKey,
  language: ContentLanguage,
  params?: ContentParams,
): string {
  return fill(catalogues[language][key], params);
}

/**
 * The text a record's field is answered with: for a seeded record (it carries `contentKey`) in a
 * language other than English, `<contentKey>.<field>` from that language's catalogue; otherwise the
 * stored text, as written (English seed text, or text sent through the control API).
 */
export function localisedField(
  record: { contentKey?: string | undefined; contentParams?: ContentParams | undefined },
  field: string,
  language: ContentLanguage | undefined,
  stored: string,
): string {
  if (!record.contentKey || !language || language === 'EN') return stored;
  const key = `${record.contentKey}.${field}`;
  return isContentKey(key) ? contentText(key, language, record.contentParams) : stored;
}

/** The English title and HTML content of a seeded record, to store with it. */
export function englishTitledHtml(contentKey: string): { title: string; content: string } {
  return { title: englishOf(contentKey, 'title'), content: englishOf(contentKey, 'content') };
}

/** The English text of a seeded record's field, to store with the record. */
export function englishOf(contentKey: string, field: string, params?: ContentParams): string {
  const key = `${contentKey}.${field}`;
  if (!isContentKey(key)) throw new Error(`no English text for ${key}`);
  return contentText(key, 'EN', params);
}
