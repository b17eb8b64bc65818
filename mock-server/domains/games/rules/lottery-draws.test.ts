import { describe, expect, it } from 'vitest';
import type { DrawSchedule } from '../records';
import { currentDraw, drawByNumber, latestDrawnDraws, upcomingDraws } from './lottery-draws';

const north: DrawSchedule = {
  kind: 'daily',
  drawMinuteUtc: 11 * 60 + 15,
  closeMinutesBefore: 15,
  reopenMinutesAfter: 15,
  drawNoStyle: 'ymd',
};
const sea: DrawSchedule = {
  kind: 'daily',
  drawMinuteUtc: 11 * 60,
  closeMinutesBefore: 15,
  reopenMinutesAfter: 30,
  drawNoStyle: 'y-md',
};
const fiveMinutes: DrawSchedule = { kind: 'interval', minutes: 5, closeSecondsBefore: 15 };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('daily draws', () => {
  it('opens after the previous draw, closes 15 minutes before its own and is named by its date', () => {
    const draw = currentDraw(north, at('2025-06-01T10:00:00Z'));
    expect({
      drawNo: draw.drawNo,
      open: iso(draw.openMs),
      close: iso(draw.closeMs),
      at: iso(draw.drawMs),
      status: draw.status,
    }).toEqual({
      drawNo: '20250601',
      open: '2025-05-31T11:30:00.000Z',
      close: '2025-06-01T11:00:00.000Z',
      at: '2025-06-01T11:15:00.000Z',
      status: 'open',
    });
  });

  it('is closed between closing and the draw, and the next one waits until it reopens', () => {
    expect(currentDraw(north, at('2025-06-01T11:05:00Z'))).toMatchObject({
      drawNo: '20250601',
      status: 'closed',
    });
    expect(currentDraw(north, at('2025-06-01T11:20:00Z'))).toMatchObject({
      drawNo: '20250602',
      status: 'pending',
    });
    expect(currentDraw(north, at('2025-06-01T11:30:00Z'))).toMatchObject({
      drawNo: '20250602',
      status: 'open',
    });
  });

  it('lists upcoming draws day by day and the drawn ones backwards', () => {
    const next = upcomingDraws(north, at('2025-06-01T10:00:00Z'), 3);
    expect(next.map((d) => [d.drawNo, d.status])).toEqual([
      ['20250601', 'open'],
      ['20250602', 'pending'],
      ['20250603', 'pending'],
    ]);
    expect(latestDrawnDraws(north, at('2025-06-01T10:00:00Z'), 2).map((d) => d.drawNo)).toEqual([
      '20250531',
      '20250530',
    ]);
  });

  it('names SEA draws YYYY-MMDD', () => {
    expect(currentDraw(sea, at('2025-06-01T09:00:00Z')).drawNo).toBe('2025-0601');
  });
});

describe('interval draws', () => {
  it('numbers the draws of a day from 1 and counts a midnight draw to the day before', () => {
    const draw = currentDraw(fiveMinutes, at('2025-06-01T11:03:00Z'));
    expect({
      drawNo: draw.drawNo,
      open: iso(draw.openMs),
      close: iso(draw.closeMs),
      at: iso(draw.drawMs),
      status: draw.status,
    }).toEqual({
      drawNo: '20250601-0133',
      open: '2025-06-01T11:00:00.000Z',
      close: '2025-06-01T11:04:45.000Z',
      at: '2025-06-01T11:05:00.000Z',
      status: 'open',
    });
    expect(currentDraw(fiveMinutes, at('2025-06-01T23:58:00Z')).drawNo).toBe('20250601-0288');
    expect(currentDraw(fiveMinutes, at('2025-06-02T00:00:00Z')).drawNo).toBe('20250602-0001');
    expect(currentDraw(fiveMinutes, at('2025-06-01T11:04:50Z')).status).toBe('closed');
  });

  it('gives consecutive draws without gaps', () => {
    const draws = upcomingDraws(fiveMinutes, at('2025-06-01T23:50:00Z'), 4);
    expect(draws.map((d) => d.drawNo)).toEqual([
      '20250601-0287',
      '20250601-0288',
      '20250602-0001',
      '20250602-0002',
    ]);
    for (let i = 1; i < draws.length; i += 1)
      expect((draws[i]?.drawMs ?? 0) - (draws[i - 1]?.drawMs ?? 0)).toBe(300_000);
  });
});

describe('drawByNumber', () => {
  it('finds the draw a number names, in both directions', () => {
    for (const schedule of [north, sea, fiveMinutes]) {
      for (const draw of upcomingDraws(schedule, at('2025-06-01T23:50:00Z'), 5)) {
        expect(drawByNumber(schedule, draw.drawNo)?.drawMs).toBe(draw.drawMs);
      }
    }
  });

  it('rejects numbers that name no draw', () => {
    expect(drawByNumber(north, '20251399')).toBeNull();
    expect(drawByNumber(north, '2025-0601')).toBeNull();
    expect(drawByNumber(sea, '20250601')).toBeNull();
    expect(drawByNumber(fiveMinutes, '20250601-0289')).toBeNull();
    expect(drawByNumber(fiveMinutes, '20250601-0000')).toBeNull();
    expect(drawByNumber(fiveMinutes, 'latest')).toBeNull();
  });
});
