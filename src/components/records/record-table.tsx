import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Money and counts: right-aligned, tabular figures. */
  numeric?: boolean;
}

/**
 * A record list as a table in a box of its own that scrolls sideways on a narrow screen (the page
 * never does); the box is focusable and named so a keyboard can scroll it.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}) {
  return (
    <div className="records-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'records-table__num' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'records-table__num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
