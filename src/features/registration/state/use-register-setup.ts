import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import type { RegisterValidators } from '../../../lib/auth/field-rules';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { checkAffiliateCode } from '../api/check-affiliate-code';
import { getRegisterSettings } from '../api/get-register-settings';
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
  const [settings, setSettings] = useState<RegisterSettings | 'failed' | null>(null);
  const [invitation, setInvitation] = useState<{
    accepted: boolean;
    invitedBy: string | null;
  } | null>(urlCodes.affiliateCode ? null : { accepted: false, invitedBy: null });

  useEffect(() => {
    let cancelled = false;
    void getRegisterSettings().then((result) => {
      if (!cancelled) setSettings(result.ok ? result.value : 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const code = urlCodes.affiliateCode;
    if (!code) return;
    let cancelled = false;
    void checkAffiliateCode(code, domain).then((result) => {
      if (cancelled) return;
      const accepted = result.ok && result.value.valid;
      setInvitation({
        accepted,
        invitedBy: result.ok ? (result.value.agent?.displayName ?? null) : null,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [urlCodes, domain]);

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
