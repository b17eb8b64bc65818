import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../openapi/runtime/client/api-error';
import { downloadCsv } from '../../lib/csv/download-csv';
import { Button } from '../button';

/** What an export produced: the CSV text, how many rows it holds and how many the filter has. */
export interface CsvExport {
  csv: string;
  rows: number;
  totalCount: number;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; rows: number; totalCount: number }
  | { kind: 'failed'; key: string };

/**
 * "Export CSV" for a report: builds the file of what the filter selects (`build` reads the pages
 * it needs), hands it to the browser's download and says how many rows went in, or that an export
 * was cut at its cap, or why it failed. The button is busy while it works, so it runs once at a time.
 */
export function CsvExportButton({
  fileName,
  build,
  disabled,
}: {
  fileName: string;
  build(): Promise<CsvExport>;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'working' });
    try {
      const file = await build();
      downloadCsv(fileName, file.csv);
      setState({ kind: 'done', rows: file.rows, totalCount: file.totalCount });
    } catch (thrown) {
      setState({ kind: 'failed', key: isApiError(thrown) ? thrown.key : 'unknown_error' });
    }
  };

  return (
    <div className="records-export">
      <Button
        variant="secondary"
        busy={state.kind === 'working'}
        disabled={disabled || state.kind === 'working'}
        onClick={() => void run()}
      >
        {t('records.export.button')}
      </Button>
      <p className="records-export__status" role="status">
        {state.kind === 'working' ? t('records.export.working') : null}
        {state.kind === 'done'
          ? state.rows < state.totalCount
            ? t('records.export.capped', { count: state.rows, total: state.totalCount })
            : t('records.export.done', { count: state.rows })
          : null}
      </p>
      {state.kind === 'failed' ? (
        <p className="records-export__error" role="alert">
          {t('records.export.failed')} {t(`errors.${state.key}`)}
        </p>
      ) : null}
    </div>
  );
}
