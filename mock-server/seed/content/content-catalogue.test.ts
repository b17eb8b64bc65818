import { describe, expect, it } from 'vitest';
import {
  catalogues,
  contentLanguages,
  contentText,
  localisedField,
  type ContentKey,
} from './content-catalogue';
import { en } from './en';

const keys = Object.keys(en) as ContentKey[];
const translated = contentLanguages.filter((l) => l !== 'EN');

/** The markup of a text: every tag with its attributes, and any script body, in order. */
function markupOf(html: string): string[] {
  return [
    ...(html.match(/<[^>]*>/g) ?? []),
    ...[...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? ''),
  ];
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the sandbox content catalogue', () => {
  it.each(translated)('%s has every English key and no other', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual([...keys].sort());
  });

  it.each(translated)('%s translates every text (no copy of the English)', (language) => {
    const copies = keys.filter((key) => catalogues[language][key].trim() === en[key].trim());
    expect(copies).toEqual([]);
  });

  it.each(translated)('%s keeps the English markup, links and placeholders', (language) => {
    for (const key of keys) {
      const text = catalogues[language][key];
      expect(text.trim(), key).not.toBe('');
      expect(markupOf(text), key).toEqual(markupOf(en[key]));
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(en[key]));
    }
  });

  it('fills placeholders and answers the stored text for English or a record without a key', () => {
    expect(contentText('message.welcome.title', 'CN', { name: 'Ana' })).toBe('欢迎您，Ana');
    const seeded = { contentKey: 'notice.app-update' };
    expect(localisedField(seeded, 'title', 'VI', 'App update')).toBe('Cập nhật ứng dụng');
    expect(localisedField(seeded, 'title', 'EN', 'App update (edited)')).toBe(
      'App update (edited)',
    );
    expect(localisedField({}, 'title', 'TH', 'Sent as is')).toBe('Sent as is');
    expect(localisedField({ contentKey: 'notice.gone' }, 'title', 'ID', 'Kept')).toBe('Kept');
  });
});
