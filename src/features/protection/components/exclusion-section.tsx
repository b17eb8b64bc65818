import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import { useLocale } from '../../../hooks/use-language-code';
import { formatEndTime } from '../../../lib/format/end-time';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { useStartSelfExclusion } from '../api/use-start-self-exclusion';
import { useStartTimeOut } from '../api/use-start-time-out';
import {
  exclusionChoice,
  exclusionChoices,
  type ExclusionChoice,
} from '../rules/exclusion-choices';
import {
  exclusionSchema,
  type ExclusionForm,
  type ExclusionValues,
} from '../schemas/exclusion-schema';

const kinds = ['timeOut', 'selfExclusion'] as const;

/**
 * A time-out (24 hours, 7 or 30 days) or self-exclusion (6 months, 1 or 5 years): choose, enter
 * the password, then confirm a step that says it cannot be undone or shortened and signs out at
 * once. The server ends every session of the member, so on success the portal signs out locally
 * (the logout flow, without its server call) and says when the member may log in again.
 */
export function ExclusionSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const locale = useLocale();
  const signOut = useSignOut();
  const warn = useSetAtom(warningAtom);
  const startTimeOut = useStartTimeOut();
  const startSelfExclusion = useStartSelfExclusion();
  const [confirming, setConfirming] = useState<ExclusionForm | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      exclusionSchema({
        chooseOne: t('protection.exclusion.chooseOne'),
        passwordRequired: t('protection.exclusion.passwordRequired'),
      }),
    [t],
  );
  const form = useForm<ExclusionValues, unknown, ExclusionForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  // After a wrong password the form comes back; its password box takes the focus once it is there.
  const refocusPassword = useRef(false);
  useEffect(() => {
    if (confirming || !refocusPassword.current) return;
    refocusPassword.current = false;
    form.setFocus('password');
  }, [confirming, form]);
  const busy = startTimeOut.isPending || startSelfExclusion.isPending;

  const periodText = (choice: ExclusionChoice) =>
    t(`protection.exclusion.choices.${choice.kind}.${choice.period}`);

  const start = async (values: ExclusionForm) => {
    setConfirmError(null);
    const choice = exclusionChoice(values.choice);
    try {
      const answer =
        choice.kind === 'timeOut'
          ? await startTimeOut.mutateAsync({
              body: { period: choice.period, password: values.password },
            })
          : await startSelfExclusion.mutateAsync({
              body: { period: choice.period, password: values.password },
            });
      const exclusion = answer.value;
      const endTime = formatEndTime(exclusion.endsAt, locale) ?? exclusion.endsAt;
      const notice = t(`protection.exclusion.started.${exclusion.kind}`, { endTime });
      await signOut({ serverSessionEnded: true });
      warn({ text: notice });
    } catch (error) {
      if (isApiError(error) && error.key === 'invalid_credentials') {
        refocusPassword.current = true;
        setConfirming(null);
        form.setValue('password', '');
        form.setError('password', { message: t('protection.exclusion.wrongPassword') });
        return;
      }
      setConfirmError(t(`errors.${isApiError(error) ? error.key : 'unknown_error'}`));
    }
  };

  return (
    <section className="protection__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="protection__heading">
        {t('protection.exclusion.title')}
      </h4>
      <p className="protection__explain">{t('protection.exclusion.explain')}</p>
      {confirming ? (
        <ConfirmStep
          text={t(`protection.exclusion.confirm.${exclusionChoice(confirming.choice).kind}`, {
            period: periodText(exclusionChoice(confirming.choice)),
          })}
          startLabel={t(`protection.exclusion.start.${exclusionChoice(confirming.choice).kind}`)}
          error={confirmError}
          busy={busy}
          onBack={() => {
            setConfirmError(null);
            setConfirming(null);
          }}
          onStart={() => void start(confirming)}
        />
      ) : (
        <form
          className="protection__form"
          onSubmit={form.handleSubmit((values) => setConfirming(values))}
          noValidate
        >
          <div className="protection__choices">
            {kinds.map((kind) => (
              <fieldset key={kind} className="protection__fieldset">
                <legend className="protection__legend">{t(`protection.exclusion.${kind}`)}</legend>
                {exclusionChoices
                  .filter((choice) => choice.kind === kind)
                  .map((choice) => (
                    <label key={choice.id} className="protection__radio">
                      <input
                        type="radio"
                        value={choice.id}
                        aria-invalid={errors.choice ? true : undefined}
                        {...form.register('choice')}
                      />
                      <span>{periodText(choice)}</span>
                    </label>
                  ))}
              </fieldset>
            ))}
          </div>
          {errors.choice ? (
            <p className="field__error protection__choice-error" role="alert">
              {errors.choice.message}
            </p>
          ) : null}
          <TextField
            label={t('protection.exclusion.password')}
            type="password"
            autoComplete="current-password"
            required
            hint={t('protection.exclusion.passwordHint')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="protection__actions">
            <Button type="submit">{t('protection.exclusion.continue')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The last step before the break starts: what it means, Back, and the button that starts it. */
function ConfirmStep({
  text,
  startLabel,
  error,
  busy,
  onBack,
  onStart,
}: {
  text: string;
  startLabel: string;
  error: string | null;
  busy: boolean;
  onBack(): void;
  onStart(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="protection__confirm" role="group" aria-labelledby={headingId}>
      <h5 id={headingId} ref={heading} tabIndex={-1} className="protection__confirm-title">
        {t('protection.exclusion.confirmTitle')}
      </h5>
      <p>{text}</p>
      {error ? (
        <p className="protection__alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="protection__actions protection__actions--row">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('protection.exclusion.back')}
        </Button>
        <Button className="protection__danger" onClick={onStart} busy={busy}>
          {startLabel}
        </Button>
      </div>
    </div>
  );
}
