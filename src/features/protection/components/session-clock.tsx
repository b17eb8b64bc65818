import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSessionSummary } from '../api/use-get-session-summary';
import { elapsedSince, formatElapsed, isoDuration, msUntilNextMinute } from '../rules/session-time';
import './protection.css';

/** The time now, moved on at each whole minute since `startedAt` (null: not ticking). */
function useMinuteTick(startedAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextMinute(startedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt, now]);
  return now;
}

/**
 * The header's session clock while a real member is signed in: hours and minutes since this
 * session's login (`getSessionSummary().startedAt`), updated every minute. A labelled `<time>`,
 * not a live region, so a screen reader reads it when asked and is not interrupted by each tick.
 */
export default function SessionClock() {
  const { t } = useTranslation();
  const summary = useGetSessionSummary();
  const startedAt = summary.data?.startedAt ?? null;
  const now = useMinuteTick(startedAt);
  if (!startedAt) return null;
  const elapsed = elapsedSince(startedAt, now);
  const label = t('protection.clock.label');
  return (
    <span className="session-clock" title={label} data-testid="session-clock">
      <span className="visually-hidden">{`${label}: `}</span>
      <time dateTime={isoDuration(elapsed)}>{formatElapsed(elapsed)}</time>
    </span>
  );
}
