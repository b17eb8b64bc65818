import type { DrawSchedule } from '../records';

const minuteMs = 60_000;
const dayMs = 86_400_000;

export type DrawStatus = 'pending' | 'open' | 'closed' | 'drawn';

/** One draw (issue) of a lottery game: betting opens, closes, then the numbers are drawn. */
export interface Draw {
  /** Position of the draw in its schedule (days or periods since the epoch); consecutive draws differ by 1. */
  index: number;
  drawNo: string;
  openMs: number;
  closeMs: number;
  drawMs: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function dateStamp(ms: number, style: 'ymd' | 'y-md'): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  const monthDay = `${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
  return style === 'ymd' ? `${year}${monthDay}` : `${year}-${monthDay}`;
}

export function drawByIndex(schedule: DrawSchedule, index: number): Draw {
  if (schedule.kind === 'daily') {
    const drawMs = index * dayMs + schedule.drawMinuteUtc * minuteMs;
    return {
      index,
      drawNo: dateStamp(drawMs, schedule.drawNoStyle),
      openMs: drawMs - dayMs + schedule.reopenMinutesAfter * minuteMs,
      closeMs: drawMs - schedule.closeMinutesBefore * minuteMs,
      drawMs,
    };
  }
  const period = schedule.minutes * minuteMs;
  const drawMs = index * period;
  // A draw at midnight is the last of the day before (…-0288 for five minutes), never …-0000.
  const day = Math.floor((drawMs - 1) / dayMs) * dayMs;
  return {
    index,
    drawNo: `${dateStamp(day, 'ymd')}-${pad(Math.round((drawMs - day) / period), 4)}`,
    openMs: drawMs - period,
    closeMs: drawMs - schedule.closeSecondsBefore * 1000,
    drawMs,
  };
}

/** The index of the first draw not yet drawn at `nowMs`. */
export function currentIndex(schedule: DrawSchedule, nowMs: number): number {
  if (schedule.kind === 'interval') return Math.floor(nowMs / (schedule.minutes * minuteMs)) + 1;
  const today = Math.floor(nowMs / dayMs);
  return drawByIndex(schedule, today).drawMs > nowMs ? today : today + 1;
}

export function drawStatus(draw: Draw, nowMs: number): DrawStatus {
  if (nowMs >= draw.drawMs) return 'drawn';
  if (nowMs >= draw.closeMs) return 'closed';
  if (nowMs >= draw.openMs) return 'open';
  return 'pending';
}

/** The next draw to happen and its state (open for betting, closed before the draw, or not open yet). */
export function currentDraw(schedule: DrawSchedule, nowMs: number): Draw & { status: DrawStatus } {
  const draw = drawByIndex(schedule, currentIndex(schedule, nowMs));
  return { ...draw, status: drawStatus(draw, nowMs) };
}

/** The current draw and the ones after it, soonest first. */
export function upcomingDraws(
  schedule: DrawSchedule,
  nowMs: number,
  count: number,
): (Draw & { status: DrawStatus })[] {
  const first = currentIndex(schedule, nowMs);
  return Array.from({ length: count }, (_, i) => {
    const draw = drawByIndex(schedule, first + i);
    return { ...draw, status: drawStatus(draw, nowMs) };
  });
}

/** The latest drawn draws, most recent first. */
export function latestDrawnDraws(schedule: DrawSchedule, nowMs: number, count: number): Draw[] {
  const last = currentIndex(schedule, nowMs) - 1;
  return Array.from({ length: count }, (_, i) => drawByIndex(schedule, last - i));
}

/** The draw a draw number names, or null when the number is not one of the schedule's. */
export function drawByNumber(schedule: DrawSchedule, drawNo: string): Draw | null {
  let index: number | null = null;
  if (schedule.kind === 'daily') {
    const found = (
      schedule.drawNoStyle === 'ymd' ? /^(\d{4})(\d{2})(\d{2})$/ : /^(\d{4})-(\d{2})(\d{2})$/
    ).exec(drawNo);
    if (found) index = Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3])) / dayMs;
  } else {
    const found = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(drawNo);
    if (found) {
      const day = Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3]));
      index =
        (day + Number(found[4]) * schedule.minutes * minuteMs) / (schedule.minutes * minuteMs);
    }
  }
  if (index === null || !Number.isSafeInteger(index)) return null;
  const draw = drawByIndex(schedule, index);
  // Round trip: "20251399" or a sequence past the day's last draw name no real draw.
  return draw.drawNo === drawNo ? draw : null;
}
