import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { RecordTable } from '../../../components/records/record-table';
import { useListContracts } from '../api/use-list-contracts';
import { isOpen, type Contract, type ContractKind } from '../rules/contract-terms';
import type { ProcessContract } from './contract-actions';
import { ContractCard } from './contract-card';
import { StatusBadge } from './status-badge';
import { useContractFormats } from './use-contract-formats';

/**
 * My contract (as downline): the upline's offers and the contract in force of this kind, each with
 * its terms and the answers the downline has; the ended ones under a disclosure. One upline gives
 * few contracts, so one page of 100 holds them all.
 */
export function MyContract({
  kind,
  process,
  onDone,
}: {
  kind: ContractKind;
  process: ProcessContract;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const format = useContractFormats();
  const query = useListContracts({ role: 'asDownline', kind, pageNo: 1, pageSize: 100 });
  const kindName = t(`agent-contracts.kinds.${kind}`);
  return (
    <QueryState query={query} failedText={t('agent-contracts.mine.failed')}>
      {(answer) => {
        const open = answer.list.filter(isOpen);
        const ended = answer.list.filter((c) => !isOpen(c));
        return (
          <>
            {open.length === 0 ? (
              <p className="records-empty">{t('agent-contracts.mine.none', { kind: kindName })}</p>
            ) : (
              open.map((contract) => (
                <ContractCard
                  key={contract.contractId}
                  contract={contract}
                  side="downline"
                  process={process}
                  onDone={onDone}
                />
              ))
            )}
            {ended.length > 0 ? (
              <details className="contract-history">
                <summary>{t('agent-contracts.mine.history', { count: ended.length })}</summary>
                <RecordTable<Contract>
                  caption={t('agent-contracts.mine.history', { count: ended.length })}
                  rows={ended}
                  rowKey={(c) => c.contractId}
                  columns={[
                    {
                      key: 'upline',
                      header: t('agent-contracts.team.upline'),
                      cell: (c) => c.upline,
                    },
                    {
                      key: 'status',
                      header: t('agent-contracts.team.status'),
                      cell: (c) => <StatusBadge status={c.status} />,
                    },
                    {
                      key: 'reason',
                      header: t('agent-contracts.team.reason'),
                      cell: (c) =>
                        c.endReason ? t(`agent-contracts.endReason.${c.endReason}`) : '',
                    },
                    {
                      key: 'offered',
                      header: t('agent-contracts.card.offered'),
                      cell: (c) => format.dateTime(c.createdAt),
                    },
                    {
                      key: 'ended',
                      header: t('agent-contracts.card.ended'),
                      cell: (c) => (c.endedAt ? format.dateTime(c.endedAt) : ''),
                    },
                  ]}
                />
              </details>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
