import { describe, expect, it } from 'vitest';
import { localise, localisedTitledHtml } from './localise';

describe('localise', () => {
  const texts = { EN: 'Deposit', TY: 'Magdeposito' };
  it('answers the translation when there is one', () =>
    expect(localise(texts, 'TY')).toBe('Magdeposito'));
  it('falls back to English', () => expect(localise(texts, 'TH')).toBe('Deposit'));
});

describe('localisedTitledHtml', () => {
  const texts = { EN: { title: 'App update', content: '<p>Out now.</p>' } };
  it('translates a seeded record from the content catalogue', () =>
    expect(localisedTitledHtml({ texts, contentKey: 'notice.app-update' }, 'CN').title).toBe(
      'App 更新',
    ));
  it('answers the stored English for English, and for a record without a key', () => {
    expect(localisedTitledHtml({ texts, contentKey: 'notice.app-update' }, 'EN')).toEqual(texts.EN);
    expect(localisedTitledHtml({ texts }, 'TH')).toEqual(texts.EN);
  });
});
