// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFailedAttempt, rootMarginFor } from './image-rules';
import { createLoadedImageCache, loadedImages } from './loaded-image-cache';
import { LazyImage } from './lazy-image';
import { resetNearViewportObserver } from './near-viewport';

/** A stand-in IntersectionObserver: the test says when an element comes near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  report(element: Element, isIntersecting: boolean) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  static nearViewport(element: Element, isIntersecting = true) {
    for (const io of FakeIntersectionObserver.instances)
      if (io.observed.has(element)) act(() => io.report(element, isIntersecting));
  }
  /** The element left the preload distance again (a fast scroll past it). */
  static farFromViewport(element: Element) {
    FakeIntersectionObserver.nearViewport(element, false);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  resetNearViewportObserver();
  loadedImages.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const boxOf = (container: HTMLElement) => {
  const box = container.querySelector<HTMLElement>('.lazy-image');
  if (!box) throw new Error('no image box');
  return box;
};
const imgOf = (container: HTMLElement) => container.querySelector('img');

describe('LazyImage', () => {
  it('reserves its size and requests nothing until it is near the viewport', () => {
    const { container } = render(
      <LazyImage src="/sandbox/img/game-1.svg" alt="Mahjong Ways" width={168} height={105} />,
    );
    const box = boxOf(container);
    expect(box.style.width).toBe('168px');
    expect(box.style.height).toBe('105px');
    expect(imgOf(container)).toBeNull();
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('30%');

    FakeIntersectionObserver.nearViewport(box);
    const img = screen.getByRole('img', { name: 'Mahjong Ways' });
    expect(img).toHaveAttribute('src', '/sandbox/img/game-1.svg');
    expect(img).toHaveAttribute('width', '168');
    expect(img).toHaveAttribute('height', '105');
    fireEvent.load(img);
    expect(box).toHaveAttribute('data-state', 'loaded');
  });

  it('warns for each failed attempt, tries 3 times, then shows the error image with the alt text', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <LazyImage src="/broken.svg" alt="Golden Empire" width={168} height={105} />,
    );
    const box = boxOf(container);
    FakeIntersectionObserver.nearViewport(box);

    const first = imgOf(container);
    if (!first) throw new Error('no first attempt');
    fireEvent.error(first);
    expect(warn).toHaveBeenLastCalledWith('Image failed to load (attempt 1 of 3): /broken.svg');
    // The next attempt waits a moment, with a fresh element so the browser asks again.
    expect(box).toHaveAttribute('data-attempt', '1');
    act(() => vi.advanceTimersByTime(400));
    expect(box).toHaveAttribute('data-attempt', '2');
    const second = imgOf(container);
    expect(second).not.toBe(first);
    if (!second) throw new Error('no second attempt');
    fireEvent.error(second);
    expect(warn).toHaveBeenLastCalledWith('Image failed to load (attempt 2 of 3): /broken.svg');
    act(() => vi.advanceTimersByTime(800));
    expect(box).toHaveAttribute('data-attempt', '3');
    const third = imgOf(container);
    if (!third) throw new Error('no third attempt');
    expect(box).toHaveAttribute('data-state', 'loading');
    fireEvent.error(third);
    expect(warn).toHaveBeenLastCalledWith('Image failed to load (attempt 3 of 3): /broken.svg');
    expect(warn).toHaveBeenCalledTimes(3);

    expect(box).toHaveAttribute('data-state', 'failed');
    expect(imgOf(container)).toBeNull();
    expect(screen.getByRole('img', { name: 'Golden Empire' })).toBe(
      screen.getByTestId('lazy-image-error'),
    );
    // No fourth attempt, no further warning.
    act(() => vi.advanceTimersByTime(5_000));
    expect(box).toHaveAttribute('data-attempt', '3');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('checks which images to load at most every 200 ms, the first check at once', () => {
    vi.useFakeTimers();
    const view = render(
      <>
        <LazyImage src="/a.svg" alt="A" width={10} height={10} />
        <LazyImage src="/b.svg" alt="B" width={10} height={10} />
        <LazyImage src="/c.svg" alt="C" width={10} height={10} />
      </>,
    );
    const [a, b, c] = [...view.container.querySelectorAll<HTMLElement>('.lazy-image')];
    if (!a || !b || !c) throw new Error('three image boxes expected');
    FakeIntersectionObserver.nearViewport(a);
    expect(a).toHaveAttribute('data-state', 'loading');

    act(() => vi.advanceTimersByTime(50));
    FakeIntersectionObserver.nearViewport(b);
    FakeIntersectionObserver.nearViewport(c);
    act(() => vi.advanceTimersByTime(50));
    // C scrolled past before the next check: it never loads.
    FakeIntersectionObserver.farFromViewport(c);
    act(() => vi.advanceTimersByTime(99));
    expect(b).toHaveAttribute('data-state', 'waiting');
    act(() => vi.advanceTimersByTime(1));
    expect(b).toHaveAttribute('data-state', 'loading');
    expect(c).toHaveAttribute('data-state', 'waiting');
    act(() => vi.advanceTimersByTime(1_000));
    expect(c).toHaveAttribute('data-state', 'waiting');
  });

  it('keeps an image that loads on the second attempt', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<LazyImage src="/flaky.svg" alt="" width={10} height={10} />);
    FakeIntersectionObserver.nearViewport(boxOf(container));
    const first = imgOf(container);
    if (!first) throw new Error('no first attempt');
    fireEvent.error(first);
    act(() => vi.advanceTimersByTime(400));
    const second = imgOf(container);
    if (!second) throw new Error('no second attempt');
    fireEvent.load(second);
    expect(boxOf(container)).toHaveAttribute('data-state', 'loaded');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows an address that loaded before at once, without waiting for the viewport', () => {
    const first = render(<LazyImage src="/seen.svg" alt="Seen" width={10} height={10} />);
    FakeIntersectionObserver.nearViewport(boxOf(first.container));
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    first.unmount();

    const again = render(<LazyImage src="/seen.svg" alt="Seen" width={10} height={10} />);
    expect(boxOf(again.container)).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: 'Seen' })).toHaveAttribute('src', '/seen.svg');
  });

  it('starts over when the address changes', () => {
    const view = render(<LazyImage src="/a.svg" alt="A" width={10} height={10} />);
    FakeIntersectionObserver.nearViewport(boxOf(view.container));
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    view.rerender(<LazyImage src="/b.svg" alt="B" width={10} height={10} />);
    expect(boxOf(view.container)).toHaveAttribute('data-state', 'waiting');
  });
});

