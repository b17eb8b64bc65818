import { useTranslation } from 'react-i18next';
import type { ContractSide } from '../rules/contract-actions';
import type { Contract } from '../rules/contract-terms';
import { ContractActions, type ProcessContract } from './contract-actions';
import { StatusBadge } from './status-badge';
import { TermsTable } from './terms-table';
import { useContractFormats } from './use-contract-formats';

/** One contract with its status, counterparty, dates, terms and the actions the viewer has. */
export function ContractCard({
  contract,
  side,
  process,
  onDone,
}: {
  contract: Contract;
  side: ContractSide;
  process: ProcessContract;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const format = useContractFormats();
  const counterparty = side === 'downline' ? contract.upline : contract.downline;
  return (
    <article
      className="contract-card"
      aria-label={t('agent-contracts.card.label', {
        kind: t(`agent-contracts.kinds.${contract.kind}`),
        account: counterparty,
      })}
    >
      <header className="contract-card__head">
        <StatusBadge status={contract.status} />
        <span>
          {side === 'downline'
            ? t('agent-contracts.card.offeredBy', { account: contract.upline })
            : t('agent-contracts.card.offeredTo', { account: contract.downline })}
        </span>
      </header>
      <dl className="contract-card__dates">
        <div>
          <dt>{t('agent-contracts.card.offered')}</dt>
          <dd>{format.dateTime(contract.createdAt)}</dd>
        </div>
        {contract.effectiveAt ? (
          <div>
            <dt>{t('agent-contracts.card.since')}</dt>
            <dd>{format.dateTime(contract.effectiveAt)}</dd>
          </div>
        ) : null}
        {contract.lastSettledAt ? (
          <div>
            <dt>{t('agent-contracts.card.lastSettled')}</dt>
            <dd>{format.dateTime(contract.lastSettledAt)}</dd>
          </div>
        ) : null}
        {contract.nextSettlementAt ? (
          <div>
            <dt>{t('agent-contracts.card.nextSettlement')}</dt>
            <dd>{format.dateTime(contract.nextSettlementAt)}</dd>
          </div>
        ) : null}
        {contract.endedAt ? (
          <div>
            <dt>{t('agent-contracts.card.ended')}</dt>
            <dd>{format.dateTime(contract.endedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {contract.status === 'new' && contract.replacesContractId ? (
        <p className="contract-card__note">{t('agent-contracts.card.replaces')}</p>
      ) : null}
      {contract.status === 'new' && contract.confirmLowerRate ? (
        <p className="contract-card__note">{t('agent-contracts.card.lowerRate')}</p>
      ) : null}
      {contract.status === 'termination' && contract.terminationRequestedBy ? (
        <p className="contract-card__note">
          {t(
            contract.terminationRequestedBy === side
              ? 'agent-contracts.card.youAskedToEnd'
              : 'agent-contracts.card.theyAskedToEnd',
            { account: counterparty },
          )}
        </p>
      ) : null}
      <TermsTable terms={contract.terms} caption={t('agent-contracts.terms.table')} />
      <ContractActions contract={contract} side={side} process={process} onDone={onDone} />
    </article>
  );
}
