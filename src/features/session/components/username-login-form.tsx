import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaImageButton } from '../../../components/auth/captcha-image-button';
import { CheckboxField } from '../../../components/auth/checkbox-field';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useCaptcha } from '../../../hooks/auth/use-captcha';
import { botCheckAtom } from '../../../lib/auth/bot-check';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { rememberedUsernameLogin, rememberUsernameLogin } from '../../../lib/storage/remember-me';
import {
  isChallenge,
  login,
  type LoginRequest,
  type LoginResult,
  type SecondFactorChallenge,
} from '../api/login';
import { usernameLoginSchema, type UsernameLoginValues } from '../rules/login-schemas';
import { useCompleteLogin } from '../state/use-complete-login';
import { useSessionTexts } from '../state/use-session-texts';
import { useRefusalText } from '../state/use-refusal-text';
import { SecondFactorStep } from './second-factor-step';
import '../../../components/auth/auth-form.css';

/**
 * The username tab: username and password (trimmed, required), remember me, and — after a failed
 * attempt answered with `value.captcha` — the captcha image and its text (section 4). A right
 * password from a new address is answered with a second-factor step, shown in place of the form.
 */
export function UsernameLoginForm() {
  const { t } = useTranslation();
  const refusedText = useRefusalText();
  const texts = useSessionTexts();
  const [remembered] = useState(rememberedUsernameLogin);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const botCheck = useAtomValue(botCheckAtom);
  const completeLogin = useCompleteLogin();
  // A login that owes its second factor: the step, and what was typed (remember me, the password).
  const [pending, setPending] = useState<{
    challenge: SecondFactorChallenge;
    values: UsernameLoginValues;
  } | null>(null);
  const schema = useMemo(
    () => usernameLoginSchema({ captchaShown, messages: texts.login }),
    [captchaShown, texts],
  );
  const form = useForm<UsernameLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.username ?? '',
      password: remembered?.password ?? '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const { errors, isSubmitting } = form.formState;

  // The resolver hands over the parsed values: trimmed, as section 5 asks.
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body: LoginRequest = {
      username: values.username,
      password: values.password,
      type: 'username',
      ...(await botCheck.run('login')),
    };
    if (captchaShown && captcha.captcha) {
      body.captcha = values.captcha;
      body.captchaId = captcha.captcha.captchaId;
    }
    const result = await login(body);
    if (!result.ok) {
      const { error } = result;
      if (error.value?.captcha) {
        setCaptchaShown(true);
        form.setValue('captcha', '');
        void captcha.load();
      }
      const message = refusedText(error);
      const field = refusedFieldName(error.field);
      if (field === 'captcha' && error.key !== 'captcha_required')
        form.setError('captcha', { message }, { shouldFocus: true });
      else if (field === 'username' || field === 'password')
        form.setError(field, { message }, { shouldFocus: true });
      else
        setFormError(error.key === 'captcha_required' ? t('session.login.captchaNeeded') : message);
      return;
    }
    if (isChallenge(result.value)) {
      setPending({ challenge: result.value, values });
      return;
    }
    await signedIn(result.value, values);
  });

  async function signedIn(result: LoginResult, values: UsernameLoginValues) {
    rememberUsernameLogin(
      values.remember ? { username: values.username, password: values.password } : null,
      values.username,
    );
    await completeLogin(result, 'username', values.password);
  }

  if (pending) {
    return (
      <SecondFactorStep
        challenge={pending.challenge}
        onPassed={(result) => signedIn(result, pending.values)}
        onBack={() => {
          setPending(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="auth-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t('session.fields.username')}
        autoComplete="username"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('session.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      {captchaShown ? (
        <TextField
          label={t('session.fields.captcha')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint={t('session.captcha.hint')}
          error={errors.captcha?.message}
          addon={
            <CaptchaImageButton
              state={captcha}
              refreshLabel={t('session.captcha.refresh')}
              imageAlt={t('session.captcha.image')}
              loadingLabel={t('session.captcha.loading')}
              failedLabel={t('session.captcha.failed')}
            />
          }
          {...form.register('captcha')}
        />
      ) : null}
      <CheckboxField label={t('session.login.rememberMe')} {...form.register('remember')} />
      <div className="auth-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('session.login.submit')}
        </Button>
      </div>
    </form>
  );
}
