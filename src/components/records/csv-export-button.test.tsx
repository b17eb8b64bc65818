// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../openapi/runtime/client/api-error';
import { captureDownloads } from '../../testing/captured-downloads';
import { renderPortal } from '../../testing/render-portal';
import { CsvExportButton } from './csv-export-button';

describe('CsvExportButton', () => {
  it('hands the file to the download and says how many rows went in', async () => {
    const downloads = captureDownloads();
    await renderPortal(
      <CsvExportButton
        fileName="bets.csv"
        build={async () => ({ csv: 'A\r\n1\r\n', rows: 1, totalCount: 1 })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 row exported.');
    expect(downloads.map((file) => file.fileName)).toEqual(['bets.csv']);
    // A byte-order mark first, so spreadsheet programs read UTF-8 names correctly.
    expect(await downloads[0]?.text()).toBe('\uFEFFA\r\n1\r\n');
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
