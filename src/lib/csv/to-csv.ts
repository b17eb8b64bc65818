/** One column of a CSV export: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null | undefined;
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 wants it: quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM`, `-2+3`) gets a leading
 * apostrophe; numbers are written plainly (a negative amount stays a number).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: a heading line, then a line per row, CRLF line ends (RFC 4180). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
