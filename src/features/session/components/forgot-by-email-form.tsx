import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import { refusedFieldName, ruleOf } from '../../../lib/auth/field-rules';
import { resetPasswordByEmail } from '../api/reset-password';
import { forgotByEmailSchema, type ForgotByEmailValues } from '../rules/password-schemas';
import { useSessionTexts } from '../state/use-session-texts';

/** Forgot by email: username and email under the site's rules; success shows `in_been_out`. */
export function ForgotByEmailForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const texts = useSessionTexts();
  const { validators } = useRegisterValidators();
  const usernameRule = ruleOf(validators, 'username');
  const emailRule = ruleOf(validators, 'email');
  const schema = useMemo(
    () => forgotByEmailSchema({ usernameRule, emailRule, messages: texts.password }),
    [usernameRule, emailRule, texts],
  );
  const form = useForm<ForgotByEmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await resetPasswordByEmail(values);
    if (result.ok) {
      onSent();
      return;
    }
    const field = refusedFieldName(result.error.field);
    const message = t(`errors.${result.error.key}`);
    if (field === 'username' || field === 'email')
      form.setError(field, { message }, { shouldFocus: true });
    else setFormError(message);
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__note">{t('session.forgotPassword.emailIntro')}</p>
      {formError ? (
        <p className="auth-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t('session.fields.username')}
        autoComplete="username"
        required
        hint={texts.hint(usernameRule)}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('session.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="auth-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('session.forgotPassword.submitEmail')}
        </Button>
      </div>
    </form>
  );
}
