import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import {
  fillRange,
  patternMessageKey,
  refusedFieldName,
  ruleOf,
} from '../../../lib/auth/field-rules';
import { useSetPaymentPassword } from '../api/use-set-payment-password';
import {
  paymentPasswordBody,
  paymentPasswordField,
  type PaymentPasswordMode,
} from '../rules/payment-password-request';
import {
  paymentPasswordSchema,
  type PaymentPasswordValues,
} from '../schemas/payment-password-schema';
import '../../../components/auth/auth-form.css';
import { errorTextValues } from '../../../lib/api/error-text-values';

/**
 * Sets the first payment password (proven with the login password) or changes it (proven with the
 * current one), under the site's `paymentPassword` rule. `onDone` runs once the server took it.
 */
export function PaymentPasswordForm({
  mode,
  onDone,
}: {
  mode: PaymentPasswordMode;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { validators } = useRegisterValidators();
  const rule = ruleOf(validators, 'paymentPassword');
  const hint = fillRange(t(patternMessageKey(rule.patternId)), rule);
  const schema = useMemo(
    () =>
      paymentPasswordSchema({
        rule,
        messages: {
          required: t('account.security.validation.required'),
          rule: () => t('account.security.validation.rule', { hint }),
          mismatch: t('account.security.validation.mismatch'),
        },
      }),
    [rule, hint, t],
  );
  const form = useForm<PaymentPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { proof: '', newPaymentPassword: '', confirmNewPaymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const setPaymentPassword = useSetPaymentPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await setPaymentPassword.mutateAsync({ body: paymentPasswordBody(mode, values) });
      onDone();
    } catch (error) {
      const key = isApiError(error) ? error.key : 'unknown_error';
      const field = paymentPasswordField(isApiError(error) ? refusedFieldName(error.field) : null);
      const message =
        key === 'payment_password_invalid'
          ? t(
              mode === 'set'
                ? 'account.security.validation.wrongLoginPassword'
                : 'account.security.validation.wrongPaymentPassword',
            )
          : key === 'password_rule'
            ? t('account.security.validation.rule', { hint })
            : key === 'password_mismatch'
              ? t('account.security.validation.mismatch')
              : isApiError(error)
                ? t(`errors.${key}`, errorTextValues(error))
                : t(`errors.${key}`);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form className="auth-form account__form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="auth-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t(
          mode === 'set'
            ? 'account.security.fields.loginPassword'
            : 'account.security.fields.oldPaymentPassword',
        )}
        type="password"
        autoComplete={mode === 'set' ? 'current-password' : 'off'}
        required
        error={errors.proof?.message}
        {...form.register('proof')}
      />
      <TextField
        label={t('account.security.fields.newPaymentPassword')}
        type="password"
        autoComplete="new-password"
        inputMode={rule.patternId === 'digits' ? 'numeric' : undefined}
        required
        hint={hint}
        error={errors.newPaymentPassword?.message}
        {...form.register('newPaymentPassword')}
      />
      <TextField
        label={t('account.security.fields.confirmNewPaymentPassword')}
        type="password"
        autoComplete="new-password"
        inputMode={rule.patternId === 'digits' ? 'numeric' : undefined}
        required
        error={errors.confirmNewPaymentPassword?.message}
        {...form.register('confirmNewPaymentPassword')}
      />
      <div className="auth-form__actions auth-form__actions--row">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {t(mode === 'set' ? 'account.security.setSubmit' : 'account.security.changeSubmit')}
        </Button>
      </div>
    </form>
  );
}
