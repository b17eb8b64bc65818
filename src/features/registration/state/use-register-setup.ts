import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import type { RegisterValidators } from '../../../lib/auth/field-rules';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { useCheckAffiliateCode } from '../api/use-check-affiliate-code';
import { useGetRegisterSettings } from '../api/use-get-register-settings';
import { codesFromUrl, type UrlCodes } from '../rules/url-codes';

type RegisterSettings = components['schemas']['RegisterSettings'];

/** Section 9: players confirm being 18 or older unless the site says otherwise. */
export const defaultAgeOfConsent = 18;

export interface RegisterSetup {
  validators: RegisterValidators;
  /** The registration switches (flags USERNAMEREG3, MOBILEREG3, SMSVERIF3, MOBILEPASSREG3, FIREBASE3). */
  settings: RegisterSettings;
  urlCodes: UrlCodes;
  /** The URL's invitation code was checked and accepted: its field is hidden (section 4). */
  urlCodeAccepted: boolean;
  invitedBy: string | null;
  domain: string;
}

export type RegisterSetupState =
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'ready'; setup: RegisterSetup };

/** The switches from the whitelabel flags, when the settings call itself failed. */
function settingsFromFlags(
  enabled: ReadonlySet<string>,
  validators: RegisterValidators,
): RegisterSettings {
  return {
    directRegistration: enabled.has(features.registerButton),
    usernameRegistration: enabled.has(features.usernameRegistration),
    mobileRegistration: enabled.has(features.mobileRegistration),
    mobileWithPassword: enabled.has(features.mobileWithPassword),
    smsVerification: enabled.has(features.smsVerification),
    firebaseSms: enabled.has(features.firebase),
    captchaRequired: validators.captcha.enabled,
    ageOfConsent: defaultAgeOfConsent,
    termsUrl: null,
  };
}

/**
 * What the registration dialog needs before it can show a field: the site's validators, the
 * registration settings (modes, age of consent, terms) and the verdict on an invitation code that
 * came with the URL.
 */
export function useRegisterSetup(): RegisterSetupState {
  const { validators, failed, retry } = useRegisterValidators();
  const enabled = useAtomValue(featuresAtom);
  const { search } = useLocation();
  const [urlCodes] = useState(() => codesFromUrl(search));
  const [domain] = useState(() => window.location.hostname);
  const settingsQuery = useGetRegisterSettings();
  const urlCode = urlCodes.affiliateCode || null;
  const invitationQuery = useCheckAffiliateCode(urlCode, domain);
  const settings = settingsQuery.isError ? 'failed' : (settingsQuery.data ?? null);
  const invitation =
    urlCode === null
      ? { accepted: false, invitedBy: null }
      : invitationQuery.isError
        ? { accepted: false, invitedBy: null }
        : invitationQuery.data
          ? {
              accepted: invitationQuery.data.valid,
              invitedBy: invitationQuery.data.agent?.displayName ?? null,
            }
          : null;

  if (failed) return { status: 'failed', retry };
  if (!validators || settings === null || invitation === null) return { status: 'loading' };
  return {
    status: 'ready',
    setup: {
      validators,
      settings: settings === 'failed' ? settingsFromFlags(enabled, validators) : settings,
      urlCodes,
      urlCodeAccepted: invitation.accepted,
      invitedBy: invitation.accepted ? invitation.invitedBy : null,
      domain,
    },
  };
}
