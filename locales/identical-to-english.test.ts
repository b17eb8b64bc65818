import { describe, expect, it } from 'vitest';
import { languages } from '../src/lib/i18n/languages';
import { identicalToEnglish } from './identical-to-english';
import { keptInEnglish } from './kept-in-english';

const others = languages.map((l) => l.code.toLowerCase()).filter((code) => code !== 'en');

describe('translations', () => {
  it.each(others)('%s copies no English text outside its list of loanwords and names', (code) => {
    const allowed = new Set(keptInEnglish[code] ?? []);
    const copies = identicalToEnglish(code).filter(({ text }) => !allowed.has(text));
    expect(copies, `${code}: translate these or add them to locales/kept-in-english.ts`).toEqual(
      [],
    );
  });

  it('finds a copy where there is one', () => {
    // Status is kept in Indonesian (an Indonesian word), not in Filipino.
    expect(identicalToEnglish('id').map((c) => c.text)).toContain('Status');
    expect(keptInEnglish.ty).not.toContain('Status');
  });
});