describe('image rules', () => {
  it('turns the preload factor into the root margin', () => {
    expect(rootMarginFor(1.3)).toBe('30%');
    expect(rootMarginFor(1)).toBe('0%');
  });

  it('retries attempts 1 and 2 with a growing delay, and gives up after the third', () => {
    expect(afterFailedAttempt(1)).toEqual({ retry: true, delayMs: 400 });
    expect(afterFailedAttempt(2)).toEqual({ retry: true, delayMs: 800 });
    expect(afterFailedAttempt(3)).toEqual({ retry: false });
  });

  it('remembers at most 200 addresses, dropping the least recently loaded', () => {
    const cache = createLoadedImageCache(200);
    for (let i = 0; i < 201; i += 1) cache.remember(`/img/${i}.svg`);
    expect(cache.size).toBe(200);
    expect(cache.has('/img/0.svg')).toBe(false);
    expect(cache.has('/img/200.svg')).toBe(true);
    cache.remember('/img/1.svg');
    cache.remember('/img/new.svg');
    expect(cache.has('/img/1.svg')).toBe(true);
    expect(cache.has('/img/2.svg')).toBe(false);
  });

  it('counts an image shown from the cache as used (least recently used goes first)', () => {
    for (let i = 0; i < 200; i += 1) loadedImages.remember(`/img/${i}.svg`);
    render(<LazyImage src="/img/0.svg" alt="" width={10} height={10} />);
    loadedImages.remember('/img/new.svg');
    expect(loadedImages.has('/img/0.svg')).toBe(true);
    expect(loadedImages.has('/img/1.svg')).toBe(false);
  });
});
