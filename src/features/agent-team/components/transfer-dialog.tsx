import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useGetBalance } from '../../../lib/wallet/api/use-get-balance';
import { useTransferToDownline } from '../api/use-transfer-to-downline';
import {
  downlineTransferSchema,
  transferBounds,
  type DownlineTransferValues,
} from '../schemas/downline-transfer-schema';
import { errorTextValues } from '../../../lib/api/error-text-values';

type Downline = components['schemas']['Downline'];
type AgentTransfer = components['schemas']['AgentTransfer'];

/** The main wallet's balance of a `getBalance` answer; 0 without one. */
function mainBalanceOf(balance: components['schemas']['WalletBalance']): number {
  return balance.wallets.find((w) => w.walletType === 'main')?.balance ?? 0;
}

/**
 * Transfer to a downline: an amount between a cent and the agent's main wallet, and the payment
 * password. Without a payment password it leads to My account to set one.
 */
export function TransferDialog({
  downline,
  onClose,
  onDone,
}: {
  downline: Downline;
  onClose(): void;
  onDone(transfer: AgentTransfer): void;
}) {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const balance = useGetBalance(true);
  const memberCentre = useMemberCentreAddress();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('agent-team.transfer.title', { account: downline.account })}
      width={440}
      testId="downline-transfer"
    >
      {member && !member.hasPaymentPassword ? (
        <div className="agent-team">
          <p>{t('agent-team.transfer.needsPaymentPassword')}</p>
          <div className="agent-team__actions">
            <Button
              onClick={() => {
                onClose();
                memberCentre.open('securityCenter');
              }}
            >
              {t('agent-team.transfer.setPaymentPassword')}
            </Button>
          </div>
        </div>
      ) : (
        <QueryState query={balance} failedText={t('agent-team.transfer.balanceFailed')}>
          {(data) => (
            <TransferForm downline={downline} mainBalance={mainBalanceOf(data)} onDone={onDone} />
          )}
        </QueryState>
      )}
    </Dialog>
  );
}

const formFields = ['amount', 'paymentPassword'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (name: string | null): name is FormField =>
  formFields.some((field) => field === name);

function TransferForm({
  downline,
  mainBalance,
  onDone,
}: {
  downline: Downline;
  mainBalance: number;
  onDone(transfer: AgentTransfer): void;
}) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const transfer = useTransferToDownline();
  const bounds = transferBounds(mainBalance);
  const maxText = format.money(bounds.max);
  const schema = downlineTransferSchema({
    mainBalance,
    messages: {
      amountRequired: t('agent-team.transfer.amountRequired'),
      amountInvalid: t('agent-team.transfer.amountInvalid'),
      amountAboveBalance: t('agent-team.transfer.amountAboveBalance', { max: maxText }),
      paymentPasswordRequired: t('agent-team.transfer.paymentPasswordRequired'),
    },
  });
  const form = useForm<DownlineTransferValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  // One idempotency key per intended transfer: a retry of the same amount after no answer reuses it.
  const attempt = useRef<{ amount: string; requestId: string } | null>(null);

  const submit = async (values: DownlineTransferValues) => {
    setFormError(null);
    const amount = values.amount.trim();
    if (attempt.current?.amount !== amount)
      attempt.current = { amount, requestId: crypto.randomUUID() };
    try {
      const answer = await transfer.mutateAsync({
        body: {
          account: downline.account,
          amount: Number(amount),
          paymentPassword: values.paymentPassword,
          requestId: attempt.current.requestId,
        },
      });
      attempt.current = null;
      onDone(answer.value);
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
    <form
      className="agent-team agent-transfer"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <dl className="agent-registered__facts">
        <div>
          <dt>{t('agent-team.transfer.yourBalance')}</dt>
          <dd>{format.money(mainBalance)}</dd>
        </div>
        <div>
          <dt>{t('agent-team.transfer.theirBalance', { account: downline.account })}</dt>
          <dd>{format.money(downline.balance)}</dd>
        </div>
      </dl>
      <TextField
        label={t('agent-team.transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('agent-team.transfer.amountHint', {
          min: format.money(bounds.min),
          max: maxText,
        })}
        error={errors.amount?.message}
        {...form.register('amount')}
        addon={
          <Button
            variant="secondary"
            onClick={() => form.setValue('amount', bounds.max.toFixed(2), { shouldValidate: true })}
            disabled={bounds.max <= 0}
          >
            {t('agent-team.transfer.all')}
          </Button>
        }
      />
      <TextField
        label={t('agent-team.transfer.paymentPassword')}
        type="password"
        autoComplete="off"
        required
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      {formError ? (
        <p className="agent-team__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="agent-team__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('agent-team.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
