import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { settleQuery } from '../../../lib/api/api-queries';
import { useTransferWallet } from '../api/use-transfer-wallet';
import { centsOfText } from '../rules/amounts';
import { blamedField } from '../../../lib/api/blamed-field';
import {
  isOpen,
  sourceBalance,
  transferRequest,
  vendorWallets,
  type TransferDirection,
} from '../rules/transfer';
import { transferSchema, type TransferValues } from '../schemas/wallet-forms';
import { useRequestId } from '../../../hooks/use-request-id';
import { useWalletFormat } from '../state/use-wallet-format';
import { SelectField } from './select-field';

type WalletBalance = components['schemas']['WalletBalance'];

/**
 * Moves an amount between the main wallet and one open vendor wallet, either way; the amount may
 * not exceed what the source wallet holds (checked here, and by the server).
 */
export function TransferForm({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const { money, messages } = useWalletFormat();
  const transfer = useTransferWallet();
  const requestId = useRequestId();
  const open = vendorWallets(balance).filter(isOpen);
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // Rebuilt each render: the balances and the language it checks against are the latest.
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferSchema(balance, messages)),
    defaultValues: { vendor: open[0]?.walletCode ?? '', direction: 'toVendor', amount: '' },
  });
  const [vendor, direction] = useWatch({ control: form.control, name: ['vendor', 'direction'] });
  const available = sourceBalance(balance, direction, vendor);
  const { errors, isSubmitting } = form.formState;
  const nameOf = (code: string) =>
    code === 'MAIN'
      ? t('wallet.balances.main')
      : (balance.wallets.find((w) => w.walletCode === code)?.name ?? code);

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    setFormError(null);
    const cents = centsOfText(values.amount) ?? 0;
    const body = transferRequest(
      values.direction as TransferDirection,
      values.vendor,
      cents,
      requestId.current(),
    );
    const result = await settleQuery(transfer.mutateAsync({ body }));
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      const message = t(`errors.${result.error.key}`);
      if (blamedField(result.error.field) === 'amount')
        form.setError('amount', { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setDone(
      t('wallet.transfer.done', {
        amount: money(result.value.amount),
        from: nameOf(body.mode === 'transfer' ? body.fromWallet : 'MAIN'),
        to: nameOf(body.mode === 'transfer' ? body.toWallet : 'MAIN'),
      }),
    );
    form.reset({ ...values, amount: '' });
  });

  if (open.length === 0) return <p className="wallet-note">{t('wallet.transfer.allClosed')}</p>;

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate>
      <h4 className="wallet-section-title">{t('wallet.transfer.title')}</h4>
      {formError ? (
        <p className="wallet-message wallet-message--error" role="alert">
          {formError}
        </p>
      ) : null}
      <SelectField
        label={t('wallet.transfer.vendor')}
        error={errors.vendor?.message}
        {...form.register('vendor')}
      >
        {open.map((wallet) => (
          <option key={wallet.walletCode} value={wallet.walletCode}>
            {wallet.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="wallet-choice">
        <legend className="field__label">{t('wallet.transfer.direction')}</legend>
        <label className="wallet-choice__option">
          <input type="radio" value="toVendor" {...form.register('direction')} />
          {t('wallet.transfer.toVendor', { vendor: nameOf(vendor) })}
        </label>
        <label className="wallet-choice__option">
          <input type="radio" value="toMain" {...form.register('direction')} />
          {t('wallet.transfer.toMain', { vendor: nameOf(vendor) })}
        </label>
      </fieldset>
      <TextField
        label={t('wallet.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('wallet.transfer.available', { amount: money(available) })}
        error={errors.amount?.message}
        addon={
          <Button
            variant="ghost"
            onClick={() => form.setValue('amount', available.toFixed(2), { shouldDirty: true })}
            disabled={available <= 0}
          >
            {t('wallet.transfer.all')}
          </Button>
        }
        {...form.register('amount')}
      />
      <div className="wallet-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('wallet.transfer.submit')}
        </Button>
      </div>
      <p className="wallet-message" role="status">
        {done ?? ''}
      </p>
    </form>
  );
}
