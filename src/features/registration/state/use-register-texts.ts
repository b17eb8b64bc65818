import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillRange, patternMessageKey, type FieldRule } from '../../../lib/auth/field-rules';
import type { RegisterMessages } from '../rules/register-schema';

/** The translated validation texts of the registration form, and a rule's hint text. */
export function useRegisterTexts(ageOfConsent: number) {
  // `t` is fixed to the language: a new one comes with every language change.
  const { t } = useTranslation();
  return useMemo(() => {
    const hint = (rule: FieldRule) => fillRange(t(patternMessageKey(rule.patternId)), rule);
    const messages: RegisterMessages = {
      required: t('registration.validation.required'),
      rule: (rule) => t('registration.validation.rule', { hint: hint(rule) }),
      mismatch: t('registration.validation.mismatch'),
      age: t('registration.validation.age', { age: ageOfConsent }),
      terms: t('registration.validation.terms'),
    };
    return { hint, messages };
  }, [t, ageOfConsent]);
}
