import { describe, expect, it } from 'vitest';
import { captchaAlphabet, glyphHeight, glyphInk, glyphOf, glyphWidth } from './bitmap-font';

describe('captcha bitmap font', () => {
  it('has a well-formed 5x7 glyph for every character of the alphabet', () => {
    expect(captchaAlphabet).toHaveLength(31);
    for (const char of captchaAlphabet) {
      const rows = glyphOf(char) ?? [];
      expect(rows, char).toHaveLength(glyphHeight);
      for (const row of rows) expect(row, char).toMatch(new RegExp(`^[#.]{${glyphWidth}}$`));
    }
  });

  it('leaves out look-alike characters and keeps every glyph distinct', () => {
    for (const confusing of ['0', 'O', '1', 'I', 'L'])
      expect(captchaAlphabet).not.toContain(confusing);
    const shapes = new Set([...captchaAlphabet].map((c) => (glyphOf(c) ?? []).join('/')));
    expect(shapes.size).toBe(captchaAlphabet.length);
  });

  it('reads ink by column and row, and refuses characters it cannot draw', () => {
    expect(glyphInk('T', 2, 6)).toBe(true);
    expect(glyphInk('T', 0, 6)).toBe(false);
    expect(() => glyphInk('?', 0, 0)).toThrow(/no glyph/);
  });
});
