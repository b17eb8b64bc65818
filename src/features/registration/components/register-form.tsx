import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/auth/checkbox-field';
import { Button } from '../../../components/button';
import { useCaptcha } from '../../../hooks/auth/use-captcha';
import { defaultDialingCode, useCountries } from '../../../hooks/auth/use-countries';
import { useSmsCodeSender } from '../../../hooks/auth/use-sms-code-sender';
import { useStoreSession } from '../../../hooks/auth/use-store-session';
import {
  botCheckAtom,
  firebasePhoneVerifierAtom,
  type BotCheckFields,
} from '../../../lib/auth/bot-check';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { checkAffiliateCode } from '../api/check-affiliate-code';
import { register } from '../api/register';
import { requestRegisterSmsCode } from '../api/request-register-sms-code';
import { registerFields, type RegisterTab } from '../rules/register-fields';
import { registerCall } from '../rules/register-payload';
import {
  registerDefaults,
  registerSchema,
  type RegisterFormValues,
} from '../rules/register-schema';
import type { RegisterSetup } from '../state/use-register-setup';
import { useRegisterTexts } from '../state/use-register-texts';
import { RegisterFieldInput } from './register-field-input';
import '../../../components/auth/auth-form.css';

/** Fields whose rule says nothing useful to the player (a copy, a code, an image's text). */
const hintless = new Set(['confirmPassword', 'verificationCode', 'captcha']);
/** The help centre's terms topic, bare (`/helpmc`): the terms when the site names no page of its own. */
export const termsTopicPath = '/helpmc?topic=terms';

/** The server names the SMS request's number `mobileNo`; the form calls it `mobileNum`. */
const formFieldOf = (field: string | null) => (field === 'mobileNo' ? 'mobileNum' : field);

/**
 * One registration tab (section 4): the fields the validators give, the SMS code with SMSVERIF3,
 * the captcha if configured, age and terms; on submit the invitation code is checked first, the
 * bot check and (with FIREBASE3) the phone proof run, then the member is created and signed in.
 */
export function RegisterForm({ tab, setup }: { tab: RegisterTab; setup: RegisterSetup }) {
  const { t } = useTranslation();
  const { validators, settings, urlCodes } = setup;
  const texts = useRegisterTexts(settings.ageOfConsent);
  const navigate = useNavigate();
  const openDialog = useSetAtom(openDialogAtom);
  const warn = useSetAtom(warningAtom);
  const botCheck = useAtomValue(botCheckAtom);
  const firebaseVerifier = useAtomValue(firebasePhoneVerifierAtom);
  const storeSession = useStoreSession();
  const countries = useCountries();
  const [chosenCode, setChosenCode] = useState('');
  const dialingCode = chosenCode || defaultDialingCode(countries);
  const [formError, setFormError] = useState<string | null>(null);

  const fields = useMemo(
    () =>
      registerFields(validators, {
        tab,
        smsVerification: settings.smsVerification,
        mobileWithPassword: settings.mobileWithPassword,
        hideAffiliateCode: setup.urlCodeAccepted,
      }),
    [validators, settings, tab, setup.urlCodeAccepted],
  );
  const shown = useMemo(() => new Set<string>(fields.map((field) => field.name)), [fields]);
  const schema = useMemo(() => registerSchema(fields, texts.messages), [fields, texts]);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    // A URL code that was not accepted stays visible in its field, to be corrected or cleared.
    defaultValues: registerDefaults(
      fields,
      urlCodes.affiliateCode ? { affiliateCode: urlCodes.affiliateCode } : {},
    ),
  });
  const { errors, isSubmitting } = form.formState;

  const captcha = useCaptcha();
  const captchaShown = shown.has('captcha');
  const loadCaptcha = captcha.load;
  useEffect(() => {
    if (captchaShown) void loadCaptcha();
  }, [captchaShown, loadCaptcha]);

  const sender = useSmsCodeSender({
    firebase: settings.firebaseSms,
    validate: useCallback(() => form.trigger('fields.mobileNum', { shouldFocus: true }), [form]),
    request: useCallback(
      (bot: BotCheckFields) => {
        const username = tab === 'username' ? form.getValues('fields.username')?.trim() : undefined;
        return requestRegisterSmsCode({
          countryDialingCode: dialingCode,
          mobileNo: (form.getValues('fields.mobileNum') ?? '').trim(),
          ...(username ? { username } : {}),
          ...bot,
        });
      },
      [form, dialingCode, tab],
    ),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const typedCode = shown.has('affiliateCode') ? values.fields.affiliateCode || null : null;
    const affiliateCode = shown.has('affiliateCode') ? typedCode : urlCodes.affiliateCode;
    if (affiliateCode && validators.affiliateCode.enabled) {
      const check = await checkAffiliateCode(affiliateCode, setup.domain);
      if (!check.ok || !check.value.valid) {
        warn({ key: 'invitation_code_error' });
        if (typedCode)
          form.setError('fields.affiliateCode', { message: t('errors.invitation_code_error') });
        return;
      }
    }
    const mobileNum = values.fields.mobileNum ?? '';
    const firebase =
      settings.firebaseSms && settings.smsVerification && mobileNum
        ? await firebaseVerifier.verify({ countryDialingCode: dialingCode, mobileNum })
        : null;
    const call = registerCall(values.fields, {
      tab,
      fields,
      countryDialingCode: dialingCode,
      affiliateCode,
      referralCode: urlCodes.referralCode,
      captchaId: captcha.captcha?.captchaId ?? null,
      domain: setup.domain,
      registerUrl: window.location.href,
      botCheck: await botCheck.run('register'),
      firebase,
    });
    const result = await register(call);
    if (!result.ok) {
      const { error } = result;
      if (captchaShown) {
        form.setValue('fields.captcha', '');
        void captcha.load();
      }
      const field = formFieldOf(refusedFieldName(error.field));
      const spec = fields.find((f) => f.name === field);
      if (spec) {
        const message =
          error.key === 'validation_error'
            ? texts.messages.rule(spec.rule)
            : t(`errors.${error.key}`);
        form.setError(`fields.${spec.name}`, { message }, { shouldFocus: true });
        setFormError(t('errors.validation_error'));
      } else {
        warn({ key: error.key });
      }
      return;
    }
    await storeSession(result.value);
    openDialog(null);
    navigate('/', { replace: true });
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="auth-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      {fields.map((field) => (
        <RegisterFieldInput
          key={field.name}
          field={field}
          registration={form.register(`fields.${field.name}`)}
          hint={hintless.has(field.name) ? undefined : texts.hint(field.rule)}
          error={errors.fields?.[field.name]?.message}
          mobile={{ countries, dialingCode, onDialingCodeChange: setChosenCode }}
          sms={sender}
          captcha={captcha}
        />
      ))}
      {sender.sent ? (
        <p className="auth-form__status" role="status">
          {t('registration.sms.sent')}
        </p>
      ) : null}
      <CheckboxField
        label={t('registration.age', { age: settings.ageOfConsent })}
        error={errors.ageConfirmed?.message}
        {...form.register('ageConfirmed')}
      />
      <CheckboxField
        label={t('registration.terms')}
        error={errors.termsAgreed?.message}
        {...form.register('termsAgreed')}
      />
      <p className="auth-form__note">
        {/* A new tab keeps the form as filled in; without the operator's own page, the help
            centre's terms topic (bare, in the chosen language). */}
        <a href={settings.termsUrl ?? termsTopicPath} target="_blank" rel="noopener noreferrer">
          {t('registration.termsLink')}
        </a>
      </p>
      <div className="auth-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </div>
    </form>
  );
}
