import { describe, expect, it } from 'vitest';
import {
  isSettlementDue,
  nextBoundaryAfter,
  realtimeWindowMs,
  windowLabel,
  windowStartAt,
} from './realtime-windows';

const at = (iso: string) => Date.parse(iso);

describe('real-time salary windows', () => {
  it('are 5 minutes long with UTC boundaries at :00, :05, ...', () => {
    expect(realtimeWindowMs).toBe(300_000);
    expect(windowStartAt(at('2026-11-25T10:01:00.000Z'))).toBe(at('2026-11-25T10:00:00.000Z'));
    expect(windowStartAt(at('2026-11-25T10:04:59.999Z'))).toBe(at('2026-11-25T10:00:00.000Z'));
    expect(windowStartAt(at('2026-11-25T10:05:00.000Z'))).toBe(at('2026-11-25T10:05:00.000Z'));
    expect(windowStartAt(at('2026-11-25T23:59:59.000Z'))).toBe(at('2026-11-25T23:55:00.000Z'));
  });

  it('end at the next boundary, also when now is on a boundary', () => {
    expect(nextBoundaryAfter(at('2026-11-25T10:01:00.000Z'))).toBe(at('2026-11-25T10:05:00.000Z'));
    expect(nextBoundaryAfter(at('2026-11-25T10:05:00.000Z'))).toBe(at('2026-11-25T10:10:00.000Z'));
    expect(nextBoundaryAfter(at('2026-11-25T23:58:00.000Z'))).toBe(at('2026-11-26T00:00:00.000Z'));
  });

  it('are due only once the window after the settled instant has ended', () => {
    const settled = at('2026-11-25T10:00:00.000Z');
    expect(isSettlementDue(settled, at('2026-11-25T10:04:59.999Z'))).toBe(false);
    expect(isSettlementDue(settled, at('2026-11-25T10:05:00.000Z'))).toBe(true);
    expect(isSettlementDue(settled, at('2026-11-26T00:00:00.000Z'))).toBe(true);
  });

  it('are named by their start, to the minute', () => {
    expect(windowLabel(at('2026-11-25T10:05:00.000Z'))).toBe('2026-11-25T10:05');
  });
});
