import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useGetBalance } from '../../../lib/wallet/api/use-get-balance';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useTransferToUpline } from '../api/use-transfer-to-upline';
import { mainWalletBalance } from '../rules/engagement-figures';
import { uplineTransferSchema, type UplineTransferValues } from '../schemas/upline-transfer-schema';
import { useEngagementFormat } from './use-engagement-format';
import './engagement.css';
import { errorTextValues } from '../../../lib/api/error-text-values';

/**
 * Transfer to upline (`transferUpline`, only for members with an upline: the centre's menu hides it
 * otherwise): an amount up to the main wallet's balance and the payment password; the balance
 * follows. Without a payment password the page leads to My account to set one.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const balance = useGetBalance(true);
  const { show } = useMemberCentreAddress();

  if (member && !member.hasPaymentPassword) {
    return (
      <div className="engagement-page">
        <p>{t('engagement.upline.needsPaymentPassword')}</p>
        <div>
          <Button onClick={() => show('securityCenter')}>
            {t('engagement.upline.setPaymentPassword')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="engagement-page">
      <QueryState query={balance} failedText={t('engagement.upline.balanceFailed')}>
        {(data) => <TransferForm mainBalance={mainWalletBalance(data)} />}
      </QueryState>
    </div>
  );
}

const formFields = ['amount', 'paymentPassword'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (name: string | null): name is FormField =>
  formFields.some((field) => field === name);

function TransferForm({ mainBalance }: { mainBalance: number }) {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const transfer = useTransferToUpline();
  const schema = useMemo(
    () =>
      uplineTransferSchema({
        maxAmount: mainBalance,
        messages: {
          amountRequired: t('engagement.upline.amountRequired'),
          amountInvalid: t('engagement.upline.amountInvalid'),
          amountAboveBalance: t('engagement.upline.amountAboveBalance'),
          paymentPasswordRequired: t('engagement.upline.paymentPasswordRequired'),
        },
      }),
    [mainBalance, t],
  );
  const form = useForm<UplineTransferValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One idempotency key per intended transfer: a retry of the same amount after no answer reuses it.
  const attempt = useRef<{ amount: string; requestId: string } | null>(null);

  const submit = async (values: UplineTransferValues) => {
    setFormError(null);
    setDone(null);
    const amount = values.amount.trim();
    if (attempt.current?.amount !== amount)
      attempt.current = { amount, requestId: crypto.randomUUID() };
    try {
      const answer = await transfer.mutateAsync({
        body: {
          amount: Number(amount),
          paymentPassword: values.paymentPassword,
          requestId: attempt.current.requestId,
        },
      });
      attempt.current = null;
      form.reset({ amount: '', paymentPassword: '' });
      setDone(
        t('engagement.upline.done', {
          amount: format.money(answer.value.amount),
          upline: answer.value.toAccount,
          balance: format.money(answer.value.balanceAfter),
        }),
      );
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown_error'));
        return;
      }
      // An answer was given: the next try is a new transfer.
      if (error.status !== 0) attempt.current = null;
      const field = refusedFieldName(error.field);
      const message = t(`errors.${error.key}`, errorTextValues(error));
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  };

  return (
    <>
      <dl className="engagement-figures">
        <div>
          <dt>{t('engagement.upline.mainBalance')}</dt>
          <dd>{format.money(mainBalance)}</dd>
        </div>
      </dl>
      <p className="engagement-done" role="status">
        {done}
      </p>
      <form
        className="engagement-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <TextField
          label={t('engagement.upline.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('engagement.upline.amountHint', { max: format.money(mainBalance) })}
          error={errors.amount?.message}
          {...form.register('amount')}
          addon={
            <Button
              variant="secondary"
              onClick={() =>
                form.setValue('amount', mainBalance.toFixed(2), { shouldValidate: true })
              }
              disabled={mainBalance <= 0}
            >
              {t('engagement.upline.all')}
            </Button>
          }
        />
        <TextField
          label={t('engagement.upline.paymentPassword')}
          type="password"
          autoComplete="off"
          required
          error={errors.paymentPassword?.message}
          {...form.register('paymentPassword')}
        />
        {formError ? (
          <p className="engagement-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="engagement-form__actions">
          <Button type="submit" busy={isSubmitting}>
            {t('engagement.upline.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
