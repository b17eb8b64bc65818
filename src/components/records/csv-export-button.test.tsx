// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../openapi/runtime/client/api-error';
import { downloadCsv } from '../../lib/csv/download-csv';
import { renderPortal } from '../../testing/render-portal';
import { CsvExportButton } from './csv-export-button';

vi.mock('../../lib/csv/download-csv', () => ({ downloadCsv: vi.fn() }));

describe('CsvExportButton', () => {
  it('hands the file to the download and says how many rows went in', async () => {
    await renderPortal(
      <CsvExportButton
        fileName="bets.csv"
        build={async () => ({ csv: 'A\r\n1\r\n', rows: 1, totalCount: 1 })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 row exported.');
    expect(downloadCsv).toHaveBeenCalledWith('bets.csv', 'A\r\n1\r\n');
  });

  it('says when the cap cut the export', async () => {
    await renderPortal(
      <CsvExportButton
        fileName="bets.csv"
        build={async () => ({ csv: 'A\r\n', rows: 5000, totalCount: 6120 })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The first 5,000 of 6,120 rows were exported; choose fewer days or a filter for the rest.',
    );
  });

  it('is busy while it works and says why it failed', async () => {
    let fail: ((error: ApiError) => void) | undefined;
    await renderPortal(
      <CsvExportButton
        fileName="bets.csv"
        build={() =>
          new Promise((_, reject) => {
            fail = reject;
          })
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the file…');
    fail?.(new ApiError({ key: 'unknown_error', message: 'x', status: 400, operation: 'x' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not export\./);
    expect(button).toBeEnabled();
  });
});
