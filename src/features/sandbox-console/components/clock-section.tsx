import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import { useAdvanceSandboxClock } from '../api/use-advance-sandbox-clock';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

type SandboxConfig = components['schemas']['SandboxConfig'];

/** At most ten years at once (the server's limit), in whole minutes. */
const maxMinutes = 10 * 366 * 24 * 60;
const presets = [
  { minutes: 31, key: 'halfHour' },
  { minutes: 24 * 60, key: 'day' },
] as const;

/** The sandbox clock: what time it is there, and moving it ahead (it never goes back but by reset). */
export function ClockSection({ config, nowMs }: { config: SandboxConfig; nowMs: number }) {
  const { t, i18n } = useTranslation();
  const advance = useAdvanceSandboxClock();
  const { outcome, done, failed } = useOutcome();
  const form = useForm<{ minutes: string }>({
    resolver: zodResolver(
      z.object({
        minutes: z
          .string()
          .refine((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= maxMinutes, {
            message: t('sandbox-console.clock.errors.minutes'),
          }),
      }),
    ),
    defaultValues: { minutes: '' },
  });
  const formatted = (ms: number) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const run = async (minutes: number) => {
    try {
      const answer = await advance.mutateAsync({ body: { minutes } });
      done(t('sandbox-console.clock.advanced', { now: formatted(Date.parse(answer.value.now)) }));
    } catch (error) {
      failed(error);
    }
  };
  const submit = form.handleSubmit(({ minutes }) => run(Number(minutes)));

  return (
    <ConsoleSection
      id="clock"
      title={t('sandbox-console.clock.title')}
      description={t('sandbox-console.clock.description')}
      outcome={outcome}
    >
      <p>
        {t('sandbox-console.clock.now')} <strong>{formatted(nowMs + config.clockOffsetMs)}</strong>
        {config.clockOffsetMs > 0
          ? ` ${t('sandbox-console.clock.ahead', { minutes: Math.round(config.clockOffsetMs / 60_000) })}`
          : null}
      </p>
      <div className="console-actions">
        {presets.map((preset) => (
          <Button key={preset.key} variant="secondary" onClick={() => void run(preset.minutes)}>
            {t(`sandbox-console.clock.presets.${preset.key}`)}
          </Button>
        ))}
      </div>
      <form
        className="console-form console-form--inline"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('sandbox-console.clock.minutes')}
          inputMode="numeric"
          error={form.formState.errors.minutes?.message}
          {...form.register('minutes')}
        />
        <Button type="submit" busy={advance.isPending} disabled={false}>
          {t('sandbox-console.clock.advance')}
        </Button>
      </form>
    </ConsoleSection>
  );
}
