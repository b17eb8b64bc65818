// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import { jackpotAt, jackpotTickMs } from '../rules/jackpot';
import { JackpotTicker } from './jackpot-ticker';

afterEach(() => vi.useRealTimers());

describe('JackpotTicker', () => {
  it('shows the sum digit by digit with the currency symbol, and steps every 3 seconds', async () => {
    const start = Date.UTC(2026, 10, 22, 9, 0, 0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
    const store = createStore();
    store.set(currencySymbolAtom, '₱');
    await renderPortal(<JackpotTicker />, { store });
    const value = screen.getByTestId('jackpot-value');
    const first = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(
      jackpotAt(start),
    );
    expect(value.querySelector('.visually-hidden')).toHaveTextContent(`₱${first}`);
    const digits = [...value.querySelectorAll('.jackpot__digit')]
      .map((d) => d.textContent)
      .join('');
    expect(digits).toBe(first.replace(/[^0-9]/g, ''));
    expect(value.querySelector('.jackpot__symbol')).toHaveTextContent('₱');
    // Not a live region: a new number every 3 s would talk over everything else.
    expect(screen.getByRole('region', { name: 'Progressive jackpot' })).not.toHaveAttribute(
      'aria-live',
    );

    act(() => vi.advanceTimersByTime(jackpotTickMs));
    const next = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(
      jackpotAt(start + jackpotTickMs),
    );
    expect(value.querySelector('.visually-hidden')).toHaveTextContent(`₱${next}`);
  });
});
