// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { ChunkBoundary, PageErrorBoundary } from './chunk-boundary';
import { chunkTimeoutMs, lazyChunk } from './lazy-chunk';

function Loaded() {
  return <p>the screen</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChunkBoundary', () => {
  it('shows Loading chunk failed when the import fails, and Retry imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('EN');
    let fail = true;
    const load = vi.fn(() =>
      fail
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Loaded }),
    );
    const Screen = lazyChunk(load);
    render(
      <I18nextProvider i18n={i18n}>
        <header>the header</header>
        <ChunkBoundary fallback={<p>loading</p>}>
          <Screen />
        </ChunkBoundary>
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk failed');
    expect(screen.getByText('the header')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same message when the chunk is still pending after 120 s, not before', async () => {
    const i18n = await createI18n('EN');
    vi.useFakeTimers();
    const Screen = lazyChunk<object>(() => new Promise(() => undefined));
    render(
      <I18nextProvider i18n={i18n}>
        <ChunkBoundary fallback={<p>loading</p>}>
          <Screen />
        </ChunkBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('PageErrorBoundary', () => {
  it('keeps the rest of the page when a screen throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <>
        <header>the header</header>
        <PageErrorBoundary resetKey="/x" fallback={<p role="alert">failed</p>}>
          <Broken />
        </PageErrorBoundary>
        <footer>the footer</footer>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.getByText('the header')).toBeInTheDocument();
    expect(screen.getByText('the footer')).toBeInTheDocument();
  });
});
