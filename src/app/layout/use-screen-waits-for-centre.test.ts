// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScreenWaitsForCentre } from './use-screen-waits-for-centre';

describe('useScreenWaitsForCentre', () => {
  it('keeps the screen back while a centre has covered it since the start, then never again', () => {
    const { result, rerender } = renderHook(({ covered }) => useScreenWaitsForCentre(covered), {
      initialProps: { covered: true },
    });
    expect(result.current).toBe(true);
    rerender({ covered: false });
    expect(result.current).toBe(false);
    // A centre opened later covers a screen that has been seen: it stays rendered.
    rerender({ covered: true });
    expect(result.current).toBe(false);
  });

  it('never keeps back a screen that was not covered at the start', () => {
    const { result, rerender } = renderHook(({ covered }) => useScreenWaitsForCentre(covered), {
      initialProps: { covered: false },
    });
    expect(result.current).toBe(false);
    rerender({ covered: true });
    expect(result.current).toBe(false);
  });
});
