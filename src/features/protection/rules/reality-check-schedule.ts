/**
 * When the reality-check reminder shows: at the session's login plus whole intervals
 * (`getRealityCheck().nextCheckAt` is the first of them after the server's now). After the member
 * has answered one, the next is the first of those times after the answer.
 *
 * Returns the time (ms) of the first reminder after `answeredUpTo` (0 before any answer), or null
 * when reminders are off.
 */
export function nextReminderAt(
  setting: { intervalMinutes: number; nextCheckAt: string | null },
  answeredUpTo: number,
): number | null {
  if (setting.intervalMinutes <= 0 || !setting.nextCheckAt) return null;
  const first = Date.parse(setting.nextCheckAt);
  if (Number.isNaN(first)) return null;
  const interval = setting.intervalMinutes * 60_000;
  if (first > answeredUpTo) return first;
  const steps = Math.floor((answeredUpTo - first) / interval) + 1;
  return first + steps * interval;
}
