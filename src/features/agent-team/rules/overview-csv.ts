import type { components } from '../../../../openapi/runtime/generated/openapi';
import { toCsv, type CsvColumn } from '../../../lib/csv/to-csv';

type Overview = components['schemas']['AgentTeamOverview'];
type Day = Overview['days'][number];

/** The column headings of the export, in the member's language. */
export interface OverviewCsvLabels {
  day: string;
  total: string;
  newMembers: string;
  activeMembers: string;
  deposits: string;
  withdrawals: string;
  validBet: string;
  winLoss: string;
}

/** A row of the export: a day, or the range's total (its label instead of a date). */
type Row = Omit<Day, 'date'> & { label: string };

/**
 * The overview as CSV: one line per day of the range, then the range's figures (whose active
 * members are counted once however many days they played). Amounts are plain numbers (at most 2
 * decimals), as a spreadsheet sums them.
 */
export function overviewCsv(overview: Overview, labels: OverviewCsvLabels): string {
  const rows: Row[] = [
    ...overview.days.map(({ date, ...figures }) => ({ label: date, ...figures })),
    {
      label: labels.total,
      newMembers: overview.newMembers,
      activeMembers: overview.activeMembers,
      depositAmount: overview.depositAmount,
      withdrawalAmount: overview.withdrawalAmount,
      validBet: overview.validBet,
      winLoss: overview.winLoss,
    },
  ];
  // Numbers, not text: a negative amount stays a number (text starting with "-" would get the
  // formula guard's apostrophe) and a spreadsheet sums the column.
  const money = (amount: number) => Math.round(amount * 100) / 100;
  const columns: CsvColumn<Row>[] = [
    { header: labels.day, value: (r) => r.label },
    { header: labels.newMembers, value: (r) => r.newMembers },
    { header: labels.activeMembers, value: (r) => r.activeMembers },
    { header: labels.deposits, value: (r) => money(r.depositAmount) },
    { header: labels.withdrawals, value: (r) => money(r.withdrawalAmount) },
    { header: labels.validBet, value: (r) => money(r.validBet) },
    { header: labels.winLoss, value: (r) => money(r.winLoss) },
  ];
  return toCsv(rows, columns);
}

/** The export's file name: the team overview of its days. */
export function overviewCsvName(overview: Pick<Overview, 'startDate' | 'endDate'>): string {
  return `team-overview-${overview.startDate}-${overview.endDate}.csv`;
}
