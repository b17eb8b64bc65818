import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { awaitsReceipt } from '../rules/receipt';
import { useWalletFormat } from '../state/use-wallet-format';
import { ReceiptForm } from './receipt-form';
import { StatusBadge } from './status-badge';

type Withdrawal = components['schemas']['Withdrawal'];

/**
 * One withdrawal: amount, state, payee and times; what its state means for the player (the
 * automatic receipt time while it awaits an answer, the amounts of a partial receipt, the
 * operator's remark of a refusal); and, while paid, the receipt answer (no cancel: section 4 has none).
 */
export function WithdrawalRecord({
  withdrawal,
  onConfirmed,
}: {
  withdrawal: Withdrawal;
  onConfirmed(answer: Withdrawal): void;
}) {
  const { t } = useTranslation();
  const { money, time } = useWalletFormat();
  const [answering, setAnswering] = useState(false);
  const formId = useId();
  const w = withdrawal;
  const awaiting = awaitsReceipt(w);

  return (
    <li className="wallet-record">
      <div className="wallet-record__main">
        <strong>{money(w.amount)}</strong>
        <StatusBadge status={w.status} />
      </div>
      <div className="wallet-record__meta">
        <span>{`${w.payeeAccount.bankName} ${w.payeeAccount.accountNumber}`}</span>
        <span>{time(w.createdAt)}</span>
        <span>{t('wallet.record.id', { id: w.withdrawalId })}</span>
      </div>
      {awaiting && w.autoReceiptAt ? (
        <p className="wallet-note">{t('wallet.receipt.autoAt', { time: time(w.autoReceiptAt) })}</p>
      ) : null}
      {w.status === 'autoReceived' && w.confirmedAt ? (
        <p className="wallet-note">{t('wallet.receipt.autoDone', { time: time(w.confirmedAt) })}</p>
      ) : null}
      {(w.status === 'partlyReceived' || w.status === 'notReceived') &&
      w.amountReceived !== undefined &&
      w.remainingAmount !== undefined ? (
        <p className="wallet-note">
          {t('wallet.receipt.followUp', {
            received: money(w.amountReceived),
            missing: money(w.remainingAmount),
          })}
        </p>
      ) : null}
      {w.status === 'rejected' || w.status === 'cancelled' ? (
        <p className="wallet-note">
          {w.remark ? `${w.remark} ` : ''}
          {t('wallet.withdraw.returned')}
        </p>
      ) : null}
      {awaiting ? (
        <>
          <Button
            variant={answering ? 'ghost' : 'primary'}
            aria-expanded={answering}
            aria-controls={formId}
            onClick={() => setAnswering(!answering)}
          >
            {answering ? t('wallet.receipt.close') : t('wallet.receipt.open')}
          </Button>
          {answering ? (
            <ReceiptForm
              id={formId}
              withdrawal={w}
              onConfirmed={(answer) => {
                setAnswering(false);
                onConfirmed(answer);
              }}
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}
