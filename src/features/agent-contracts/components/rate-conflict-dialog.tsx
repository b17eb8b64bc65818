import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { headlineRates, type Contract } from '../rules/contract-terms';
import { StatusBadge } from './status-badge';
import { useContractFormats } from './use-contract-formats';

/**
 * The lower-rate rule's warning (section 4): the contracts that will end, each with its parties,
 * rate and status; Confirm sends the same request again with `confirmLowerRate: true`.
 */
export function RateConflictDialog({
  conflict,
  busy,
  onConfirm,
  onCancel,
}: {
  /** `intro` is the sentence above the list (who holds the contracts and when they end). */
  conflict: { contracts: readonly Contract[]; intro: string } | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const format = useContractFormats();
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('agent-contracts.conflict.title')}
      width={520}
      testId="rate-conflict"
    >
      {conflict ? (
        <div className="contract-dialog">
          <p role="alert">{conflict.intro}</p>
          <ul className="contract-conflicts" aria-label={t('agent-contracts.conflict.list')}>
            {conflict.contracts.map((c) => {
              const rates = headlineRates(c.terms);
              return (
                <li key={c.contractId}>
                  <span>
                    {t('agent-contracts.conflict.item', {
                      upline: c.upline,
                      downline: c.downline,
                      kind: t(`agent-contracts.kinds.${c.kind}`),
                      rate: format.rate(rates.rate),
                    })}
                    {rates.lossRate !== undefined
                      ? ` ${t('agent-contracts.conflict.lossRate', { rate: format.rate(rates.lossRate) })}`
                      : ''}
                  </span>{' '}
                  <StatusBadge status={c.status} />
                </li>
              );
            })}
          </ul>
          <div className="contract-dialog__buttons">
            <Button variant="secondary" onClick={onCancel}>
              {t('agent-contracts.actions.cancel')}
            </Button>
            <Button busy={busy} onClick={onConfirm}>
              {t('agent-contracts.conflict.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
