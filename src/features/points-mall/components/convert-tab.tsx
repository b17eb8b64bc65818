import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useRequestId } from '../../../hooks/use-request-id';
import { settleQuery } from '../../../lib/api/api-queries';
import { blamedField } from '../../../lib/api/blamed-field';
import { useConvertPoints } from '../api/use-convert-points';
import { useGetPointsBalance } from '../api/use-get-points-balance';
import { useGetPointsConfig } from '../api/use-get-points-config';
import { convertAmount, wholeOfText } from '../rules/points';
import { convertSchema, type ConvertValues } from '../schemas/points-forms';
import { usePointsFormat } from './use-points-format';

type PointsConfig = components['schemas']['PointsConfig'];
type PointsConvertResult = components['schemas']['PointsConvertResult'];

/** Convert: the settings and the balance first, then the form. */
export function ConvertTab() {
  const { t } = useTranslation();
  const config = useGetPointsConfig();
  const balance = useGetPointsBalance();
  return (
    <div className="points-mall__section">
      <QueryState query={config} failedText={t('points-mall.summary.configFailed')}>
        {(settings) => (
          <QueryState query={balance} failedText={t('points-mall.summary.balanceFailed')}>
            {(data) => <ConvertForm config={settings} balance={data.points} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}

const formFields = ['points', 'paymentPassword'] as const;
const isFormField = (name: string | null): name is (typeof formFields)[number] =>
  formFields.some((field) => field === name);

/**
 * Whole points from `minConvertPoints` up to the balance, the money they give shown as they are
 * typed (points / ratio, rounded down to 2 decimals, in the site's currency), and the payment
 * password. Success says what was credited; the points, the details and the wallet balance (the
 * header's too) ask again.
 */
function ConvertForm({ config, balance }: { config: PointsConfig; balance: number }) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const convert = useConvertPoints();
  const requestId = useRequestId();
  const [done, setDone] = useState<PointsConvertResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const limits = { min: config.minConvertPoints, max: balance };
  const form = useForm<ConvertValues>({
    resolver: zodResolver(convertSchema(limits, format.messages)),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = wholeOfText(useWatch({ control: form.control, name: 'points' })) ?? 0;
  const enough = balance >= config.minConvertPoints;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const result = await settleQuery(
      convert.mutateAsync({
        body: {
          points: wholeOfText(values.points) ?? 0,
          paymentPassword: values.paymentPassword,
          requestId: requestId.current(),
        },
      }),
    );
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      const field = blamedField(result.error.field);
      const message = t(`errors.${result.error.key}`);
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setDone(result.value);
    form.reset({ points: '', paymentPassword: '' });
  });

  return (
    <form className="points-mall__form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="points-mall__message points-mall__message--error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="points-mall__note">
        {t('points-mall.convert.intro', {
          points: format.number(config.ratio),
          money: format.money(1),
          min: format.number(config.minConvertPoints),
        })}
      </p>
      {enough ? null : (
        <p className="points-mall__note">
          {t('points-mall.convert.notEnough', { min: format.number(config.minConvertPoints) })}
        </p>
      )}
      <TextField
        label={t('points-mall.convert.points')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t('points-mall.convert.hint', {
          min: format.number(config.minConvertPoints),
          max: format.number(balance),
        })}
        error={errors.points?.message}
        {...form.register('points')}
      />
      <p className="points-mall__cost" aria-live="polite" data-testid="convert-amount">
        {t('points-mall.convert.gives', {
          money: format.money(convertAmount(typed, config.ratio)),
        })}
      </p>
      <TextField
        label={t('points-mall.form.paymentPassword')}
        type="password"
        autoComplete="off"
        required
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <div className="points-mall__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('points-mall.convert.submit')}
        </Button>
      </div>
      <p className="points-mall__message" role="status">
        {done
          ? t('points-mall.convert.done', {
              points: format.number(done.points),
              money: format.money(done.amount),
              balance: format.number(done.pointsBalance),
            })
          : ''}
      </p>
    </form>
  );
}
