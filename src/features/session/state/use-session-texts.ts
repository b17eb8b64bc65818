import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillRange, patternMessageKey, type FieldRule } from '../../../lib/auth/field-rules';
import type { LoginMessages } from '../rules/login-schemas';
import type { PasswordMessages } from '../rules/password-schemas';

/** The translated validation texts of the session forms, and a rule's hint text. */
export function useSessionTexts() {
  // `t` is fixed to the language: a new one comes with every language change.
  const { t } = useTranslation();
  return useMemo(() => {
    const hint = (rule: FieldRule) => fillRange(t(patternMessageKey(rule.patternId)), rule);
    const login: LoginMessages = {
      usernameRequired: t('session.validation.usernameRequired'),
      passwordRequired: t('session.validation.passwordRequired'),
      captchaRequired: t('session.validation.captchaRequired'),
      mobileRequired: t('session.validation.mobileRequired'),
      mobileInvalid: t('session.validation.mobileInvalid'),
      smsCodeRequired: t('session.validation.smsCodeRequired'),
    };
    const password: PasswordMessages = {
      required: t('session.validation.required'),
      rule: (rule) => t('session.validation.rule', { hint: hint(rule) }),
      mismatch: t('session.validation.mismatch'),
      mobileRequired: login.mobileRequired,
      mobileInvalid: login.mobileInvalid,
      smsCodeRequired: login.smsCodeRequired,
    };
    return { hint, login, password };
  }, [t]);
}
