import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useSetSystemStatus } from '../api/use-set-system-status';
import { statusFormSchema } from '../rules/status-form';
import {
  isoToLocalInput,
  statusRequest,
  suggestedEndTime,
  type StatusForm,
} from '../rules/status-request';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

type SandboxConfig = components['schemas']['SandboxConfig'];

export const statusChoices = [
  { value: 0, key: 'normal' },
  { value: 1, key: 'maintenance' },
  { value: 2, key: 'regionBlocked' },
] as const;

/** Now on the sandbox clock, asked when the form is checked or a suggestion is made. */
const sandboxNow = (offsetMs: number) => () => Date.now() + offsetMs;

function formOf(config: SandboxConfig): StatusForm {
  const { systemStatus } = config;
  return {
    status: systemStatus.status,
    title: systemStatus.title ?? '',
    endTime: isoToLocalInput(systemStatus.endTime),
    info: systemStatus.info ?? '',
  };
}

/**
 * Normal, maintenance (title, end time, text) or region-blocked: every open portal of this sandbox
 * switches at once (the live stream), and back.
 */
export function SystemStatusSection({ config }: { config: SandboxConfig }) {
  const { t } = useTranslation();
  const ids = { info: useId(), radios: useId() };
  const setSystemStatus = useSetSystemStatus();
  const { outcome, done, failed } = useOutcome();
  const nowMs = sandboxNow(config.clockOffsetMs);
  const form = useForm<StatusForm>({
    resolver: zodResolver(
      statusFormSchema(nowMs, {
        endTimePast: t('sandbox-console.status.endTimePast'),
        tooLong: t('sandbox-console.tooLong'),
      }),
    ),
    defaultValues: formOf(config),
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const { errors } = form.formState;

  const choose = (value: 0 | 1 | 2) => {
    form.setValue('status', value);
    if (value === 1 && !form.getValues('endTime'))
      form.setValue('endTime', suggestedEndTime(nowMs()));
  };

  const apply = form.handleSubmit(async (values) => {
    try {
      await setSystemStatus.mutateAsync({ body: statusRequest(values) });
      done(
        t('sandbox-console.status.applied', {
          status: t(`sandbox-console.status.${statusChoices[values.status].key}`),
        }),
      );
    } catch (error) {
      failed(error);
    }
  });

  return (
    <ConsoleSection
      id="system-status"
      title={t('sandbox-console.status.title')}
      description={t('sandbox-console.status.description')}
      outcome={outcome}
    >
      <form className="console-form" onSubmit={(event) => void apply(event)} noValidate>
        <fieldset className="console-fieldset">
          <legend>{t('sandbox-console.status.legend')}</legend>
          {statusChoices.map((choice) => (
            <label key={choice.value} className="console-choice">
              <input
                type="radio"
                name={ids.radios}
                checked={status === choice.value}
                onChange={() => choose(choice.value)}
              />
              {t(`sandbox-console.status.${choice.key}`)}
            </label>
          ))}
        </fieldset>
        {status === 1 ? (
          <>
            <TextField
              label={t('sandbox-console.status.maintenanceTitle')}
              maxLength={200}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label={t('sandbox-console.status.endTime')}
              hint={t('sandbox-console.status.endTimeHint')}
              type="datetime-local"
              error={errors.endTime?.message}
              {...form.register('endTime')}
            />
          </>
        ) : null}
        {status !== 0 ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.info}>
              {t('sandbox-console.status.info')}
            </label>
            <textarea
              id={ids.info}
              className="field__input"
              rows={2}
              maxLength={2000}
              {...form.register('info')}
            />
          </div>
        ) : null}
        <Button type="submit" busy={setSystemStatus.isPending} disabled={false}>
          {t('sandbox-console.status.apply')}
        </Button>
      </form>
    </ConsoleSection>
  );
}
