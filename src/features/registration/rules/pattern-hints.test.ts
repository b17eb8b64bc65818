import { describe, expect, it } from 'vitest';
import registration from '../../../../locales/en/on-demand/registration.json' with { type: 'json' };
import contract from '../../../../openapi/runtime/generated/openapi.json' with { type: 'json' };
import { fillRange, patternIds } from '../../../lib/auth/field-rules';

/** The hint texts of section 5, keyed by patternId (locales/en/on-demand/registration.json `pattern`). */
const messages: Record<string, string> = registration.pattern;
const contractIds = (
  contract as unknown as {
    components: {
      schemas: { RegisterValidator: { properties: { patternId: { enum: string[] } } } };
    };
  }
).components.schemas.RegisterValidator.properties.patternId.enum;

describe('pattern hint texts', () => {
  it('exist for every pattern id of the contract, and only for those', () => {
    expect([...patternIds].sort()).toEqual([...contractIds].sort());
    expect(Object.keys(messages).sort()).toEqual([...contractIds].sort());
  });

  it.each(patternIds.filter((id) => !id.startsWith('date_')))(
    '%s says its length range, with (min) and (max) filled in',
    (id) => {
      const template = messages[id] ?? '';
      expect(template).toContain('(min)-(max)');
      const text = fillRange(template, { minLength: 4, maxLength: 12 });
      expect(text).toContain('4-12');
      expect(text).not.toMatch(/\((min|max)\)/);
      const single = fillRange(template, { minLength: 6, maxLength: 6 });
      expect(single).toMatch(/(^|\D)6(\D|$)/);
      expect(single).not.toContain('6-6');
    },
  );

  it('gives the date formats of section 5', () => {
    expect(fillRange(messages.date_yyyy_mm_dd ?? '', { minLength: 10, maxLength: 10 })).toContain(
      'yyyy-MM-dd',
    );
    expect(fillRange(messages.date_mm_dd_yyyy ?? '', { minLength: 10, maxLength: 10 })).toContain(
      'MM-dd-yyyy',
    );
  });

  it('reads as expected for the sandbox rules', () => {
    expect(
      fillRange(messages.letter_first_alphanumeric ?? '', { minLength: 6, maxLength: 16 }),
    ).toBe('6-16 characters: a letter first, then letters and digits');
    expect(fillRange(messages.digits ?? '', { minLength: 6, maxLength: 6 })).toBe('6 digits');
  });
});
