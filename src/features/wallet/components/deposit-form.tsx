import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { settleQuery } from '../../../lib/api/api-queries';
import { useCreateDeposit } from '../api/use-create-deposit';
import { centsOfText, fromCents } from '../rules/amounts';
import { blamedField } from '../../../lib/api/blamed-field';
import { depositSchema, type DepositValues } from '../schemas/wallet-forms';
import { useRequestId } from '../../../hooks/use-request-id';
import { useWalletFormat } from '../state/use-wallet-format';
import { DepositCreated } from './deposit-created';
import { SelectField } from './select-field';

type DepositChannel = components['schemas']['DepositChannel'];
type Deposit = components['schemas']['Deposit'];

const formFields = ['channelId', 'amount', 'payerName', 'reference'] as const;
const isFormField = (name: string | null): name is (typeof formFields)[number] =>
  formFields.some((field) => field === name);

/**
 * The deposit request: a channel (those under maintenance listed but not selectable), an amount
 * within its `minAmount`..`maxAmount`, and the payer name and reference where the channel needs
 * them. Sent once per `requestId`, so a retry after a lost answer creates nothing twice.
 */
export function DepositForm({ channels }: { channels: readonly DepositChannel[] }) {
  const { t } = useTranslation();
  const { money, messages } = useWalletFormat();
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const [created, setCreated] = useState<Deposit | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const firstOpen = channels.find((c) => c.status === 'normal');

  const form = useForm<DepositValues>({
    resolver: zodResolver(depositSchema(channels, messages)),
    defaultValues: {
      channelId: firstOpen?.channelId ?? '',
      amount: '',
      payerName: '',
      reference: '',
    },
  });
  const channelId = useWatch({ control: form.control, name: 'channelId' });
  const channel = channels.find((c) => c.channelId === channelId);
  const needs = {
    payerName: channel?.requiresPayerName === true,
    reference: channel?.requiresReference === true,
  };
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    const result = await settleQuery(
      create.mutateAsync({
        body: {
          channelId: values.channelId,
          amount: fromCents(centsOfText(values.amount) ?? 0),
          ...(needs.payerName ? { payerName: values.payerName.trim() } : {}),
          ...(needs.reference ? { reference: values.reference.trim() } : {}),
          requestId: requestId.current(),
        },
      }),
    );
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      const field = blamedField(result.error.field);
      const message = t(`errors.${result.error.key}`);
      if (isFormField(field) && field !== 'channelId')
        form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setCreated(result.value);
    form.reset({ ...values, amount: '', reference: '' });
  });

  if (!firstOpen) return <p className="wallet-note">{t('wallet.deposit.allClosed')}</p>;

  return (
    <>
      <form className="wallet-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="wallet-message wallet-message--error" role="alert">
            {formError}
          </p>
        ) : null}
        <SelectField
          label={t('wallet.deposit.channel')}
          error={errors.channelId?.message}
          {...form.register('channelId')}
        >
          {channels.map((c) => (
            <option key={c.channelId} value={c.channelId} disabled={c.status !== 'normal'}>
              {c.status === 'normal'
                ? c.name
                : t('wallet.deposit.channelMaintenance', { channel: c.name })}
            </option>
          ))}
        </SelectField>
        {channel?.remark ? <p className="wallet-note">{channel.remark}</p> : null}
        <TextField
          label={t('wallet.form.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={
            channel
              ? t('wallet.form.bounds', {
                  min: money(channel.minAmount),
                  max: money(channel.maxAmount),
                })
              : undefined
          }
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        {needs.payerName ? (
          <TextField
            label={t('wallet.deposit.payerName')}
            autoComplete="name"
            required
            maxLength={64}
            error={errors.payerName?.message}
            {...form.register('payerName')}
          />
        ) : null}
        {needs.reference ? (
          <TextField
            label={t('wallet.deposit.reference')}
            autoComplete="off"
            required
            maxLength={64}
            error={errors.reference?.message}
            {...form.register('reference')}
          />
        ) : null}
        <div className="wallet-form__actions">
          <Button type="submit" busy={isSubmitting}>
            {t('wallet.deposit.submit')}
          </Button>
        </div>
      </form>
      {created ? <DepositCreated deposit={created} /> : null}
    </>
  );
}
