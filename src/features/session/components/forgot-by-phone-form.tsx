import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileNumberField } from '../../../components/auth/mobile-number-field';
import { Button } from '../../../components/button';
import { defaultDialingCode, useCountries } from '../../../hooks/auth/use-countries';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import { useSmsCodeSender } from '../../../hooks/auth/use-sms-code-sender';
import type { BotCheckFields } from '../../../lib/auth/bot-check';
import { refusedFieldName, ruleOf } from '../../../lib/auth/field-rules';
import { defaultResetExpiryMinutes } from '../../../lib/auth/throttle-gate';
import { requestLoginSmsCode } from '../api/request-login-sms-code';
import { resetPasswordByPhone } from '../api/reset-password';
import { forgotByPhoneSchema, type ForgotByPhoneValues } from '../rules/password-schemas';
import { useCompleteLogin } from '../state/use-complete-login';
import { useSessionTexts } from '../state/use-session-texts';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';
import { useRefusalText } from '../state/use-refusal-text';

const formFields = ['mobileNum', 'verificationCode', 'newPassword'] as const;
const isFormField = (name: string | null): name is (typeof formFields)[number] =>
  formFields.some((f) => f === name);

/**
 * Forgot by phone (CHNGPASSVERIF3): mobile number, the code of `requestLoginSmsCode` (the wait is
 * the server's expiry, 1 minute when it gives none), a new password; then the member is signed in.
 */
export function ForgotByPhoneForm() {
  const { t } = useTranslation();
  const refusedText = useRefusalText();
  const texts = useSessionTexts();
  const countries = useCountries();
  const { validators } = useRegisterValidators();
  const [chosenCode, setChosenCode] = useState('');
  const dialingCode = chosenCode || defaultDialingCode(countries);
  const mobileRule = ruleOf(validators, 'mobileNum');
  const passwordRule = ruleOf(validators, 'password');
  const schema = useMemo(
    () => forgotByPhoneSchema({ mobileRule, passwordRule, messages: texts.password }),
    [mobileRule, passwordRule, texts],
  );
  const form = useForm<ForgotByPhoneValues>({
    resolver: zodResolver(schema),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const completeLogin = useCompleteLogin();

  const sender = useSmsCodeSender({
    validate: useCallback(() => form.trigger('mobileNum', { shouldFocus: true }), [form]),
    request: useCallback(
      async (bot: BotCheckFields) => {
        const result = await requestLoginSmsCode({
          mobileNum: form.getValues('mobileNum').trim(),
          countryDialingCode: dialingCode,
          ...bot,
        });
        return result.ok
          ? {
              ...result,
              value: { expiredMinutes: result.value.expiredMinutes || defaultResetExpiryMinutes },
            }
          : result;
      },
      [form, dialingCode],
    ),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await resetPasswordByPhone({
      mobileNum: values.mobileNum,
      verificationCode: values.verificationCode,
      newPassword: values.newPassword,
      countryDialingCode: dialingCode,
    });
    if (!result.ok) {
      const field = refusedFieldName(result.error.field);
      const message = refusedText(result.error);
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    await completeLogin(result.value, 'phoneReset');
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__note">{t('session.forgotPassword.phoneIntro')}</p>
      {formError ? (
        <p className="auth-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <MobileNumberField
        label={t('session.fields.mobileNum')}
        countryLabel={t('session.fields.countryCode')}
        countries={countries}
        dialingCode={dialingCode}
        onDialingCodeChange={setChosenCode}
        required
        hint={texts.hint(mobileRule)}
        error={errors.mobileNum?.message}
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        sender={sender}
        error={errors.verificationCode?.message}
        registration={form.register('verificationCode')}
      />
      <NewPasswordFields
        hint={texts.hint(passwordRule)}
        newPassword={{
          registration: form.register('newPassword'),
          error: errors.newPassword?.message,
        }}
        confirmNewPassword={{
          registration: form.register('confirmNewPassword'),
          error: errors.confirmNewPassword?.message,
        }}
      />
      <div className="auth-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('session.forgotPassword.submitPhone')}
        </Button>
      </div>
    </form>
  );
}
