import { describe, expect, it } from 'vitest';
import { localise } from './localise';

describe('localise', () => {
  const texts = { EN: 'Deposit', TY: 'Magdeposito' };
  it('answers the translation when there is one', () =>
    expect(localise(texts, 'TY')).toBe('Magdeposito'));
  it('falls back to English', () => expect(localise(texts, 'TH')).toBe('Deposit'));
});
