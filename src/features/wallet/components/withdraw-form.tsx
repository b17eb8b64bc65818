import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { settleQuery } from '../../../lib/api/api-queries';
import { useCreateWithdrawal } from '../api/use-create-withdrawal';
import { centsOfText, fromCents } from '../rules/amounts';
import { blamedField } from '../../../lib/api/blamed-field';
import { mainWallet, vendorWallets } from '../rules/transfer';
import { withdrawSchema, type WithdrawValues } from '../schemas/wallet-forms';
import { useRequestId } from '../../../hooks/use-request-id';
import { useWalletFormat } from '../state/use-wallet-format';
import { errorTextValues } from '../../../lib/api/error-text-values';

type WalletBalance = components['schemas']['WalletBalance'];
type Withdrawal = components['schemas']['Withdrawal'];

const formFields = [
  'amount',
  'bankName',
  'accountName',
  'accountNumber',
  'paymentPassword',
] as const;
const isFormField = (name: string | null): name is (typeof formFields)[number] =>
  formFields.some((field) => field === name);

/**
 * The withdrawal request: an amount within the merchant's limits and what the main wallet holds
 * (vendor wallets must be moved back first), the payee account and the payment password. The
 * account name starts as the member's payee name when the profile has one (the server refuses any
 * other), still editable.
 */
export function WithdrawForm({
  balance,
  limits,
  payeeName,
  onMoveToMain,
}: {
  balance: WalletBalance;
  limits: { min: number; max: number };
  /** The member's payee name (`MemberProfile.payeeName`): null when unknown or not yet loaded. */
  payeeName: string | null;
  onMoveToMain(): void;
}) {
  const { t } = useTranslation();
  const { money, messages } = useWalletFormat();
  const create = useCreateWithdrawal();
  const requestId = useRequestId();
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const available = mainWallet(balance)?.balance ?? 0;
  const inVendors = vendorWallets(balance).some((w) => w.balance > 0);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(withdrawSchema({ ...limits, available }, messages)),
    defaultValues: {
      amount: '',
      bankName: '',
      accountName: payeeName ?? '',
      accountNumber: '',
      paymentPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // The profile may answer after the form shows: fill the name only while the member has not typed.
  const { getFieldState, getValues, setValue } = form;
  useEffect(() => {
    if (payeeName && !getFieldState('accountName').isDirty && getValues('accountName') === '')
      setValue('accountName', payeeName);
  }, [payeeName, getFieldState, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    const result = await settleQuery(
      create.mutateAsync({
        body: {
          amount: fromCents(centsOfText(values.amount) ?? 0),
          paymentPassword: values.paymentPassword,
          payeeAccount: {
            bankName: values.bankName.trim(),
            accountName: values.accountName.trim(),
            accountNumber: values.accountNumber.trim(),
          },
          requestId: requestId.current(),
        },
      }),
    );
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      const field = blamedField(result.error.field);
      const message = t(`errors.${result.error.key}`, errorTextValues(result.error));
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setCreated(result.value);
    form.reset({ ...values, amount: '', paymentPassword: '' });
  });

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="wallet-message wallet-message--error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="wallet-note">{t('wallet.withdraw.available', { amount: money(available) })}</p>
      {inVendors ? (
        <p className="wallet-note">
          {t('wallet.withdraw.vendorMoney')}{' '}
          <button type="button" className="wallet-inline-button" onClick={onMoveToMain}>
            {t('wallet.withdraw.goToWallet')}
          </button>
        </p>
      ) : null}
      <TextField
        label={t('wallet.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('wallet.form.bounds', { min: money(limits.min), max: money(limits.max) })}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label={t('wallet.account.bankName')}
        autoComplete="off"
        required
        maxLength={64}
        error={errors.bankName?.message}
        {...form.register('bankName')}
      />
      <TextField
        label={t('wallet.account.accountName')}
        autoComplete="name"
        required
        maxLength={64}
        hint={t('wallet.withdraw.accountNameHint')}
        error={errors.accountName?.message}
        {...form.register('accountName')}
      />
      <TextField
        label={t('wallet.account.accountNumber')}
        autoComplete="off"
        inputMode="numeric"
        required
        maxLength={34}
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <TextField
        label={t('wallet.withdraw.paymentPassword')}
        type="password"
        autoComplete="off"
        required
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <div className="wallet-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('wallet.withdraw.submit')}
        </Button>
      </div>
      <p className="wallet-message" role="status">
        {created
          ? t('wallet.withdraw.created', {
              id: created.withdrawalId,
              amount: money(created.amount),
            })
          : ''}
      </p>
    </form>
  );
}
