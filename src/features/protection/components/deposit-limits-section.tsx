import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useLocale } from '../../../hooks/use-language-code';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { formatEndTime } from '../../../lib/format/end-time';
import { useGetDepositLimits } from '../api/use-get-deposit-limits';
import { useSetDepositLimits } from '../api/use-set-deposit-limits';
import {
  depositLimitsSchema,
  limitText,
  type DepositLimitsBody,
  type DepositLimitsValues,
} from '../schemas/deposit-limits-schema';
import { useMoney } from './use-money';

type DepositLimits = components['schemas']['DepositLimits'];
type DepositLimitStatus = components['schemas']['DepositLimitStatus'];
type Window = keyof DepositLimits;

const windows: readonly Window[] = ['day', 'week', 'month'];
const isWindow = (name: string | null): name is Window => windows.some((w) => w === name);

/**
 * Deposit limits per rolling 24 hours, 7 days and 30 days (each optional): what was deposited and
 * what is left in each, a raise or removal waiting for its 24 hours, and the form to change them.
 */
export function DepositLimitsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useGetDepositLimits();
  return (
    <section className="protection__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="protection__heading">
        {t('protection.limits.title')}
      </h4>
      <p className="protection__explain">{t('protection.limits.explain')}</p>
      <QueryState query={query}>{(limits) => <DepositLimitsForm limits={limits} />}</QueryState>
    </section>
  );
}

/**
 * The value a window's box starts with: the change waiting for its 24 hours when there is one (so
 * saving again keeps it rather than cancelling it), else the limit in force.
 */
function wantedLimit(status: DepositLimitStatus): string {
  return limitText(status.pending ? status.pending.limit : status.limit);
}

function DepositLimitsForm({ limits }: { limits: DepositLimits }) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useLocale();
  const save = useSetDepositLimits();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () =>
      depositLimitsSchema({
        invalid: t('protection.limits.validation.invalid'),
        decimals: t('protection.limits.validation.decimals'),
        tooHigh: t('protection.limits.validation.tooHigh'),
      }),
    [t],
  );
  const form = useForm<DepositLimitsValues, unknown, DepositLimitsBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      day: wantedLimit(limits.day),
      week: wantedLimit(limits.week),
      month: wantedLimit(limits.month),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync({ body });
      setSaved(true);
    } catch (error) {
      const key = isApiError(error) ? error.key : 'unknown_error';
      const field = isApiError(error) ? refusedFieldName(error.field) : null;
      if (isWindow(field)) form.setError(field, { message: t(`errors.${key}`) });
      else setFormError(t(`errors.${key}`));
    }
  });

  const statusOf = (status: DepositLimitStatus): string => {
    const used =
      status.remaining === null
        ? t('protection.limits.usedNoLimit', { deposited: money(status.deposited) })
        : t('protection.limits.used', {
            deposited: money(status.deposited),
            remaining: money(status.remaining),
          });
    if (!status.pending) return used;
    const date = formatEndTime(status.pending.effectiveAt, locale) ?? status.pending.effectiveAt;
    const pending =
      status.pending.limit === null
        ? t('protection.limits.pendingRemoval', { date })
        : t('protection.limits.pendingRaise', { limit: money(status.pending.limit), date });
    return `${used} ${pending}`;
  };

  return (
    <form className="protection__form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="protection__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="protection__limits">
        {windows.map((window) => (
          <TextField
            key={window}
            label={t(`protection.limits.fields.${window}`)}
            inputMode="decimal"
            autoComplete="off"
            hint={statusOf(limits[window])}
            error={errors[window]?.message}
            {...form.register(window, { onChange: () => setSaved(false) })}
          />
        ))}
      </div>
      <div className="protection__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('protection.limits.save')}
        </Button>
        <p className="protection__status" role="status">
          {saved ? t('protection.limits.saved') : ''}
        </p>
      </div>
    </form>
  );
}
