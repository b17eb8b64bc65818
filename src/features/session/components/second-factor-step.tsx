import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SmsSendButton } from '../../../components/auth/sms-send-button';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useCountdown } from '../../../hooks/auth/use-countdown';
import { createThrottleGate, smsSendIntervalMs } from '../../../lib/auth/throttle-gate';
import type { LoginResult, SecondFactorChallenge } from '../api/login';
import { resendSecondFactorCode, verifySecondFactor } from '../api/second-factor';
import {
  isNumericAnswer,
  secondFactorSchema,
  sendsCode,
  type SecondFactorValues,
} from '../rules/second-factor-schema';
import { useRefusalText } from '../state/use-refusal-text';
import '../../../components/auth/auth-form.css';
import './second-factor-step.css';

/**
 * The further step of a login from a new address (section 4): one field for the challenge's
 * method, "send again" for a phone or email code (throttled, then the server's wait counted down),
 * a wrong answer on the field, an expired step or a lock as an alert with the way back.
 */
export function SecondFactorStep({
  challenge,
  onPassed,
  onBack,
}: {
  challenge: SecondFactorChallenge;
  onPassed(result: LoginResult): Promise<void>;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const refusedText = useRefusalText();
  const { method } = challenge;
  const [formError, setFormError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  const [gate] = useState(() => createThrottleGate(smsSendIntervalMs));
  const { secondsLeft, start } = useCountdown();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const schema = useMemo(
    () =>
      secondFactorSchema(method, {
        required: t('sign-in.step.required'),
        sixDigits: t('sign-in.step.sixDigits'),
      }),
    [method, t],
  );
  const form = useForm<SecondFactorValues>({
    resolver: zodResolver(schema),
    defaultValues: { answer: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    start(challenge.resendAfterSeconds ?? 0);
    form.setFocus('answer');
  }, [challenge, start, form]);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const refuse = (message: string, stepEnded: boolean) => {
    setFormError(message);
    setEnded(stepEnded);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await verifySecondFactor(challenge.challengeId, values.answer);
    if (result.ok) {
      await onPassed(result.value);
      return;
    }
    const { error } = result;
    const message = refusedText(error);
    if (error.key === 'invalid_verification_code')
      form.setError('answer', { message }, { shouldFocus: true });
    else refuse(message, error.key === 'code_expired' || error.key === 'account_locked');
  });

  const resend = async () => {
    if (sending || secondsLeft > 0 || !gate.tryPass()) return;
    setSending(true);
    try {
      const result = await resendSecondFactorCode(challenge.challengeId);
      if (result.ok) {
        setResent(true);
        start(result.value.resendAfterSeconds);
      } else {
        const wait = result.error.value?.retryAfterSeconds;
        if (typeof wait === 'number') start(wait);
        refuse(refusedText(result.error), result.error.key === 'code_expired');
      }
    } finally {
      setSending(false);
    }
  };

  const numeric = isNumericAnswer(method);
  return (
    <form
      className="auth-form second-factor-step"
      onSubmit={onSubmit}
      noValidate
      data-testid="second-factor-step"
    >
      <h3 className="second-factor-step__title">{t('sign-in.step.title')}</h3>
      <p className="auth-form__note">
        {t(`sign-in.step.intro.${method}`, { hint: challenge.hint })}
      </p>
      {formError ? (
        <p className="auth-form__alert" role="alert" tabIndex={-1} ref={alertRef}>
          {formError}
        </p>
      ) : null}
      <TextField
        label={t(`sign-in.step.label.${method}`)}
        required
        autoComplete={numeric ? 'one-time-code' : 'off'}
        inputMode={numeric ? 'numeric' : 'text'}
        maxLength={numeric ? 6 : 255}
        spellCheck={false}
        disabled={ended}
        error={errors.answer?.message}
        addon={
          sendsCode(method) && !ended ? (
            <SmsSendButton
              onSend={() => void resend()}
              sending={sending}
              secondsLeft={secondsLeft}
              label={t('sign-in.step.resend')}
              waitingLabel={(seconds) => t('sign-in.step.wait', { seconds })}
            />
          ) : null
        }
        {...form.register('answer')}
      />
      {resent ? (
        <p className="auth-form__status" role="status">
          {t('sign-in.step.resent', { hint: challenge.hint })}
        </p>
      ) : null}
      <div className="auth-form__actions">
        {ended ? null : (
          <Button type="submit" busy={isSubmitting}>
            {t('sign-in.step.submit')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onBack}>
          {ended ? t('sign-in.step.again') : t('sign-in.step.back')}
        </Button>
      </div>
    </form>
  );
}
