import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { changeFlags } from './feature-flag-change';

describe('changeFlags', () => {
  it('switches the named flags and keeps the others', () => {
    const current = defaultFeatureFlags();
    const changed = changeFlags(current, { DIRECTREG3: false, FORCELOGIN3: true });
    expect(changed).toEqual({ flags: { ...current, DIRECTREG3: false, FORCELOGIN3: true } });
    expect(current.DIRECTREG3).toBe(true);
  });

  it('refuses a modId the site does not know, naming it', () => {
    expect(
      changeFlags(defaultFeatureFlags(), { DIRECTREG3: true, DIRECTREG4: true }),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.flags.DIRECTREG4' },
    });
  });
});
