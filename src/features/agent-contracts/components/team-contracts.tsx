import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { recordPageSize } from '../../../lib/records/record-filter';
import { useListContracts } from '../api/use-list-contracts';
import {
  headlineRates,
  type Contract,
  type ContractKind,
  type ContractStatus,
} from '../rules/contract-terms';
import { ContractActions, type ProcessContract } from './contract-actions';
import { StatusBadge } from './status-badge';
import { TermsTable } from './terms-table';
import { useContractFormats } from './use-contract-formats';

const statuses: readonly ContractStatus[] = [
  'new',
  'success',
  'termination',
  'terminated',
  'rejected',
];

/**
 * Contracts with my team (as upline): the contracts of this kind the agent offered its direct
 * downlines, paged, by status, with the counterparty, the terms (under a disclosure), the dates and
 * the actions the upline has (withdraw an offer, terminate, answer a termination request).
 */
export function TeamContracts({
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
  const [status, setStatus] = useState<ContractStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const query = useListContracts({
    role: 'asUpline',
    kind,
    ...(status ? { status } : {}),
    pageNo,
    pageSize: recordPageSize,
  });

  const columns: RecordColumn<Contract>[] = [
    { key: 'downline', header: t('agent-contracts.team.downline'), cell: (c) => c.downline },
    {
      key: 'status',
      header: t('agent-contracts.team.status'),
      cell: (c) => (
        <>
          <StatusBadge status={c.status} />
          {c.endReason ? (
            <span className="records-sub">{t(`agent-contracts.endReason.${c.endReason}`)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'terms',
      header: t('agent-contracts.team.terms'),
      cell: (c) => (
        <details className="contract-terms-disclosure">
          <summary>
            {t('agent-contracts.team.termsSummary', {
              count: c.terms.tiers.length,
              rate: format.rate(headlineRates(c.terms).rate),
            })}
          </summary>
          <TermsTable
            terms={c.terms}
            caption={t('agent-contracts.team.termsOf', { account: c.downline })}
          />
        </details>
      ),
    },
    {
      key: 'offered',
      header: t('agent-contracts.card.offered'),
      cell: (c) => format.dateTime(c.createdAt),
    },
    {
      key: 'since',
      header: t('agent-contracts.team.sinceOrEnded'),
      cell: (c) =>
        c.endedAt
          ? format.dateTime(c.endedAt)
          : c.effectiveAt
            ? format.dateTime(c.effectiveAt)
            : '',
    },
    {
      key: 'actions',
      header: t('agent-contracts.team.actions'),
      cell: (c) => <ContractActions contract={c} side="upline" process={process} onDone={onDone} />,
    },
  ];

  return (
    <div className="records">
      <div className="date-range">
        <RecordSelect
          label={t('agent-contracts.team.status')}
          allLabel={t('agent-contracts.team.allStatuses')}
          value={status}
          options={statuses.map((value) => ({
            value,
            label: t(`agent-contracts.status.${value}`),
          }))}
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
        />
      </div>
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('agent-contracts.team.failed')}
        emptyText={t('agent-contracts.team.empty', { kind: t(`agent-contracts.kinds.${kind}`) })}
        pagesLabel={t('agent-contracts.team.pages')}
        onPage={setPageNo}
      >
        {(answer) => (
          <RecordTable
            caption={t('agent-contracts.team.table')}
            columns={columns}
            rows={answer.list}
            rowKey={(c) => c.contractId}
          />
        )}
      </RecordList>
    </div>
  );
}
