import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals, toneClass, toneOf } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { csvOfPages } from '../../../lib/csv/collect-pages';
import { recordPageSize } from '../../../lib/records/record-filter';
import { getTeamProfitLossOptions, useGetTeamProfitLoss } from '../api/use-get-team-profit-loss';
import { useTeamFilter } from '../hooks/use-team-filter';
import { csvFileName, memberProfitLossColumns, type MemberProfitLoss } from '../rules/report-csv';
import { teamReportQuery } from '../rules/team-report-query';
import { TeamReportResults } from './team-report-results';
import { TeamReportFilter } from './team-report-filter';
import '../../../components/records/records.css';

/**
 * User profit and loss (`palStatementsAgentCopy`): a line per team member with activity in the
 * days (largest valid bet first), the team's totals over all of them, search by member, and a CSV.
 */
export default function TeamProfitLossPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const queryClient = useQueryClient();
  const team = useTeamFilter({});
  const { filter, scope } = team;
  const selection = teamReportQuery(filter.range, scope, {});
  const query = useGetTeamProfitLoss({
    ...selection,
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });

  const money = (key: string, header: string, pick: (r: MemberProfitLoss) => number) => ({
    key,
    header,
    numeric: true,
    cell: (r: MemberProfitLoss) => format.money(pick(r)),
  });
  const signed = (key: string, header: string, pick: (r: MemberProfitLoss) => number) => ({
    key,
    header,
    numeric: true,
    cell: (r: MemberProfitLoss) => (
      <span className={toneClass(pick(r))}>{format.signed(pick(r))}</span>
    ),
  });
  const columns: RecordColumn<MemberProfitLoss>[] = [
    {
      key: 'member',
      header: t('agent-reports.member'),
      cell: (r) => (
        <>
          {r.account}
          <span className="records-sub">{t('agent-reports.levelOf', { level: r.level })}</span>
        </>
      ),
    },
    { key: 'count', header: t('records.bets.betCount'), numeric: true, cell: (r) => r.betCount },
    money('valid', t('records.bets.validBet'), (r) => r.validBet),
    signed('winLoss', t('records.bets.winLoss'), (r) => r.winLoss),
    money('bonus', t('records.profit.bonus'), (r) => r.bonus),
    money('rebate', t('records.profit.rebate'), (r) => r.rebate),
    signed('profitLoss', t('records.profit.profitLoss'), (r) => r.profitLoss),
    money('deposits', t('agent-reports.profitLoss.deposits'), (r) => r.depositAmount),
    money('withdrawals', t('agent-reports.profitLoss.withdrawals'), (r) => r.withdrawalAmount),
  ];

  const exportCsv = () =>
    csvOfPages(
      async (pageNo, pageSize) =>
        (await queryClient.fetchQuery(getTeamProfitLossOptions({ ...selection, pageNo, pageSize })))
          .value,
      memberProfitLossColumns(t),
    );

  return (
    <div className="records">
      <TeamReportFilter team={team} />
      <TeamReportResults
        query={query}
        account={scope.account}
        csvFileName={csvFileName('user-profit-loss', filter.range, scope.account)}
        exportCsv={exportCsv}
        texts="profitLoss"
        onPage={team.setPage}
      >
        {({ summary, list }) => (
          <>
            <RecordTotals
              items={[
                {
                  key: 'count',
                  term: t('records.bets.betCount'),
                  value: String(summary.betCount),
                },
                {
                  key: 'bet',
                  term: t('records.bets.betAmount'),
                  value: format.money(summary.betAmount),
                },
                {
                  key: 'valid',
                  term: t('records.bets.validBet'),
                  value: format.money(summary.validBet),
                },
                {
                  key: 'winLoss',
                  term: t('records.bets.winLoss'),
                  value: format.signed(summary.winLoss),
                  tone: toneOf(summary.winLoss),
                },
                {
                  key: 'bonus',
                  term: t('records.profit.bonus'),
                  value: format.money(summary.bonus),
                },
                {
                  key: 'rebate',
                  term: t('records.profit.rebate'),
                  value: format.money(summary.rebate),
                },
                {
                  key: 'profitLoss',
                  term: t('records.profit.profitLoss'),
                  value: format.signed(summary.profitLoss),
                  tone: toneOf(summary.profitLoss),
                },
                {
                  key: 'deposits',
                  term: t('agent-reports.profitLoss.deposits'),
                  value: format.money(summary.depositAmount),
                },
                {
                  key: 'withdrawals',
                  term: t('agent-reports.profitLoss.withdrawals'),
                  value: format.money(summary.withdrawalAmount),
                },
              ]}
            />
            <RecordTable
              caption={t('agent-reports.profitLoss.table')}
              columns={columns}
              rows={list}
              rowKey={(r) => r.account}
            />
          </>
        )}
      </TeamReportResults>
    </div>
  );
}
