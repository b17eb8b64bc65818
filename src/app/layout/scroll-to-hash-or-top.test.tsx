// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashTargetWaitMs, ScrollToHashOrTop } from './scroll-to-hash-or-top';

const scrolledInto = vi.fn();
const scrolledTo = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto(this.id);
  };
  window.scrollTo = scrolledTo as unknown as typeof window.scrollTo;
  window.scrollBy = vi.fn() as unknown as typeof window.scrollBy;
});
afterEach(() => {
  vi.useRealTimers();
  scrolledInto.mockReset();
  scrolledTo.mockReset();
  document.body.innerHTML = '';
});

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollToHashOrTop />
    </MemoryRouter>,
  );
}

/** A lazy screen rendering its heading after the navigation. */
async function renderTarget(id: string) {
  await act(async () => {
    const heading = document.createElement('h1');
    heading.id = id;
    document.body.append(heading);
    await Promise.resolve();
  });
}

describe('ScrollToHashOrTop', () => {
  it('scrolls to a target already on the page', () => {
    const heading = document.createElement('h1');
    heading.id = 'lobby-title';
    document.body.append(heading);
    renderAt('/rng#lobby-title');
    expect(scrolledInto).toHaveBeenCalledWith('lobby-title');
    expect(scrolledTo).not.toHaveBeenCalled();
  });

  it('scrolls to the target once a lazy screen renders it, once', async () => {
    renderAt('/rng#lobby-title');
    expect(scrolledTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledInto).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await renderTarget('lobby-title');
    expect(scrolledInto).toHaveBeenCalledTimes(1);
    expect(scrolledInto).toHaveBeenCalledWith('lobby-title');
    await renderTarget('other');
    expect(scrolledInto).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after the bound', async () => {
    renderAt('/rng#lobby-title');
    await act(() => vi.advanceTimersByTimeAsync(hashTargetWaitMs));
    await renderTarget('lobby-title');
    expect(scrolledInto).not.toHaveBeenCalled();
  });

  it('stops waiting when the visitor scrolls the page themselves', async () => {
    renderAt('/rng#lobby-title');
    window.dispatchEvent(new Event('wheel'));
    await renderTarget('lobby-title');
    expect(scrolledInto).not.toHaveBeenCalled();
  });

  it('stops waiting when the page is left', async () => {
    const view = renderAt('/rng#lobby-title');
    view.unmount();
    await renderTarget('lobby-title');
    expect(scrolledInto).not.toHaveBeenCalled();
  });

  it('goes to the top without a hash', () => {
    renderAt('/rng');
    expect(scrolledTo).toHaveBeenCalledWith(0, 0);
  });
});
