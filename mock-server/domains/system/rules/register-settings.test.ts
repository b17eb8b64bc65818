import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from './feature-flags';
import { defaultRegisterValidators } from './register-validators';
import { registerSettingsFor } from './register-settings';

describe('registerSettingsFor', () => {
  it('turns the default flags into the default settings', () => {
    expect(registerSettingsFor(defaultFeatureFlags(), defaultRegisterValidators())).toEqual({
      directRegistration: true,
      usernameRegistration: true,
      mobileRegistration: true,
      mobileWithPassword: true,
      smsVerification: true,
      firebaseSms: false,
      captchaRequired: false,
      ageOfConsent: 18,
      termsUrl: null,
    });
  });

  it('follows each flag', () => {
    const pairs = [
      ['DIRECTREG3', 'directRegistration'],
      ['USERNAMEREG3', 'usernameRegistration'],
      ['MOBILEREG3', 'mobileRegistration'],
      ['MOBILEPASSREG3', 'mobileWithPassword'],
      ['SMSVERIF3', 'smsVerification'],
    ] as const;
    for (const [flag, setting] of pairs) {
      const settings = registerSettingsFor(
        { ...defaultFeatureFlags(), [flag]: false },
        defaultRegisterValidators(),
      );
      expect(settings[setting], flag).toBe(false);
    }
    expect(
      registerSettingsFor(
        { ...defaultFeatureFlags(), FIREBASE3: true },
        defaultRegisterValidators(),
      ).firebaseSms,
    ).toBe(true);
  });

  it('switches every registration mode off with the REGISTER3 group', () => {
    const settings = registerSettingsFor(
      { ...defaultFeatureFlags(), REGISTER3: false },
      defaultRegisterValidators(),
    );
    expect([
      settings.directRegistration,
      settings.usernameRegistration,
      settings.mobileRegistration,
      settings.smsVerification,
    ]).toEqual([false, false, false, false]);
  });

  it('asks for a captcha exactly when the published captcha rule is enabled and required', () => {
    const validators = defaultRegisterValidators();
    validators.captcha = { ...validators.captcha, enabled: true, required: true };
    expect(registerSettingsFor(defaultFeatureFlags(), validators).captchaRequired).toBe(true);
  });
});
