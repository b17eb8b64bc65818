import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton, type CsvExport } from '../../../components/records/csv-export-button';
import { RecordList } from '../../../components/records/record-list';
import type { QueryLike } from '../../../components/query-state';
import { NotInTeam, isNotInTeam } from './not-in-team';

interface PagedAnswer {
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/**
 * What every team report shows under its filter: the CSV button (off while there is nothing to
 * export), then either "not in your team" for a member outside the agent's tree or the paged list
 * with its loading, error and empty states. `texts` names the report's keys
 * (`agent-reports.<texts>.failed`, `.empty`, `.pages`).
 */
export function TeamReportResults<Answer extends PagedAnswer>({
  query,
  account,
  csvFileName,
  exportCsv,
  texts,
  onPage,
  children,
}: {
  query: QueryLike<Answer> & { isFetching: boolean };
  account: string | undefined;
  csvFileName: string;
  exportCsv(): Promise<CsvExport>;
  texts: 'bets' | 'transactions' | 'profitLoss';
  onPage(page: number): void;
  children(answer: Answer): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="records-toolbar">
        <CsvExportButton
          fileName={csvFileName}
          build={exportCsv}
          disabled={!query.data || query.data.totalCount === 0}
        />
      </div>
      {isNotInTeam(query.error, account) ? (
        <NotInTeam account={account ?? ''} />
      ) : (
        <RecordList
          query={query}
          fetching={query.isFetching}
          failedText={t(`agent-reports.${texts}.failed`)}
          emptyText={t(`agent-reports.${texts}.empty`)}
          pagesLabel={t(`agent-reports.${texts}.pages`)}
          onPage={onPage}
        >
          {children}
        </RecordList>
      )}
    </>
  );
}
