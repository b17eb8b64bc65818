// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { GameSearch, searchDelayMs, type GameSearchHandle } from './game-search';

afterEach(() => vi.useRealTimers());

async function renderSearch() {
  const onSearch = vi.fn<(text: string) => void>();
  const ref = createRef<GameSearchHandle>();
  await renderPortal(<GameSearch value="" onSearch={onSearch} ref={ref} />);
  // Fake timers after the (asynchronous) render: the debounce is all that runs on them.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const field = screen.getByRole('searchbox', { name: 'Search games by name' });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { onSearch, ref, field, type };
}

describe('GameSearch', () => {
  it(`runs the search ${searchDelayMs} ms after typing stops, once, with the last text`, async () => {
    const { onSearch, type } = await renderSearch();
    type('ma');
    act(() => vi.advanceTimersByTime(searchDelayMs - 1));
    type('mahjong');
    act(() => vi.advanceTimersByTime(searchDelayMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['mahjong']]);
    act(() => vi.advanceTimersByTime(10 * searchDelayMs));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('runs at once on Enter, and the pending search does not run again', async () => {
    const { onSearch, field, type } = await renderSearch();
    type('tiger');
    fireEvent.submit(field);
    expect(onSearch.mock.calls).toEqual([['tiger']]);
    act(() => vi.advanceTimersByTime(searchDelayMs));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('drops a search still waiting when the lobby resets it', async () => {
    const { onSearch, ref, field, type } = await renderSearch();
    type('fortune');
    act(() => ref.current?.reset());
    act(() => vi.advanceTimersByTime(searchDelayMs));
    expect(onSearch).not.toHaveBeenCalled();
    expect(field).toHaveValue('');
  });
});
