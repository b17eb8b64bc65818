import type { Schemas } from '../../../core/handler-types';
import { isFeatureOn } from './feature-flags';
import type { RegisterValidators } from './register-validators';

export type RegisterSettings = Schemas['RegisterSettings'];

/** The age players confirm at registration (section 9: 18 by default). */
export const ageOfConsent = 18;

/**
 * The registration switches from the whitelabel flags (each needs REGISTER3 too, through
 * `isFeatureOn`); the captcha follows the published validators, so the dialog and the server agree.
 */
export function registerSettingsFor(
  flags: Record<string, boolean>,
  validators: RegisterValidators,
): RegisterSettings {
  return {
    directRegistration: isFeatureOn(flags, 'DIRECTREG3'),
    usernameRegistration: isFeatureOn(flags, 'USERNAMEREG3'),
    mobileRegistration: isFeatureOn(flags, 'MOBILEREG3'),
    mobileWithPassword: isFeatureOn(flags, 'MOBILEPASSREG3'),
    smsVerification: isFeatureOn(flags, 'SMSVERIF3'),
    firebaseSms: isFeatureOn(flags, 'FIREBASE3'),
    captchaRequired: validators.captcha.enabled && validators.captcha.required,
    ageOfConsent,
    // The portal's own help topic `terms` holds the terms.
    termsUrl: null,
  };
}
