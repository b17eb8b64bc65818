import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/auth/checkbox-field';
import { MobileNumberField } from '../../../components/auth/mobile-number-field';
import { Button } from '../../../components/button';
import { defaultDialingCode, useCountries } from '../../../hooks/auth/use-countries';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import { useSmsCodeSender } from '../../../hooks/auth/use-sms-code-sender';
import { botCheckAtom, type BotCheckFields } from '../../../lib/auth/bot-check';
import { refusedFieldName, ruleOf } from '../../../lib/auth/field-rules';
import { rememberedSmsLogin, rememberSmsLogin } from '../../../lib/storage/remember-me';
import { isChallenge, login } from '../api/login';
import { requestLoginSmsCode } from '../api/request-login-sms-code';
import { smsLoginSchema, type SmsLoginValues } from '../rules/login-schemas';
import { useCompleteLogin } from '../state/use-complete-login';
import { useSessionTexts } from '../state/use-session-texts';
import { SmsCodeField } from './sms-code-field';
import { useRefusalText } from '../state/use-refusal-text';
import '../../../components/auth/auth-form.css';

/**
 * The SMS tab (flag MOBILEVERCODELOGIN3): mobile number with its dialing code, a code sent by
 * `requestLoginSmsCode` (validated number first, throttled, then a countdown), remember me.
 */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const refusedText = useRefusalText();
  const texts = useSessionTexts();
  const countries = useCountries();
  const { validators } = useRegisterValidators();
  const [remembered] = useState(rememberedSmsLogin);
  const [chosenCode, setChosenCode] = useState(remembered?.countryDialingCode ?? '');
  const dialingCode = chosenCode || defaultDialingCode(countries);
  const [formError, setFormError] = useState<string | null>(null);
  const botCheck = useAtomValue(botCheckAtom);
  const completeLogin = useCompleteLogin();
  const schema = useMemo(
    () => smsLoginSchema({ mobileRule: ruleOf(validators, 'mobileNum'), messages: texts.login }),
    [validators, texts],
  );
  const form = useForm<SmsLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      mobileNum: remembered?.mobileNum ?? '',
      code: '',
      remember: remembered !== null,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const sender = useSmsCodeSender({
    validate: useCallback(() => form.trigger('mobileNum', { shouldFocus: true }), [form]),
    request: useCallback(
      (bot: BotCheckFields) =>
        requestLoginSmsCode({
          mobileNum: form.getValues('mobileNum').trim(),
          countryDialingCode: dialingCode,
          ...bot,
        }),
      [form, dialingCode],
    ),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await login({
      username: values.mobileNum,
      password: values.code,
      type: 'sms',
      countryDialingCode: dialingCode,
      ...(await botCheck.run('login')),
    });
    if (!result.ok) {
      const message = refusedText(result.error);
      const field = refusedFieldName(result.error.field);
      if (field === 'password') form.setError('code', { message }, { shouldFocus: true });
      else if (field === 'username') form.setError('mobileNum', { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    // An SMS login is itself the phone's proof: the server never asks it for a second factor.
    if (isChallenge(result.value)) {
      setFormError(t('sign-in.step.unexpected'));
      return;
    }
    rememberSmsLogin(
      values.remember ? { mobileNum: values.mobileNum, countryDialingCode: dialingCode } : null,
    );
    await completeLogin(result.value, 'sms');
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
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
        error={errors.mobileNum?.message}
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        sender={sender}
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <CheckboxField label={t('session.login.rememberMe')} {...form.register('remember')} />
      <div className="auth-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('session.login.submit')}
        </Button>
      </div>
    </form>
  );
}
